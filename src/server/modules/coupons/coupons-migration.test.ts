import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

const BEFORE = '2026-11-26T10-30_change-reply-bounds';

describe('migration: the settings’ one coupon becomes the first row of the coupons table', () => {
  describe('a store whose owner saved their own code', () => {
    const database = useFreshDatabase();

    it('copies the code upper-case with its percentage, drops it from the settings, and keeps open holds’ uses', async () => {
      const db = database().db;
      await migrateTo(db, BEFORE);
      const now = new Date().toISOString();
      await db
        .insertInto('settings')
        .values({
          key: 'business',
          value: JSON.stringify({ city: 'Kottayam', couponCode: ' onam-special ', discountPercent: 15, maxPerItem: 4 }),
          updated_at: now,
        })
        .execute();
      const { id: eventId } = await db
        .insertInto('events')
        .values({
          title: 'Sale',
          date: '2099-01-01',
          description: '',
          image: 'event-default.jpg',
          badge: '',
          button_text: 'Book Now',
          is_valentine: 0,
          is_active: 1,
          max_orders: 10,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hold = (receipt: string, coupon: string | null, expiresInMs: number) => ({
        receipt,
        request_hash: 'h',
        gateway_order_id: null,
        event_id: eventId,
        order_json: JSON.stringify({ coupon }),
        total_quantity: 1,
        amount_paise: 100,
        currency: 'INR',
        status: 'held' as const,
        created_at: now,
        expires_at: new Date(Date.now() + expiresInMs).toISOString(),
        client_address: null,
        phone: null,
      });
      await db
        .insertInto('payment_holds')
        .values([hold('open', 'onam-special', 600_000), hold('none', null, 600_000), hold('old', 'onam-special', -1)])
        .execute();

      await migrateToLatest(db);
      const coupons = await db.selectFrom('coupons').selectAll().execute();
      expect(coupons).toEqual([
        expect.objectContaining({
          code: 'ONAM-SPECIAL',
          discount_percent: 15,
          ends_on: null,
          use_limit: null,
          active: 1,
        }),
      ]);
      const settings = await db.selectFrom('settings').select('value').where('key', '=', 'business').execute();
      expect(JSON.parse(settings[0]!.value)).toEqual({ city: 'Kottayam', maxPerItem: 4 });
      const holds = await db.selectFrom('payment_holds').select(['receipt', 'coupon']).orderBy('receipt').execute();
      expect(holds).toEqual([
        { receipt: 'none', coupon: null },
        { receipt: 'old', coupon: null },
        { receipt: 'open', coupon: 'ONAM-SPECIAL' },
      ]);
    });
  });

  describe('a new install, before anything is saved', () => {
    const database = useFreshDatabase();

    it('starts with FMANDI20 at 20 %, the code the settings gave until now', async () => {
      await migrateToLatest(database().db);
      const coupons = await database().db.selectFrom('coupons').select(['code', 'discount_percent']).execute();
      expect(coupons).toEqual([{ code: 'FMANDI20', discount_percent: 20 }]);
    });
  });
});
