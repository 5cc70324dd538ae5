import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

/** An inventory item row as a migration's older tables take it. */
const row = (id: number, name: string, more: object = {}) => ({
  id,
  name,
  category: 'Spices',
  quantity: 0,
  unit: 'kg',
  current_price_paise: 0,
  is_active: 1,
  min_quantity: null,
  notes: null,
  last_updated: '2026-11-01T00:00:00.000Z',
  ...more,
});

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

describe('migration: inventory Malayalam names and ingredient links', () => {
  const database = useFreshDatabase();

  it("gives the built-in items their Malayalam by name, counts untouched dried limes in pieces, and adds the links' table", async () => {
    await migrateTo(database().db, '2026-11-26T12-30_inventory-revision');
    const db = database().db;
    await db
      .insertInto('inventory_items')
      .values([
        row(1020, 'Ghee', { category: 'Oils & Fats', unit: 'L' }),
        // The owner's own spelling of a built-in name, under another id.
        row(4321, ' mutton fat ', { category: 'Oils & Fats', unit: 'L' }),
        // A built-in id renamed by the owner: not the built-in item any more.
        row(1002, 'Ajinomoto'),
        row(1014, 'Dried Lemon (Loomi)'),
        // Dried limes already stocked by weight stay by weight.
        row(5555, 'Dried lemon (loomi)', { quantity: 2, current_price_paise: 90_000 }),
      ])
      .execute();
    await migrateToLatest(db);

    const items = await db.selectFrom('inventory_items').selectAll().orderBy('id').execute();
    expect(items.map((item) => [item.id, item.name_ml, item.unit, item.version])).toEqual([
      [1002, null, 'kg', 1],
      [1014, 'ഉണക്ക നാരങ്ങ (ലൂമി)', 'piece', 2],
      [1020, 'നെയ്യ്', 'L', 1],
      [4321, 'ആട്ടിൻ കൊഴുപ്പ്', 'L', 1],
      [5555, 'ഉണക്ക നാരങ്ങ (ലൂമി)', 'kg', 1],
    ]);

    await db
      .insertInto('ingredient_links')
      .values({ ingredient: 'ghee', item_id: 1020, grams_per_ml: 0.91, updated_at: 'now', updated_by: 'chef' })
      .execute();
    const [link] = await db.selectFrom('ingredient_links').selectAll().execute();
    expect(link).toMatchObject({ ingredient: 'ghee', item_id: 1020, grams_per_ml: 0.91 });
  });
});

describe('migration: usage record versions', () => {
  const database = useFreshDatabase();

  it('starts every event recorded before at version 1; an event without a record has none', async () => {
    await migrateTo(database().db, '2026-11-29T01-10_event-usage');
    const db = database().db;
    const diaryEvent = (title: string) => ({
      title,
      date: '2026-11-20',
      description: '',
      assigned_to: '',
      created_at: '2026-11-01T00:00:00.000Z',
      created_by: 'chef',
      is_completed: 0,
      estimated_attendance: 50,
      sales_event_id: null,
      updated_at: '2026-11-01T00:00:00.000Z',
    });
    const events = await db
      .insertInto('diary_events')
      .values([diaryEvent('Recorded'), diaryEvent('Not recorded')])
      .returning('id')
      .execute();
    const [recorded, unrecorded] = events.map((event) => event.id);
    await db
      .insertInto('inventory_items')
      .values([1030, 1031].map((id) => row(id, `Item ${id}`, { category: 'Meat', quantity: 5 })))
      .execute();
    await db
      .insertInto('event_usage')
      .values(
        [1030, 1031].map((item_id) => ({
          diary_event_id: recorded!,
          item_id,
          quantity: 2,
          taken_from_stock: 2,
          recorded_by: 'chef',
          recorded_at: '2026-11-20T12:00:00.000Z',
        })),
      )
      .execute();
    await migrateToLatest(db);

    expect(await db.selectFrom('event_usage_versions').selectAll().execute()).toEqual([
      { diary_event_id: recorded, version: 1 },
    ]);
    expect(unrecorded).toBeGreaterThan(0);
  });
});
