import type { Transaction } from 'kysely';
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
