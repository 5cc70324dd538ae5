import type { Kysely } from 'kysely';

/**
 * The owner's numbers (issue 46): each event's other costs (wood, shells, packaging, labour…) as the
 * owner typed them, and the margin settings (the gateway's fee, the costs a new event starts with),
 * one JSON value per key. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_costs')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('margin_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}
