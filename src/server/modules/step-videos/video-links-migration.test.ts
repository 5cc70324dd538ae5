import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';

const step = (videoStepId: string | null) => ({
  title: { en: 'Step', ml: 'ഘട്ടം' },
  description: { en: 'Do it', ml: 'ചെയ്യുക' },
  videoStepId,
});
const body = (key: string, steps: ReturnType<typeof step>[], more: object = {}) =>
  JSON.stringify({ key, title: { en: key, ml: key }, steps, ...more });

describe('migration: video links', () => {
  const database = useFreshDatabase();

  it('gives each stored recipe its own video: the meat’s first step’s as before, the seeded 14 February meat its own', async () => {
    const db = database().db;
    await migrateTo(db, '2026-11-26T04-00_recipe-versions');
    const collection = async (date: string, createdBy: string) =>
      (
        await db
          .insertInto('recipe_collections')
          .values({
            date,
            name_en: date,
            name_ml: date,
            badge_en: 'Badge',
            badge_ml: 'ബാഡ്ജ്',
            status: 'published',
            created_at: '2026-11-20T08:00:00.000Z',
            created_by: createdBy,
            published_at: '2026-11-20T08:00:00.000Z',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const feb14 = await collection('2025-02-14', 'system');
    const feb27 = await collection('2025-02-27', 'system');
    const draft = await collection('2026-11-20', 'owner');
    const rows = [
      { collection_id: feb14, key: 'mandiMeat', body: body('mandiMeat', []) },
      { collection_id: feb14, key: 'mandiRice', body: body('mandiRice', []) },
      { collection_id: feb27, key: 'mandiMeat', body: body('mandiMeat', [step('3-1'), step('3-2')]) },
      { collection_id: feb27, key: 'mandiRice', body: body('mandiRice', [step('4-1')]) },
      { collection_id: draft, key: 'mandiMeat', body: body('mandiMeat', [step(null), step('3-2')]) },
      { collection_id: draft, key: 'puliChutney', body: body('puliChutney', [step('6-1')], { videoStepId: '6-3' }) },
    ];
    await db.insertInto('recipes').values(rows).execute();
    await migrateToLatest(db);

    const videos = await db
      .selectFrom('recipes')
      .select(['collection_id', 'key', 'body'])
      .orderBy('collection_id')
      .orderBy('key')
      .execute();
    expect(videos.map((row) => [row.collection_id, row.key, JSON.parse(row.body).videoStepId])).toEqual([
      [feb14, 'mandiMeat', '5-2'],
      [feb14, 'mandiRice', null],
      [feb27, 'mandiMeat', '3-1'],
      [feb27, 'mandiRice', null],
      [draft, 'mandiMeat', null],
      [draft, 'puliChutney', '6-3'],
    ]);
    // Nothing else of a recipe changes.
    const before = JSON.parse(rows[2]!.body);
    expect(JSON.parse(videos[2]!.body)).toEqual({ ...before, videoStepId: '3-1' });
    expect(await db.selectFrom('step_video_links').selectAll().execute()).toEqual([]);
  });
});
