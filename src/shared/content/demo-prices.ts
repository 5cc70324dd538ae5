/**
 * What each default inventory item costs wholesale in Kerala (2026), in paise per the item's unit (kg,
 * L, piece, box or pack, as default-inventory.ts keeps it): a fresh install's demo events are costed
 * with these, and the owner replaces them with what their suppliers charge. Spices are bought by the
 * kilogram at spice-market prices (saffron ₹2.5 lakh a kilogram, i.e. ₹250 a gram). Keyed by the
 * item's English name; every default item has one (content tests check).
 */
export const DEMO_PRICES_PAISE: Readonly<Record<string, number>> = {
  // Spices, per kg
  MSG: 18_000,
  'Rock Salt': 4_000,
  'Black Pepper': 70_000,
  'White Pepper Powder': 100_000,
  'Cumin Powder': 45_000,
  Cinnamon: 50_000,
  'Caraway Seeds': 90_000,
  'Cumin Seeds': 38_000,
  'Coriander Seeds': 15_000,
  Cardamom: 260_000,
  Clove: 110_000,
  'Bay Leaf': 15_000,
  'Dried Lemon (Loomi)': 1_000, // per piece (about 10 g)
  'Turmeric Powder': 25_000,
  'Kashmiri Chilli Powder': 60_000,
  Nutmeg: 80_000,
  Saffron: 25_000_000,
  'Mandi Masala': 60_000,
  // Oils and fats, per litre
  Ghee: 65_000,
  'Sunflower Oil': 15_000,
  'Coconut Oil': 32_000,
  'Mutton Fat': 18_000,
  // Grains, per kg
  'Basmati Rice': 13_000,
  Breadcrumbs: 12_000,
  // Meat, per kg
  Mutton: 80_000,
  Chicken: 22_000,
  'Beef Ribs': 38_000,
  Fish: 30_000,
  // Kitchen supplies
  'Puli Wood': 1_200, // per kg
  'Coconut Shells': 2_000, // per kg
  'Gas Cylinder': 180_000, // a 19 kg commercial cylinder
  'Aluminium Foil Roll': 48_000, // a 1 kg catering roll
  'Butter Paper Roll': 25_000,
  'Food Containers': 65_000, // a box of 100
  Gloves: 12_000, // a pack of 100
  Paper: 15_000, // a pack
  'Carry Bags': 18_000, // a pack of 100
  // Vegetables and herbs, per kg
  Onion: 3_500,
  Tomato: 3_000,
  Garlic: 16_000,
  Ginger: 9_000,
  'Green Chilli': 6_000,
  'Coriander Leaves': 8_000,
  'Mint Leaves': 10_000,
  // Others
  Egg: 700, // per piece
  Tamarind: 16_000, // per kg
};

/**
 * Recipe ingredients weighed (g) but kept in the inventory by the litre: linked to their default item
 * with their density, so that their price counts (ingredient names as the links key them, lower case).
 */
export const DEMO_DENSITY_LINKS: readonly { ingredient: string; item: string; gramsPerMl: number }[] = [
  { ingredient: 'ghee', item: 'Ghee', gramsPerMl: 0.91 },
  { ingredient: 'mutton fat', item: 'Mutton Fat', gramsPerMl: 0.9 },
];
