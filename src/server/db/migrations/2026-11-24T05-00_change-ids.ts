import type { Kysely } from 'kysely';

/**
 * Changes sent with a device-made id (the `x-change-id` header): claimed before they are applied
 * (status null), then kept with their answer so that a repeat is answered the same without being
 * applied again; pruned after a week. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('applied_changes')
    .addColumn('change_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('applied_changes_created_at').on('applied_changes').column('created_at').execute();
}
