import type { Transaction } from 'kysely';
import { DEFAULT_INVENTORY } from '#shared/content/default-inventory.ts';
import { DEMO_DENSITY_LINKS, DEMO_PRICES_PAISE } from '#shared/content/demo-prices.ts';
import type { Database } from './schema.ts';

/** Demo suppliers of the default inventory, by category: the purchase list shows something on a fresh install. */
const DEMO_SUPPLIERS: {
  categories: string[];
  name: string;
  phone: string;
  language: 'en' | 'ml';
  email: string | null;
  pack: number;
}[] = [
  { categories: ['Meat'], name: 'Kottayam Meat Mart', phone: '9847012300', language: 'ml', email: null, pack: 1 },
  {
    categories: ['Spices', 'Herbs'],
    name: 'Malabar Spice Traders',
    phone: '9846023400',
    language: 'en',
    email: 'orders@malabar-spice.example',
    pack: 0.25,
  },
  {
    categories: ['Grains & Rice', 'Oils & Fats'],
    name: 'Baker Junction Wholesale',
    phone: '9895034500',
    language: 'ml',
    email: 'sales@bakerjunction.example',
    pack: 5,
  },
  {
    categories: ['Vegetables'],
    name: 'Market Road Vegetables',
    phone: '9744045600',
    language: 'ml',
    email: null,
    pack: 1,
  },
];

/** Each demo supplier on the default items of its categories that name no supplier yet; kitchen supplies keep none. */
export async function seedDemoSuppliers(tx: Transaction<Database>): Promise<void> {
  for (const supplier of DEMO_SUPPLIERS) {
    await tx
      .updateTable('inventory_items')
      .set({
        supplier_name: supplier.name,
        supplier_phone: supplier.phone,
        supplier_language: supplier.language,
        supplier_email: supplier.email,
      })
      .where('category', 'in', supplier.categories)
      .where('supplier_name', 'is', null)
      .execute();
    // The pack is a weight or a volume: items counted in pieces (dried limes) stay bought one by one.
    await tx
      .updateTable('inventory_items')
      .set({ purchase_pack: supplier.pack })
      .where('category', 'in', supplier.categories)
      .where('unit', 'in', ['kg', 'L'])
      .where('supplier_name', '=', supplier.name)
      .execute();
  }
}

/**
 * The demo wholesale prices (content/demo-prices.ts) on the default items whose price is still 0, so a
 * fresh install's demo events have a food cost; a price the owner set is never touched, nor an item
 * that is no longer the default one under that id. The history stays coherent: an item without one
 * shows its current price as its first entry (as the seeded list always did), so the price holds for
 * past events too; an item with a history gets the price as its newest entry. The version stays (a
 * seed is no device's edit: a change a device made from it writes only the fields it changed).
 */
export async function seedDemoPrices(tx: Transaction<Database>, now: string): Promise<void> {
  let changed = false;
  for (const item of DEFAULT_INVENTORY) {
    const pricePaise = DEMO_PRICES_PAISE[item.name];
    if (!pricePaise) continue;
    const updated = await tx
      .updateTable('inventory_items')
      .set({ current_price_paise: pricePaise, last_updated: now })
      .where('id', '=', item.id)
      .where('name', '=', item.name)
      .where('current_price_paise', '=', 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) continue;
    changed = true;
    const history = await tx
      .selectFrom('inventory_price_history')
      .select('id')
      .where('item_id', '=', item.id)
      .executeTakeFirst();
    if (history) {
      await tx
        .insertInto('inventory_price_history')
        .values({ item_id: item.id, date: now, price_paise: pricePaise, changed_by: null })
        .execute();
    }
  }
  // The fats the recipes weigh but the inventory keeps by the litre: linked with their density, or
  // they stay uncosted whatever their price. An ingredient the owner linked already keeps its link.
  for (const link of DEMO_DENSITY_LINKS) {
    const item = DEFAULT_INVENTORY.find((each) => each.name === link.item);
    const stored = item
      ? await tx
          .selectFrom('inventory_items')
          .select('id')
          .where('id', '=', item.id)
          .where('name', '=', item.name)
          .executeTakeFirst()
      : undefined;
    if (!stored) continue;
    const inserted = await tx
      .insertInto('ingredient_links')
      .values({
        ingredient: link.ingredient,
        item_id: stored.id,
        grams_per_ml: link.gramsPerMl,
        updated_at: now,
        updated_by: 'system',
      })
      .onConflict((conflict) => conflict.column('ingredient').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) changed = true;
  }
  // The inventory list is cached per revision: a price written here is a change like any other.
  if (changed) {
    await tx
      .updateTable('inventory_revision')
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', 1)
      .execute();
  }
}
