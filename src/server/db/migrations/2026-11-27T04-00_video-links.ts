import type { Kysely } from 'kysely';

/** The guide step whose video the 14 February meat recipe plays: loading the meat into the pit. */
const FEB_14_MEAT_VIDEO = '5-2';

/**
 * A step's video may be a YouTube or Vimeo link, kept here (an uploaded file stays under
 * DATA_DIR/step-videos). Each recipe names its own video: recipes stored before played, for the
 * meat, their first step's video and, for the others, none, and keep doing so; the seeded
 * 14 February meat recipe, which has no steps, gets its video. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('step_video_links')
    .addColumn('step_id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  const rows = (await db
    .selectFrom('recipes')
    .innerJoin('recipe_collections', 'recipe_collections.id', 'recipes.collection_id')
    .select([
      'recipes.collection_id',
      'recipes.key',
      'recipes.body',
      'recipe_collections.date',
      'recipe_collections.created_by',
    ])
    .execute()) as { collection_id: number; key: string; body: string; date: string; created_by: string }[];
  for (const row of rows) {
    const recipe = JSON.parse(row.body) as { videoStepId?: unknown; steps?: { videoStepId?: string | null }[] };
    if (recipe.videoStepId !== undefined) continue;
    const seededFeb14Meat = row.key === 'mandiMeat' && row.date === '2025-02-14' && row.created_by === 'system';
    const videoStepId = seededFeb14Meat
      ? FEB_14_MEAT_VIDEO
      : row.key === 'mandiMeat'
        ? (recipe.steps?.[0]?.videoStepId ?? null)
        : null;
    await db
      .updateTable('recipes')
      .set({ body: JSON.stringify({ ...recipe, videoStepId }) })
      .where('collection_id', '=', row.collection_id)
      .where('key', '=', row.key)
      .execute();
  }
}
