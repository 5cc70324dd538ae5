import type { APIRequestContext } from '@playwright/test';
import { purchaseMl } from '../src/shared/content/locales/owner-purchase.ml.ts';
import type { IngredientLink, InventoryItem } from '../src/shared/schemas/inventory.ts';
import type { PurchaseList } from '../src/shared/schemas/purchasing.ts';
import { bookThroughApi, createEvent, deactivateEvent } from './fixtures/events.ts';
import { signInThroughApi, uniqueTag } from './fixtures/kitchen.ts';
import { expectFits } from './fixtures/layout.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * The owner shares a supplier's purchase list in Malayalam: the booked plates of a sale this week need
 * mutton fat, the item is bought from a supplier who reads Malayalam, and the WhatsApp link carries the
 * list in Malayalam. The suite shares one database: the item, the supplier and the sale are this
 * spec's own, and the link it sets is put back as it was after (the demo links mutton fat by density).
 */

const MUTTON_FAT = 'Mutton fat';

/** The mutton fat's link as it is now, if any. */
async function linkNow(request: APIRequestContext): Promise<IngredientLink | undefined> {
  const reply = await request.get('/api/inventory/links');
  return ((await reply.json()) as { data: IngredientLink[] }).data.find((link) => link.ingredient === 'mutton fat');
}

/** The mutton fat's link back as it was before the spec (none, or the demo's). */
async function restoreLink(request: APIRequestContext, before: IngredientLink | undefined) {
  const reply = before
    ? await request.put('/api/inventory/links', {
        data: { ingredient: before.ingredient, itemId: before.itemId, gramsPerMl: before.gramsPerMl },
      })
    : await request.delete(`/api/inventory/links/${encodeURIComponent('mutton fat')}`);
  expect([200, 404], await reply.text()).toContain(reply.status());
}

test("sharing a supplier's list in Malayalam: the WhatsApp link's text is Malayalam", async ({
  page,
  adminAccount,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag();
  const supplier = `E2E Ravi ${tag}`;
  const nameMl = `ടെസ്റ്റ് കൊഴുപ്പ് ${tag}`;
  await signInThroughApi(page.request, adminAccount);
  const added = await page.request.post('/api/inventory/items', {
    data: { name: `E2E fat ${tag}`, nameMl, category: 'Meat', quantity: 0, unit: 'g', currentPrice: 1 },
  });
  expect(added.status(), await added.text()).toBe(201);
  const item = ((await added.json()) as { data: InventoryItem }).data;
  const before = await linkNow(page.request);
  const link = await page.request.put('/api/inventory/links', { data: { ingredient: MUTTON_FAT, itemId: item.id } });
  expect(link.status(), await link.text()).toBe(200);
  const details = await page.request.put(`/api/purchase-details/${item.id}`, {
    data: {
      supplierName: supplier,
      supplierPhone: '9847 012 345',
      supplierLanguage: 'ml',
      supplierEmail: null,
      purchasePack: 100,
    },
  });
  expect(details.status(), await details.text()).toBe(200);

  // A sale tomorrow with five combos booked: ten plates of the recipes.
  const sales = await playwright.request.newContext({ baseURL });
  const event = await createEvent(sales, { maxOrders: 10 });
  await bookThroughApi(sales, event.id, { combo: 5 }, 500_000);

  try {
    const answer = await page.request.get('/api/purchase-list?days=7');
    const list = (await answer.json()) as PurchaseList;
    const expected = list.suppliers.find((one) => one.name === supplier)!;
    expect(expected.lines).toEqual([expect.objectContaining({ itemId: item.id, name: nameMl, unit: 'g' })]);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.addInitScript(() => localStorage.setItem('mandi.language', 'ml'));
    await page.goto('/purchase-list');
    await expect(page.getByRole('heading', { level: 1, name: purchaseMl.title })).toBeVisible();
    await expect(page.getByTestId('purchase-rule')).toHaveText(purchaseMl.rule);
    const card = page.getByTestId('supplier-card').filter({ has: page.getByRole('heading', { name: supplier }) });
    await expect(card.getByText(nameMl)).toBeVisible();

    const share = card.getByRole('link', { name: purchaseMl.share });
    const href = (await share.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/919847012345?text=')).toBe(true);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toBe(expected.text);
    expect(text).toContain('വാങ്ങൽ പട്ടിക');
    expect(text).toContain(`- ${nameMl}:`);
    expect(text).toContain(purchaseMl.message.thanks);
    const box = (await share.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    await expectFits(page, 'the purchase list at 360 px');

    // The delivery received: stock and price in one step.
    await card.getByRole('button', { name: purchaseMl.received }).click();
    const form = card.getByTestId('receive-form');
    await form.getByLabel(purchaseMl.receive.price.replace('{{unit}}', 'g')).fill('1.25');
    await form.getByRole('button', { name: purchaseMl.receive.save }).click();
    // Nothing is left to buy of it: its card goes, and the page says the delivery is in.
    await expect(page.getByText(purchaseMl.receive.saved)).toBeVisible();
    await expect(card).toHaveCount(0);
    const after = (await (await page.request.get('/api/inventory')).json()) as { data: InventoryItem[] };
    const received = after.data.find((one) => one.id === item.id)!;
    expect(received.quantity).toBe(expected.lines[0]!.quantity);
    expect(received.currentPrice).toBe(1.25);
  } finally {
    await restoreLink(page.request, before);
    await deactivateEvent(sales, event);
    await sales.dispose();
  }
});
