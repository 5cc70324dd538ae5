import type { Kysely } from 'kysely';
import { isPostgres } from '#server/db/database.ts';

/**
 * The week's purchase list (issue 46): each inventory item names the supplier it is bought from (name,
 * phone, the language the list is sent in, a mail address when there is one) and the pack it is bought
 * in (in the item's unit; 1 when not set). A mail the outbox sends may carry its own words (subject and
 * text, written when it was queued), as a supplier's purchase list does. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const decimal = isPostgres(db) ? 'double precision' : 'real';
  // One column a statement: SQLite adds only one at a time.
  const items = () => db.schema.alterTable('inventory_items');
  await items().addColumn('supplier_name', 'text').execute();
  await items().addColumn('supplier_phone', 'text').execute();
  await items()
    .addColumn('supplier_language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await items().addColumn('supplier_email', 'text').execute();
  await items()
    .addColumn('purchase_pack', decimal, (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('subject', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('body_text', 'text').execute();
}
