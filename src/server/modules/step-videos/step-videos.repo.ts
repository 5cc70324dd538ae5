import type { DbOrTx } from '#server/db/database.ts';

export interface StepVideoLinkRow {
  stepId: string;
  url: string;
}

/** Every step's video link, in step order. */
export async function listLinks(db: DbOrTx): Promise<StepVideoLinkRow[]> {
  const rows = await db.selectFrom('step_video_links').select(['step_id', 'url']).orderBy('step_id').execute();
  return rows.map((row) => ({ stepId: row.step_id, url: row.url }));
}

/** Sets the step's link, replacing the one it had. */
export async function saveLink(db: DbOrTx, stepId: string, url: string, now: string): Promise<void> {
  await db
    .insertInto('step_video_links')
    .values({ step_id: stepId, url, updated_at: now })
    .onConflict((oc) => oc.column('step_id').doUpdateSet({ url, updated_at: now }))
    .execute();
}

/** Removes the step's link; whether it had one. */
export async function deleteLink(db: DbOrTx, stepId: string): Promise<boolean> {
  const result = await db.deleteFrom('step_video_links').where('step_id', '=', stepId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
