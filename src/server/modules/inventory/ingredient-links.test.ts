import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientLinkReply, ingredientLinksReply, inventoryListReply } from '#shared/schemas/inventory.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';

/** Which item each recipe ingredient is bought as: set once by the owner, read by every kitchen account. */
describe('ingredient links', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    admin = await t.signIn('admin', 'chef');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown, cookie = admin) =>
    callAs(t.app, cookie, method, url, payload);
  const links = async (cookie = staff) => {
    const response = await call('GET', '/api/inventory/links', undefined, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return ingredientLinksReply.parse(response.json()).data;
  };
  const itemId = async (name: string) => {
    const response = await call('GET', '/api/inventory', undefined, staff);
    return inventoryListReply.parse(response.json()).data.find((item) => item.name === name)!.id;
  };

  it('refuses every call without a session, and lets only admins write', async () => {
    for (const [method, url] of [
      ['GET', '/api/inventory/links'],
      ['PUT', '/api/inventory/links'],
      ['DELETE', '/api/inventory/links/ghee'],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'PUT' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const loomi = await itemId('Dried Lemon (Loomi)');
    const set = await call('PUT', '/api/inventory/links', { ingredient: 'Dried lime (loomi)', itemId: loomi }, staff);
    expect(set.statusCode, set.body).toBe(403);
    const clear = await call('DELETE', '/api/inventory/links/ghee', undefined, staff);
    expect(clear.statusCode, clear.body).toBe(403);
    // Only the demo's density links (seed:demo-prices): the fats weighed but kept by the litre.
    expect((await links()).map((each) => [each.ingredient, each.gramsPerMl, each.updatedBy])).toEqual([
      ['ghee', 0.91, 'system'],
      ['mutton fat', 0.9, 'system'],
    ]);
  });

  it('sets a link by the ingredient name as the needs see it, replaces it, and clears it', async () => {
    const loomi = await itemId('Dried Lemon (Loomi)');
    const response = await call('PUT', '/api/inventory/links', { ingredient: '  Dried lime  (loomi) ', itemId: loomi });
    expect(response.statusCode, response.body).toBe(200);
    const link = ingredientLinkReply.parse(response.json()).data;
    expect(link).toMatchObject({
      ingredient: 'dried lime (loomi)',
      itemId: loomi,
      gramsPerMl: null,
      updatedBy: 'chef',
    });
    // Staff read what the owner set (beside the demo's density links).
    expect(await links(staff)).toContainEqual(link);

    const ghee = await itemId('Ghee');
    const butter = await call('PUT', '/api/inventory/links', { ingredient: 'Ghee', itemId: loomi });
    expect(butter.statusCode, butter.body).toBe(200);
    const replaced = await call('PUT', '/api/inventory/links', { ingredient: 'ghee', itemId: ghee, gramsPerMl: 0.91 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fat = await itemId('Mutton Fat');
    expect((await links()).map((each) => [each.ingredient, each.itemId, each.gramsPerMl])).toEqual([
      ['dried lime (loomi)', loomi, null],
      ['ghee', ghee, 0.91],
      ['mutton fat', fat, 0.9],
    ]);

    const cleared = await call('DELETE', `/api/inventory/links/${encodeURIComponent('Dried lime (loomi)')}`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await links()).map((each) => each.ingredient)).toEqual(['ghee', 'mutton fat']);
    const again = await call('DELETE', `/api/inventory/links/${encodeURIComponent('dried lime (loomi)')}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'inventory.links.notFound', error: 'This ingredient has no link.' });
  });

  it('refuses a link to no item, a blank ingredient and a density out of bounds, worded, writing nothing', async () => {
    const before = await links();
    const ghee = await itemId('Ghee');
    for (const [body, status, field, code] of [
      [{ ingredient: 'Salt', itemId: 99_999 }, 404, 'itemId', 'inventory.notFound'],
      [{ ingredient: '   ', itemId: ghee }, 400, 'ingredient', 'inventory.links.validation.ingredient'],
      [{ ingredient: 'x'.repeat(121), itemId: ghee }, 400, 'ingredient', 'inventory.links.validation.ingredient'],
      [{ ingredient: 'Ghee', itemId: ghee, gramsPerMl: 0 }, 400, 'gramsPerMl', 'inventory.links.validation.gramsPerMl'],
      [{ ingredient: 'Ghee', itemId: ghee, gramsPerMl: 6 }, 400, 'gramsPerMl', 'inventory.links.validation.gramsPerMl'],
      [
        { ingredient: 'Ghee', itemId: ghee, gramsPerMl: '0.9' },
        400,
        'gramsPerMl',
        'inventory.links.validation.gramsPerMl',
      ],
      [{ ingredient: 'Ghee', itemId: 'ghee' }, 400, 'itemId', 'inventory.validation.id'],
    ] as const) {
      const response = await call('PUT', '/api/inventory/links', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ success: false, field, code });
    }
    expect(await links()).toEqual(before);
  });

  it("drops an item's links when the item is removed", async () => {
    const added = await call('POST', '/api/inventory/items', { name: 'Jaggery block', quantity: 1, currentPrice: 0 });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = (added.json() as { data: { id: number } }).data;
    const set = await call('PUT', '/api/inventory/links', { ingredient: 'Jaggery', itemId: id });
    expect(set.statusCode, set.body).toBe(200);
    expect((await links()).some((each) => each.ingredient === 'jaggery')).toBe(true);
    const removed = await call('DELETE', `/api/inventory/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await links()).some((each) => each.ingredient === 'jaggery')).toBe(false);
  });
});
