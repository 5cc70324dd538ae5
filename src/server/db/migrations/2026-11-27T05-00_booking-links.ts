import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * A booking's private link: an unguessable token, not the reference, opens the customer's booking
 * page without an account. The customer's optional e-mail address and the language they booked in
 * (for the mails to come) are kept with it. Bookings made before get a token of their own.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('manage_token', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('email', 'text').execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  const rows = (await db.selectFrom('bookings').select('id').execute()) as { id: number }[];
  for (const row of rows) {
    await db
      .updateTable('bookings')
      .set({ manage_token: randomBytes(24).toString('base64url') })
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.createIndex('bookings_manage_token').unique().on('bookings').column('manage_token').execute();
}
