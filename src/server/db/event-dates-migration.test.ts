import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '#server/test/test-database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

describe('migration: event dates become real days', () => {
  const database = useFreshDatabase();

  it('rewrites free-text dates that read as a day, and leaves the rest for the owner', async () => {
    await migrateTo(database().db, '2026-11-23T00-00_hold-owners');
    const now = new Date().toISOString();
    const dates = [
      'Friday, 1 January 2027',
      'Sat 5 Dec 2026',
      'December 25, 2026',
      '2026-12-06',
      'Next Sunday',
      '31 February 2027',
    ];
    for (const [index, date] of dates.entries()) {
      await database()
        .db.insertInto('events')
        .values({
          title: `Event ${index}`,
          date,
          description: 'x',
          image: 'event-default.jpg',
          badge: '',
          button_text: 'Book Now',
          is_valentine: 0,
          is_active: 1,
          max_orders: 5,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await migrateToLatest(database().db);
    const rows = await database().db.selectFrom('events').select('date').orderBy('id').execute();
    expect(rows.map((row) => row.date)).toEqual([
      '2027-01-01',
      '2026-12-05',
      '2026-12-25',
      '2026-12-06',
      'Next Sunday',
      '31 February 2027',
    ]);
  });
});
