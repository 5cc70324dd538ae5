import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/** The one coupon the business settings carried until now, as a store without a saved record had it. */
const SETTINGS_COUPON_BEFORE = { couponCode: 'FMANDI20', discountPercent: 20 };

/**
 * Several coupon codes, each with its percentage, an optional last day and an optional use limit.
 * The business settings' one code becomes the first row (a code giving 0 % gave nothing and is not
 * copied) and leaves the settings. Holds name the code they use, so that a code's uses are counted
 * from rows: bookings not cancelled and unexpired held holds. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('coupons')
    .addColumn('id', postgres ? 'serial' : 'integer', (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('discount_percent', 'integer', (c) => c.notNull().check(sql`discount_percent between 1 and 100`))
    .addColumn('ends_on', 'text')
    .addColumn('use_limit', 'integer', (c) => c.check(sql`use_limit is null or use_limit > 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('payment_holds').addColumn('coupon', 'text').execute();
  await db.schema
    .createIndex('payment_holds_coupon')
    .on('payment_holds')
    .columns(['coupon', 'status', 'expires_at'])
    .execute();
  await db.schema.createIndex('bookings_coupon').on('bookings').columns(['coupon', 'status']).execute();

  // Holds open right now keep their code's use.
  const open = await db
    .selectFrom('payment_holds')
    .select(['id', 'order_json'])
    .where('status', '=', 'held')
    .where('expires_at', '>', new Date().toISOString())
    .execute();
  for (const hold of open as { id: number; order_json: string }[]) {
    const coupon = (JSON.parse(hold.order_json) as { coupon?: string | null }).coupon;
    if (coupon) {
      await db
        .updateTable('payment_holds')
        .set({ coupon: coupon.trim().toUpperCase() })
        .where('id', '=', hold.id)
        .execute();
    }
  }
  // Codes are stored upper-case from now on: a booking names its code the way the coupon row spells it.
  await sql`update bookings set coupon = upper(trim(coupon)) where coupon is not null`.execute(db);

  const row = (await db.selectFrom('settings').select('value').where('key', '=', 'business').executeTakeFirst()) as
    { value: string } | undefined;
  const stored = row ? (JSON.parse(row.value) as Record<string, unknown>) : {};
  const { couponCode, discountPercent, ...rest } = { ...SETTINGS_COUPON_BEFORE, ...stored };
  const code = String(couponCode ?? '')
    .trim()
    .toUpperCase();
  const percent = Number(discountPercent);
  if (code !== '' && Number.isInteger(percent) && percent >= 1 && percent <= 100) {
    await db
      .insertInto('coupons')
      .values({ code, discount_percent: percent, active: 1, created_at: new Date().toISOString() })
      .execute();
  }
  if (row) {
    await db
      .updateTable('settings')
      .set({ value: JSON.stringify(rest) })
      .where('key', '=', 'business')
      .execute();
  }
}
