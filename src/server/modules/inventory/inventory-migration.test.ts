import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

describe('migration: inventory versions', () => {
  const database = useFreshDatabase();

  it('starts existing items at version 1 and their prices at nobody, keeping quantities as written', async () => {
    await migrateTo(database().db, '2026-11-24T01-00_recipe-book');
    const db = database().db;
    await db
      .insertInto('inventory_items')
      .values({
        id: 1234,
        name: 'Cardamom',
        category: 'Spices',
        quantity: 0.1,
        unit: 'kg',
        current_price_paise: 250_000,
        is_active: 1,
        min_quantity: 2.35,
        notes: null,
        last_updated: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('inventory_price_history')
      .values({ item_id: 1234, date: '2026-11-01T00:00:00.000Z', price_paise: 250_000 })
      .execute();
    await migrateToLatest(db);

    const item = await db.selectFrom('inventory_items').selectAll().where('id', '=', 1234).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ version: 1, quantity: 0.1, min_quantity: 2.35 });
    const history = await db.selectFrom('inventory_price_history').selectAll().execute();
    expect(history).toMatchObject([{ item_id: 1234, price_paise: 250_000, changed_by: null }]);

    // Quantities keep their 0.01 steps up to the 1,000,000 allowed (PostgreSQL's `real` would not).
    await db.updateTable('inventory_items').set({ quantity: 999_999.99 }).where('id', '=', 1234).execute();
    const large = await db
      .selectFrom('inventory_items')
      .select('quantity')
      .where('id', '=', 1234)
      .executeTakeFirstOrThrow();
    expect(large.quantity).toBe(999_999.99);
  });
});
