import type { InventoryCategory, InventoryUnit } from '#shared/schemas/inventory.ts';

export interface DefaultInventoryItem {
  id: number;
  name: string;
  category: InventoryCategory;
  unit: InventoryUnit;
}

const byCategory: [InventoryCategory, InventoryUnit, string[]][] = [
  [
    'Spices',
    'kg',
    [
      'MSG',
      'Rock Salt',
      'Black Pepper',
      'White Pepper Powder',
      'Cumin Powder',
      'Cinnamon',
      'Caraway Seeds',
      'Cumin Seeds',
      'Coriander Seeds',
      'Cardamom',
      'Clove',
      'Bay Leaf',
      'Dried Lemon (Loomi)',
      'Turmeric Powder',
      'Kashmiri Chilli Powder',
      'Nutmeg',
      'Saffron',
      'Mandi Masala',
    ],
  ],
  ['Oils & Fats', 'L', ['Ghee', 'Sunflower Oil', 'Coconut Oil', 'Mutton Fat']],
  ['Grains & Rice', 'kg', ['Basmati Rice', 'Breadcrumbs']],
  ['Meat', 'kg', ['Mutton', 'Chicken', 'Beef Ribs', 'Fish']],
  [
    'Kitchen Supplies',
    'piece',
    [
      'Puli Wood',
      'Coconut Shells',
      'Gas Cylinder',
      'Aluminium Foil Roll',
      'Butter Paper Roll',
      'Food Containers',
      'Gloves',
      'Paper',
      'Carry Bags',
    ],
  ],
  ['Vegetables', 'kg', ['Onion', 'Tomato', 'Garlic', 'Ginger', 'Green Chilli']],
  ['Herbs', 'kg', ['Coriander Leaves', 'Mint Leaves']],
  ['Others', 'kg', ['Egg', 'Tamarind']],
];

const unitExceptions: Record<string, InventoryUnit> = {
  'Puli Wood': 'kg',
  'Coconut Shells': 'kg',
  'Food Containers': 'box',
  Gloves: 'pack',
  Paper: 'pack',
  'Carry Bags': 'pack',
  Egg: 'piece',
};

/** The kitchen's built-in inventory list: 46 items, ids 1002 to 1047, quantity 0, price 0, active. */
export const DEFAULT_INVENTORY: readonly DefaultInventoryItem[] = byCategory
  .flatMap(([category, unit, names]) => names.map((name) => ({ name, category, unit })))
  .map((item, index) => ({ id: 1002 + index, ...item, unit: unitExceptions[item.name] ?? item.unit }));
