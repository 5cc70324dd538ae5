import { sql, type Kysely } from 'kysely';

/**
 * A booking keeps its event's Malayalam title beside the English one ('' when the event had none), as
 * it keeps the English; its lines keep their Malayalam names in items_json. A refund's mail names the
 * refund it tells of (refund_id), once per refund. The demo events' default badge and button, still
 * as seeded, get their Malayalam. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('event_title_ml', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('refund_id', 'integer', (c) => c.references('refunds.id'))
    .execute();
  await db.schema
    .createIndex('mail_outbox_one_per_refund')
    .unique()
    .on('mail_outbox')
    .columns(['kind', 'refund_id'])
    .execute();
  await sql`update events set badge_ml = ${'പരിമിതമായ സ്ലോട്ടുകൾ'}
    where badge = ${'Limited Slots'} and badge_ml = ''`.execute(db);
  await sql`update events set button_text_ml = ${'ഇപ്പോൾ ബുക്ക് ചെയ്യുക'}
    where button_text = ${'Book Now'} and button_text_ml = ''`.execute(db);
}
