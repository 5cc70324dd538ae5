import { describe, expect, it } from 'vitest';
import { MARCH_1_RECIPES } from '#shared/content/recipes/march-1.ts';
import { migrateTo, migrateToLatest } from '#server/db/migrate.ts';
import { useFreshDatabase } from '#server/test/test-database.ts';
import { readCollection } from './recipes.service.ts';

describe('migration: recipe versions', () => {
  const database = useFreshDatabase();

  it('keeps a recipe saved before the change as it was, at version 1', async () => {
    const db = database().db;
    await migrateTo(db, '2026-11-26T00-00_kitchen-records');
    const [meat, rice] = MARCH_1_RECIPES;
    const edited = { ...meat!, baseServings: 25 };
    const { id } = await db
      .insertInto('recipe_collections')
      .values({
        date: '2026-11-20',
        name_en: 'Owner draft',
        name_ml: 'ഉടമയുടെ കരട്',
        badge_en: 'Draft',
        badge_ml: 'കരട്',
        status: 'draft',
        created_at: '2026-11-20T08:00:00.000Z',
        created_by: 'owner',
        published_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bodies = [JSON.stringify(edited), JSON.stringify(rice)];
    await db
      .insertInto('recipes')
      .values([
        { collection_id: id, key: 'mandiMeat', body: bodies[0]! },
        { collection_id: id, key: 'mandiRice', body: bodies[1]! },
      ])
      .execute();
    await migrateToLatest(db);

    const rows = await db.selectFrom('recipes').selectAll().where('collection_id', '=', id).orderBy('key').execute();
    expect(rows).toEqual([
      { collection_id: id, key: 'mandiMeat', body: bodies[0], version: 1 },
      { collection_id: id, key: 'mandiRice', body: bodies[1], version: 1 },
    ]);
    const read = await readCollection(db, id, 'admin');
    expect(read.recipes).toEqual([
      { ...edited, version: 1 },
      { ...rice, version: 1 },
    ]);
  });
});
