import type { InventoryCategory, InventoryUnit } from '#shared/schemas/inventory.ts';

export interface DefaultInventoryItem {
  id: number;
  name: string;
  nameMl: string;
  category: InventoryCategory;
  unit: InventoryUnit;
}

/** Each category's items, English and Malayalam, kept in the category's unit unless said below. */
const byCategory: [InventoryCategory, InventoryUnit, [string, string][]][] = [
  [
    'Spices',
    'kg',
    [
      ['MSG', 'അജിനോമോട്ടോ'],
      ['Rock Salt', 'ഇന്തുപ്പ്'],
      ['Black Pepper', 'കുരുമുളക്'],
      ['White Pepper Powder', 'വെള്ളക്കുരുമുളക് പൊടി'],
      ['Cumin Powder', 'ജീരകപ്പൊടി'],
      ['Cinnamon', 'കറുവപ്പട്ട'],
      ['Caraway Seeds', 'ഷാജീരകം'],
      ['Cumin Seeds', 'ജീരകം'],
      ['Coriander Seeds', 'മല്ലി'],
      ['Cardamom', 'ഏലയ്ക്ക'],
      ['Clove', 'ഗ്രാമ്പൂ'],
      ['Bay Leaf', 'വഴനയില'],
      ['Dried Lemon (Loomi)', 'ഉണക്ക നാരങ്ങ (ലൂമി)'],
      ['Turmeric Powder', 'മഞ്ഞൾപ്പൊടി'],
      ['Kashmiri Chilli Powder', 'കാശ്മീരി മുളകുപൊടി'],
      ['Nutmeg', 'ജാതിക്ക'],
      ['Saffron', 'കുങ്കുമപ്പൂ'],
      ['Mandi Masala', 'മന്തി മസാല'],
    ],
  ],
  [
    'Oils & Fats',
    'L',
    [
      ['Ghee', 'നെയ്യ്'],
      ['Sunflower Oil', 'സൂര്യകാന്തി എണ്ണ'],
      ['Coconut Oil', 'വെളിച്ചെണ്ണ'],
      ['Mutton Fat', 'ആട്ടിൻ കൊഴുപ്പ്'],
    ],
  ],
  [
    'Grains & Rice',
    'kg',
    [
      ['Basmati Rice', 'ബസ്മതി അരി'],
      ['Breadcrumbs', 'ബ്രെഡ് പൊടി'],
    ],
  ],
  [
    'Meat',
    'kg',
    [
      ['Mutton', 'മട്ടൻ'],
      ['Chicken', 'ചിക്കൻ'],
      ['Beef Ribs', 'ബീഫ് റിബ്സ്'],
      ['Fish', 'മീൻ'],
    ],
  ],
  [
    'Kitchen Supplies',
    'piece',
    [
      ['Puli Wood', 'പുളി വിറക്'],
      ['Coconut Shells', 'ചിരട്ട'],
      ['Gas Cylinder', 'ഗ്യാസ് സിലിണ്ടർ'],
      ['Aluminium Foil Roll', 'അലുമിനിയം ഫോയിൽ റോൾ'],
      ['Butter Paper Roll', 'ബട്ടർ പേപ്പർ റോൾ'],
      ['Food Containers', 'ഫുഡ് കണ്ടെയ്നറുകൾ'],
      ['Gloves', 'കൈയുറ (ഗ്ലൗസ്)'],
      ['Paper', 'പേപ്പർ'],
      ['Carry Bags', 'ക്യാരി ബാഗുകൾ'],
    ],
  ],
  [
    'Vegetables',
    'kg',
    [
      ['Onion', 'സവാള'],
      ['Tomato', 'തക്കാളി'],
      ['Garlic', 'വെളുത്തുള്ളി'],
      ['Ginger', 'ഇഞ്ചി'],
      ['Green Chilli', 'പച്ചമുളക്'],
    ],
  ],
  [
    'Herbs',
    'kg',
    [
      ['Coriander Leaves', 'മല്ലിയില'],
      ['Mint Leaves', 'പുതിനയില'],
    ],
  ],
  [
    'Others',
    'kg',
    [
      ['Egg', 'മുട്ട'],
      ['Tamarind', 'വാളൻപുളി'],
    ],
  ],
];

/** Items kept in another unit than their category's; dried limes are counted, as the recipes count them. */
const unitExceptions: Record<string, InventoryUnit> = {
  'Dried Lemon (Loomi)': 'piece',
  'Puli Wood': 'kg',
  'Coconut Shells': 'kg',
  'Food Containers': 'box',
  Gloves: 'pack',
  Paper: 'pack',
  'Carry Bags': 'pack',
  Egg: 'piece',
};

/** The kitchen’s built-in inventory list: 46 items, ids 1002 to 1047, quantity 0, price 0 (the demo prices, content/demo-prices.ts, are a later seed step), active. */
export const DEFAULT_INVENTORY: readonly DefaultInventoryItem[] = byCategory
  .flatMap(([category, unit, names]) => names.map(([name, nameMl]) => ({ name, nameMl, category, unit })))
  .map((item, index) => ({ id: 1002 + index, ...item, unit: unitExceptions[item.name] ?? item.unit }));
