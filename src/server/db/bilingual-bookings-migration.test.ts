import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '#server/test/test-database.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

describe('migration: bilingual bookings and mails', () => {
  const database = useFreshDatabase();

  it("gives the default badge and button their Malayalam, keeps the owner's own, and old bookings read ''", async () => {
    const db = database().db;
    await migrateTo(db, '2026-11-28T02-00_arrival-times');
    const now = new Date().toISOString();
    const event = (title: string, badge: string, buttonText: string, badgeMl = '') =>
      db
        .insertInto('events')
        .values({
          title,
          date: '2026-12-20',
          description: 'x',
          image: 'event-default.jpg',
          badge,
          button_text: buttonText,
          badge_ml: badgeMl,
          is_valentine: 0,
          is_active: 1,
          max_orders: 5,
          created_at: now,
          updated_at: now,
        })
        .execute();
    await event('Demo', 'Limited Slots', 'Book Now');
    await event('Own', 'Onam special', 'Reserve', '');
    await event('Own Malayalam', 'Limited Slots', 'Book Now', 'കുറച്ചു മാത്രം');
    await migrateToLatest(db);

    const rows = await db
      .selectFrom('events')
      .select(['title', 'badge_ml', 'button_text_ml'])
      .where('title', 'in', ['Demo', 'Own', 'Own Malayalam'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { title: 'Demo', badge_ml: 'പരിമിതമായ സ്ലോട്ടുകൾ', button_text_ml: 'ഇപ്പോൾ ബുക്ക് ചെയ്യുക' },
      { title: 'Own', badge_ml: '', button_text_ml: '' },
      { title: 'Own Malayalam', badge_ml: 'കുറച്ചു മാത്രം', button_text_ml: 'ഇപ്പോൾ ബുക്ക് ചെയ്യുക' },
    ]);
  });
});
