import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collectionReply,
  collectionsReply,
  recipeCostsReply,
  staleRecipeReply,
  type Recipe,
  type VersionedRecipe,
} from '#shared/schemas/recipes.ts';
import { seedDatabase } from '#server/db/seed.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('the recipe book', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    admin = await t.signIn('admin', 'chef');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
    callAs(t.app, cookie, method, url, payload);
  const list = async (cookie: string) => {
    const response = await call('GET', '/api/recipes/collections', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return collectionsReply.parse(response.json()).data;
  };
  const read = async (id: number, cookie = admin) => {
    const response = await call('GET', `/api/recipes/collections/${id}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return collectionReply.parse(response.json()).data;
  };
  const idOf = async (date: string) => (await list(admin)).find((c) => c.date === date)!.id;
  let drafts = 0;
  const newDraft = async (copyFrom: number, date = `2030-01-${String(++drafts).padStart(2, '0')}`) => {
    const response = await call('POST', '/api/recipes/collections', admin, {
      copyFrom,
      date,
      name: { en: 'Test Mandi Recipe Collection', ml: 'പരീക്ഷണ ശേഖരം' },
      badge: { en: 'Draft', ml: 'കരട്' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return collectionReply.parse(response.json()).data;
  };
  const meatOf = <Some extends Recipe>(recipes: Some[]) => recipes.find((r) => r.key === 'mandiMeat')!;
  const putRecipe = (id: number, recipe: VersionedRecipe, cookie = admin) =>
    call('PUT', `/api/recipes/collections/${id}/recipes/${recipe.key}`, cookie, recipe);
  const costs = async (id: number, servings: number, cookie = admin) => {
    const response = await call('GET', `/api/recipes/collections/${id}/costs?servings=${servings}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return recipeCostsReply.parse(response.json()).data;
  };
  const setPrice = (id: number, rupees: number) =>
    t.database.db
      .updateTable('inventory_items')
      .set({ current_price_paise: rupees * 100 })
      .where('id', '=', id)
      .execute();
  const inventoryId = async (name: string) =>
    (await t.database.db.selectFrom('inventory_items').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  it('refuses without a session (401) and staff writes (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/recipes/collections'],
      ['GET', '/api/recipes/collections/1'],
      ['GET', '/api/recipes/collections/1/costs?servings=20'],
      ['POST', '/api/recipes/collections'],
      ['PUT', '/api/recipes/collections/1/recipes/mandiMeat'],
      ['POST', '/api/recipes/collections/1/publish'],
      ['DELETE', '/api/recipes/collections/1'],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'GET' ? {} : { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      if (method !== 'GET') expect((await call(method, url, staff, {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('seeds the three collections once, published, newest first, in full', async () => {
    const collections = await list(staff);
    expect(collections.map((c) => [c.date, c.name.en, c.badge.en, c.status])).toEqual([
      ['2025-03-01', 'Updated Mandi Recipe Collection', 'Enhanced Version', 'published'],
      ['2025-02-27', 'Updated Mandi Recipe Collection', 'Enhanced Version', 'published'],
      ['2025-02-14', 'Original Mandi Recipe Collection', 'Current Version', 'published'],
    ]);
    const march = await read(collections[0]!.id, staff);
    expect(march.recipes.map((r) => r.key)).toEqual(['mandiMeat', 'mandiRice', 'puliChutney']);
    expect(march.recipes.every((r) => r.steps.length === 3)).toBe(true);
    const feb14 = await read(collections[2]!.id, staff);
    expect(feb14.recipes.every((r) => r.steps.length === 0)).toBe(true);
    expect(meatOf(march.recipes).ingredients[0]).toEqual({
      name: { en: 'Mutton', ml: 'മട്ടൻ (ആട്ടിറച്ചി)' },
      quantity: 8,
      unit: 'kg',
      scaling: 'linear',
      inventoryItemId: null,
    });
    const markers = await t.database.db
      .selectFrom('settings')
      .select('key')
      .where('key', '=', 'seed:recipe-collections')
      .execute();
    expect(markers).toHaveLength(1);
  });

  it('copies, edits and publishes a collection; staff see it first only once published', async () => {
    const marchId = await idOf('2025-03-01');
    const marchBefore = await read(marchId);
    const draft = await newDraft(marchId, '2025-04-10');
    expect(draft).toMatchObject({ date: '2025-04-10', status: 'draft', createdBy: 'chef' });
    expect(draft.recipes).toEqual(marchBefore.recipes);
    expect((await list(staff)).some((c) => c.id === draft.id)).toBe(false);
    expect((await list(admin))[0]!.id).toBe(draft.id);
    expect((await call('GET', `/api/recipes/collections/${draft.id}`, staff)).statusCode).toBe(404);

    const meat = meatOf(draft.recipes);
    const edited = {
      ...meat,
      ingredients: meat.ingredients.map((i) => (i.name.en === 'Mutton' ? { ...i, quantity: 9 } : i)),
    };
    const saved = await putRecipe(draft.id, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(meatOf(collectionReply.parse(saved.json()).data.recipes).ingredients[0]!.quantity).toBe(9);

    const published = await call('POST', `/api/recipes/collections/${draft.id}/publish`, admin, { confirm: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(collectionReply.parse(published.json()).data.status).toBe('published');
    const seen = await list(staff);
    expect(seen[0]).toMatchObject({ id: draft.id, date: '2025-04-10', status: 'published' });
    expect(meatOf((await read(draft.id, staff)).recipes).ingredients[0]!.quantity).toBe(9);
    expect(await read(marchId)).toEqual(marchBefore);
  });

  it('answers 409 for editing a published collection, publishing twice, deleting a published one and a taken date', async () => {
    const marchId = await idOf('2025-03-01');
    const march = await read(marchId);
    const edit = await putRecipe(marchId, meatOf(march.recipes));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ success: false, code: 'refusals.recipes.published' });
    expect(edit.json().error).toMatch(/published/);

    const draft = await newDraft(marchId);
    expect(
      (await call('POST', `/api/recipes/collections/${draft.id}/publish`, admin, { confirm: true })).statusCode,
    ).toBe(200);
    const twice = await call('POST', `/api/recipes/collections/${draft.id}/publish`, admin, { confirm: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'refusals.recipes.alreadyPublished' });
    expect((await call('DELETE', `/api/recipes/collections/${marchId}`, admin)).statusCode).toBe(409);

    const taken = await call('POST', '/api/recipes/collections', admin, {
      copyFrom: marchId,
      date: '2025-02-27',
      name: { en: 'Again', ml: 'വീണ്ടും' },
      badge: { en: 'Again', ml: 'വീണ്ടും' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'refusals.recipes.dateTaken' });
    expect((await list(admin)).filter((c) => c.date === '2025-02-27')).toHaveLength(1);
    expect(await read(marchId)).toEqual(march);
  });

  it('deletes a draft with its recipes, and answers 404 for unknown collections', async () => {
    const draft = await newDraft(await idOf('2025-02-14'));
    const deleted = await call('DELETE', `/api/recipes/collections/${draft.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/recipes/collections/${draft.id}`, admin)).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom('recipes')
      .select('key')
      .where('collection_id', '=', draft.id)
      .execute();
    expect(left).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/recipes/collections/999999'],
      ['GET', '/api/recipes/collections/999999/costs'],
      ['POST', '/api/recipes/collections/999999/publish'],
      ['DELETE', '/api/recipes/collections/999999'],
    ] as const) {
      const response = await call(method, url, admin, method === 'POST' ? { confirm: true } : undefined);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'refusals.recipes.notFound' });
    }
    const copy = await call('POST', '/api/recipes/collections', admin, {
      copyFrom: 999999,
      date: '2031-01-01',
      name: { en: 'x', ml: 'x' },
      badge: { en: 'x', ml: 'x' },
    });
    expect(copy.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and the field, writing nothing', async () => {
    const draft = await newDraft(await idOf('2025-02-27'));
    const before = await read(draft.id);
    const meat = meatOf(before.recipes);
    for (const [url, body, field] of [
      [`/api/recipes/collections/${draft.id}/recipes/mandiMeat`, { ...meat, key: 'mandiRice' }, 'key'],
      [`/api/recipes/collections/${draft.id}/recipes/mandiMeat`, { ...meat, ingredients: [] }, 'ingredients'],
      [
        `/api/recipes/collections/${draft.id}/recipes/mandiMeat`,
        { ...meat, ingredients: [{ ...meat.ingredients[0], quantity: -1 }] },
        'ingredients.0.quantity',
      ],
      [
        `/api/recipes/collections/${draft.id}/recipes/mandiMeat`,
        { ...meat, title: { en: 'Mandi Meat', ml: '' } },
        'title.ml',
      ],
      [`/api/recipes/collections/${draft.id}/recipes/mandiMeat`, { ...meat, baseServings: 0 }, 'baseServings'],
    ] as const) {
      const response = await call('PUT', url, admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field });
    }
    // The editor's problems are named by their own text: the server answers the key it shows.
    const url = `/api/recipes/collections/${draft.id}/recipes/mandiMeat`;
    for (const [body, field, code] of [
      [{ ...meat, ingredients: [{ ...meat.ingredients[0], quantity: -1 }] }, 'ingredients.0.quantity', 'quantity'],
      [{ ...meat, instructions: { en: ['x'.repeat(501)], ml: [] } }, 'instructions.en.0', 'instructionTooLong'],
      [{ ...meat, instructions: { en: Array(41).fill('Stir'), ml: [] } }, 'instructions.en', 'tooManyInstructions'],
    ] as const) {
      const response = await call('PUT', url, admin, body);
      expect(response.json()).toMatchObject({ field, code: `recipes.validation.${code}` });
    }
    expect((await call('PUT', `/api/recipes/collections/${draft.id}/recipes/biryani`, admin, meat)).statusCode).toBe(
      400,
    );
    const badDate = await call('POST', '/api/recipes/collections', admin, {
      copyFrom: draft.id,
      date: '10/04/2025',
      name: { en: 'x', ml: 'x' },
      badge: { en: 'x', ml: 'x' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ field: 'date' });
    expect((await call('GET', `/api/recipes/collections/${draft.id}/costs?servings=abc`, admin)).statusCode).toBe(400);
    for (const servings of ['-5', '2.5', '10001']) {
      const response = await call('GET', `/api/recipes/collections/${draft.id}/costs?servings=${servings}`, admin);
      expect(response.statusCode, servings).toBe(400);
    }
    const unconfirmed = await call('POST', `/api/recipes/collections/${draft.id}/publish`, admin, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ field: 'confirm' });
    expect((await read(draft.id)).status).toBe('draft');
    expect(await read(draft.id)).toEqual(before);
    expect((await list(admin)).some((c) => c.date === '10/04/2025')).toBe(false);
  });

  it("never seeds the collections again over the owner's changes", async () => {
    const feb14 = await idOf('2025-02-14');
    await t.database.db
      .updateTable('recipe_collections')
      .set({ name_en: 'Renamed by the owner' })
      .where('id', '=', feb14)
      .execute();
    const before = await list(admin);
    expect(await seedDatabase(t.database.db)).not.toContain('seed:recipe-collections');
    expect(await list(admin)).toEqual(before);
    expect(before.find((c) => c.id === feb14)!.name.en).toBe('Renamed by the owner');
  });

  describe('versions: no lost edits', () => {
    const storedMeat = (id: number) =>
      t.database.db
        .selectFrom('recipes')
        .select(['body', 'version'])
        .where('collection_id', '=', id)
        .where('key', '=', 'mandiMeat')
        .executeTakeFirstOrThrow();

    it('answers each recipe at version 1 in a new draft, whatever the version of the one it copies', async () => {
      const first = await newDraft(await idOf('2025-03-01'));
      expect(first.recipes.map((r) => r.version)).toEqual([1, 1, 1]);
      const meat = meatOf(first.recipes);
      expect((await putRecipe(first.id, { ...meat, baseServings: 21 })).statusCode).toBe(200);
      expect((await putRecipe(first.id, { ...meat, baseServings: 22, version: 2 })).statusCode).toBe(200);
      const copy = await newDraft(first.id);
      expect(copy.recipes.map((r) => [r.key, r.version])).toEqual([
        ['mandiMeat', 1],
        ['mandiRice', 1],
        ['puliChutney', 1],
      ]);
      expect(meatOf(copy.recipes).baseServings).toBe(22);
    });

    it('two admins saving one recipe from the same version: the first is saved, the second gets 409 with it and writes nothing', async () => {
      const sous = await t.signIn('admin', 'sous');
      const draft = await newDraft(await idOf('2025-03-01'));
      const opened = meatOf(draft.recipes);
      const chefs = { ...opened, baseServings: 25 };
      const sousChefs: VersionedRecipe = {
        ...opened,
        title: { en: 'Mandi Meat (sous)', ml: 'മന്തി ഇറച്ചി (സഹായി)' },
        ingredients: opened.ingredients.slice(1),
      };

      const first = await putRecipe(draft.id, chefs);
      expect(first.statusCode, first.body).toBe(200);
      const saved = meatOf(collectionReply.parse(first.json()).data.recipes);
      expect(saved).toEqual({ ...chefs, version: 2 });
      const afterFirst = await read(draft.id);

      const second = await putRecipe(draft.id, sousChefs, sous);
      expect(second.statusCode, second.body).toBe(409);
      const refusal = staleRecipeReply.parse(second.json());
      expect(refusal).toMatchObject({ success: false, code: 'kitchenRules.records.stale' });
      expect(refusal.error).toMatch(/changed this/);
      expect(refusal.current).toEqual(saved);
      expect(await read(draft.id)).toEqual(afterFirst);
      const stored = await storedMeat(draft.id);
      expect(stored.version).toBe(2);
      expect(JSON.parse(stored.body)).toMatchObject({ title: opened.title, baseServings: 25 });

      // A version from the future is no current one either.
      const ahead = await putRecipe(draft.id, { ...sousChefs, version: 9 }, sous);
      expect(ahead.statusCode).toBe(409);
      expect(staleRecipeReply.parse(ahead.json()).current).toEqual(saved);

      // Keep mine: the second admin sends theirs again from the version now saved.
      const kept = await putRecipe(draft.id, { ...sousChefs, version: refusal.current.version }, sous);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(meatOf(collectionReply.parse(kept.json()).data.recipes)).toEqual({ ...sousChefs, version: 3 });
      expect(await storedMeat(draft.id)).toMatchObject({ version: 3 });
      // The other recipes of the draft keep their own versions.
      expect((await read(draft.id)).recipes.map((r) => r.version)).toEqual([3, 1, 1]);
    });

    it('saves exactly one of two edits sent at the same moment from one version', async () => {
      const draft = await newDraft(await idOf('2025-02-27'));
      const opened = meatOf(draft.recipes);
      const answers = await Promise.all([
        putRecipe(draft.id, { ...opened, baseServings: 30 }),
        putRecipe(draft.id, { ...opened, baseServings: 40 }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      const saved = meatOf(collectionReply.parse(winner.json()).data.recipes);
      expect(saved.version).toBe(2);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(staleRecipeReply.parse(loser.json()).current).toEqual(saved);
      expect(meatOf((await read(draft.id)).recipes)).toEqual(saved);
    });

    it('refuses a save without a whole-number version (400 with the field), writing nothing', async () => {
      const draft = await newDraft(await idOf('2025-02-14'));
      const { version: _version, ...unversioned } = meatOf(draft.recipes);
      const url = `/api/recipes/collections/${draft.id}/recipes/mandiMeat`;
      for (const body of [
        { ...unversioned, baseServings: 30 },
        { ...unversioned, baseServings: 30, version: null },
        { ...unversioned, baseServings: 30, version: 0 },
        { ...unversioned, baseServings: 30, version: 1.5 },
        { ...unversioned, baseServings: 30, version: '1' },
      ]) {
        const response = await call('PUT', url, admin, body);
        expect(response.statusCode, JSON.stringify(body).slice(-30)).toBe(400);
        expect(response.json()).toMatchObject({ success: false, field: 'version' });
      }
      expect(await read(draft.id)).toEqual(draft);
      expect(await storedMeat(draft.id)).toMatchObject({ version: 1 });
    });

    it('refuses a recipe the draft does not hold (404, worded), and a published collection before any version (409)', async () => {
      const draft = await newDraft(await idOf('2025-02-14'));
      const chutney = draft.recipes.find((r) => r.key === 'puliChutney')!;
      await t.database.db
        .deleteFrom('recipes')
        .where('collection_id', '=', draft.id)
        .where('key', '=', 'puliChutney')
        .execute();
      const missing = await putRecipe(draft.id, chutney);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'refusals.recipes.recipeNotFound',
        error: 'This collection has no such recipe.',
      });
      expect((await read(draft.id)).recipes.map((r) => r.key)).toEqual(['mandiMeat', 'mandiRice']);

      const marchId = await idOf('2025-03-01');
      const march = await read(marchId);
      for (const version of [1, 2]) {
        const edit = await putRecipe(marchId, { ...meatOf(march.recipes), baseServings: 99, version });
        expect(edit.statusCode).toBe(409);
        expect(edit.json()).toMatchObject({ code: 'refusals.recipes.published' });
      }
      expect(await read(marchId)).toEqual(march);
    });
  });

  describe('costs from current inventory prices', () => {
    it('lists every ingredient as uncosted while nothing is linked', async () => {
      const result = await costs(await idOf('2025-02-14'), 20, staff);
      expect(result.map((r) => r.key)).toEqual(['mandiMeat', 'mandiRice', 'puliChutney']);
      const meat = result[0]!;
      expect(meat).toMatchObject({ batchCostPaise: 0, perServingPaise: 0 });
      expect(meat.uncosted).toContain('Mutton');
    });

    it('costs a linked mutton at its price per kg, following the price and the servings', async () => {
      const muttonId = await inventoryId('Mutton');
      const draft = await newDraft(await idOf('2025-03-01'));
      const meat = meatOf(draft.recipes);
      const linked = {
        ...meat,
        ingredients: meat.ingredients.map((i) => (i.name.en === 'Mutton' ? { ...i, inventoryItemId: muttonId } : i)),
      };
      expect((await putRecipe(draft.id, linked)).statusCode).toBe(200);

      await setPrice(muttonId, 800);
      let [cost] = await costs(draft.id, 20);
      expect(cost).toMatchObject({ key: 'mandiMeat', batchCostPaise: 640_000, perServingPaise: 32_000 });
      expect(cost!.uncosted).not.toContain('Mutton');
      expect(cost!.uncosted).toContain('MSG');
      [cost] = await costs(draft.id, 40);
      expect(cost).toMatchObject({ batchCostPaise: 1_280_000, perServingPaise: 32_000 });
      // 10 servings is a small batch, cooked as the base recipe: its 8 kg shared by 10.
      [cost] = await costs(draft.id, 10);
      expect(cost).toMatchObject({ batchCostPaise: 640_000, perServingPaise: 64_000 });

      await setPrice(muttonId, 900);
      [cost] = await costs(draft.id, 20);
      expect(cost).toMatchObject({ batchCostPaise: 720_000, perServingPaise: 36_000 });

      await setPrice(muttonId, 0);
      [cost] = await costs(draft.id, 20);
      expect(cost).toMatchObject({ batchCostPaise: 0 });
      expect(cost!.uncosted).toContain('Mutton');
    });

    it('converts grams to a price per kg, honours fixed and damped scaling, and lists units that do not convert', async () => {
      const msgId = await inventoryId('MSG'); // priced per kg
      const ghee = await inventoryId('Ghee'); // priced per L
      const draft = await newDraft(await idOf('2025-02-27'));
      const meat = meatOf(draft.recipes);
      const edited: VersionedRecipe = {
        ...meat,
        ingredients: meat.ingredients.map((i) => {
          if (i.name.en === 'MSG') return { ...i, inventoryItemId: msgId };
          if (i.name.en === 'Rock salt') return { ...i, inventoryItemId: msgId, scaling: 'fixed' as const };
          if (i.name.en === 'Black pepper') return { ...i, inventoryItemId: msgId, scaling: 'damped' as const };
          if (i.name.en === 'Mutton fat') return { ...i, inventoryItemId: ghee }; // g against L: no conversion
          if (i.name.en === 'Clove') return { ...i, inventoryItemId: 999999 }; // no such item
          return i;
        }),
      };
      expect((await putRecipe(draft.id, edited)).statusCode).toBe(200);
      await setPrice(msgId, 250);
      await setPrice(ghee, 600);

      // 20 servings: MSG 0.16 kg × 250 = 40; rock salt 0.05 × 250 = 12.5; pepper 0.036 × 250 = 9.
      let [cost] = await costs(draft.id, 20);
      expect(cost!.batchCostPaise).toBe(6150);
      expect(cost!.perServingPaise).toBe(Math.round(6150 / 20)); // ₹3.08
      expect(cost!.uncosted).toEqual(expect.arrayContaining(['Mutton fat', 'Clove', 'Mutton']));
      expect(cost!.uncosted).not.toEqual(expect.arrayContaining(['MSG']));

      // 40 servings: MSG doubles, rock salt stays, pepper × 2^0.8.
      [cost] = await costs(draft.id, 40);
      expect(cost!.batchCostPaise).toBe(Math.round((80 + 12.5 + 9 * 2 ** 0.8) * 100));
    });
  });
});
