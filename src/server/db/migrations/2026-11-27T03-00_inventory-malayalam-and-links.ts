import { sql, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * Inventory items may carry a Malayalam name (null: the English is shown); the built-in items get
 * theirs, matched by their English name in any case, where no Malayalam name is set. The built-in
 * dried limes are counted in pieces, as the recipes count them, where the item still holds nothing
 * (no stock, price or minimum in kg to misread). A recipe ingredient, by its name, may be linked to the
 * item it is bought as, with a density for a weight kept as a volume. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inventory_items').addColumn('name_ml', 'text').execute();
  for (const [name, nameMl] of BUILT_IN_ML) {
    await db
      .updateTable('inventory_items')
      .set({ name_ml: nameMl })
      .where(sql`lower(trim(name))`, '=', name.toLowerCase())
      .where('name_ml', 'is', null)
      .execute();
  }
  await db
    .updateTable('inventory_items')
    .set({ unit: 'piece', version: sql`version + 1` })
    .where(sql`lower(trim(name))`, '=', 'dried lemon (loomi)')
    .where('unit', '=', 'kg')
    .where('quantity', '=', 0)
    .where('current_price_paise', '=', 0)
    .where('min_quantity', 'is', null)
    .execute();
  // Lists built before this are out of date.
  await db
    .updateTable('inventory_revision')
    .set({ revision: sql`revision + 1` })
    .execute();

  await db.schema
    .createTable('ingredient_links')
    .addColumn('ingredient', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('inventory_items.id').onDelete('cascade'))
    .addColumn('grams_per_ml', isPostgres(db) ? 'double precision' : 'real')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ingredient_links_item').on('ingredient_links').column('item_id').execute();
}

/** The built-in items' Malayalam names as they stood when this landed. */
const BUILT_IN_ML: [string, string][] = [
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
  ['Ghee', 'നെയ്യ്'],
  ['Sunflower Oil', 'സൂര്യകാന്തി എണ്ണ'],
  ['Coconut Oil', 'വെളിച്ചെണ്ണ'],
  ['Mutton Fat', 'ആട്ടിൻ കൊഴുപ്പ്'],
  ['Basmati Rice', 'ബസ്മതി അരി'],
  ['Breadcrumbs', 'ബ്രെഡ് പൊടി'],
  ['Mutton', 'മട്ടൻ'],
  ['Chicken', 'ചിക്കൻ'],
  ['Beef Ribs', 'ബീഫ് റിബ്സ്'],
  ['Fish', 'മീൻ'],
  ['Puli Wood', 'പുളി വിറക്'],
  ['Coconut Shells', 'ചിരട്ട'],
  ['Gas Cylinder', 'ഗ്യാസ് സിലിണ്ടർ'],
  ['Aluminium Foil Roll', 'അലുമിനിയം ഫോയിൽ റോൾ'],
  ['Butter Paper Roll', 'ബട്ടർ പേപ്പർ റോൾ'],
  ['Food Containers', 'ഫുഡ് കണ്ടെയ്നറുകൾ'],
  ['Gloves', 'കൈയുറ (ഗ്ലൗസ്)'],
  ['Paper', 'പേപ്പർ'],
  ['Carry Bags', 'ക്യാരി ബാഗുകൾ'],
  ['Onion', 'സവാള'],
  ['Tomato', 'തക്കാളി'],
  ['Garlic', 'വെളുത്തുള്ളി'],
  ['Ginger', 'ഇഞ്ചി'],
  ['Green Chilli', 'പച്ചമുളക്'],
  ['Coriander Leaves', 'മല്ലിയില'],
  ['Mint Leaves', 'പുതിനയില'],
  ['Egg', 'മുട്ട'],
  ['Tamarind', 'വാളൻപുളി'],
];
