import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { inventoryEn } from '../src/shared/content/locales/inventory.en.ts';
import { inventoryMl } from '../src/shared/content/locales/inventory.ml.ts';
import { newestPublished } from '../src/shared/domain/kitchen/recipe-book.ts';
import type { InventoryItem } from '../src/shared/schemas/inventory.ts';
import type { Collection, CollectionSummary } from '../src/shared/schemas/recipes.ts';
import { offlineEn } from '../src/shared/content/locales/offline.en.ts';
import { createDiaryEvent, fillText, kitchenEn, signInThroughApi, uniqueTag } from './fixtures/kitchen.ts';
import { expectFits } from './fixtures/layout.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * The Inventory Management tab. The suite shares one
 * database and other specs change the seeded items (the Mutton price): these tests make their own
 * items, with unique names and ids, and read anything else from the server when they need it.
 */

const en = inventoryEn;

async function allItems(request: APIRequestContext): Promise<InventoryItem[]> {
  const reply = await request.get('/api/inventory');
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: InventoryItem[] }).data;
}

async function itemById(request: APIRequestContext, id: number): Promise<InventoryItem | undefined> {
  return (await allItems(request)).find((item) => item.id === id);
}

/** A new item of this test's own, through the real call. */
async function addItemThroughApi(
  request: APIRequestContext,
  input: { name: string; quantity?: number; currentPrice?: number; category?: string; unit?: string },
): Promise<InventoryItem> {
  const reply = await request.post('/api/inventory/items', {
    data: { quantity: 1, currentPrice: 0, category: 'Others', ...input },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return ((await reply.json()) as { data: InventoryItem }).data;
}

async function openInventory(page: Page, query = '') {
  await page.goto(`/roadmap?tab=inventory${query}`);
}

/** The table row of an item, by its exact name. */
function row(page: Page, name: string): Locator {
  return page.getByTestId('inventory-row').filter({ has: page.getByRole('rowheader', { name, exact: false }) });
}

async function searchFor(page: Page, text: string, label = en.search.label) {
  await page.getByLabel(label, { exact: true }).fill(text);
}

function tempFile(name: string, content: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inventory-e2e-'));
  const file = path.join(folder, name);
  fs.writeFileSync(file, content);
  return file;
}

test('adds an item: each message beside its field, then the item', async ({ page, staffAccount }) => {
  await signInThroughApi(page.request, staffAccount);
  await openInventory(page);
  await page.getByRole('button', { name: en.actions.add }).click();
  const form = page.getByRole('form', { name: en.form.heading });
  await expect(form.getByLabel(en.form.category, { exact: true })).toHaveValue('Spices');
  await expect(form.getByLabel(en.form.unit, { exact: true })).toHaveValue('kg');
  // Typed as text and read by the one rule: what a keyboard may type is refused in place, never read as another number.
  for (const [label, message] of [
    [en.form.quantity, en.validation.quantity],
    [en.form.price, en.validation.price],
    [en.form.minQuantity, en.validation.minQuantity],
  ] as const) {
    const input = form.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    for (const [typed, refusal] of [
      ['-5', message],
      ['1e3', message],
      ['12345678901234567890', en.validation.tooLarge],
    ] as const) {
      await input.fill(typed);
      await expect(input).toHaveAccessibleDescription(refusal);
      await expect(input).toHaveValue(typed);
    }
    await input.fill('2.5');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByRole('button', { name: `More: ${en.form.quantity}` })).toBeVisible();

  await form.getByLabel(en.form.quantity, { exact: true }).fill('-1');
  await form.getByLabel(en.form.price, { exact: true }).fill('-5');
  await form.getByLabel(en.form.minQuantity, { exact: true }).fill('-2');
  await form.getByRole('button', { name: en.form.submit }).click();
  // Each message is the field's own description: shown beside it and read out with it.
  for (const [label, message] of [
    [en.form.name, 'Item name is required'],
    [en.form.quantity, 'Quantity must be a valid positive number'],
    [en.form.price, 'Price must be a valid positive number'],
    [en.form.minQuantity, en.validation.minQuantity],
  ] as const) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel(en.form.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const name = `E2E Saffron ${uniqueTag()}`;
  await form.getByLabel(en.form.name, { exact: true }).fill(name);
  await form.getByLabel(en.form.quantity, { exact: true }).fill('0.25');
  await form.getByLabel(en.form.unit, { exact: true }).selectOption('g');
  await form.getByLabel(en.form.price, { exact: true }).fill('250.50');
  await form.getByLabel(en.form.minQuantity, { exact: true }).fill('0.5');
  await form.getByRole('button', { name: en.form.submit }).click();
  await expect(page.getByText(en.messages.added)).toBeVisible();
  await expect(page.getByText(en.messages.added)).toBeHidden();

  await searchFor(page, name);
  const added = row(page, name);
  await expect(added).toContainText('0.25 g');
  await expect(added).toContainText('₹250.50 / g');
  await expect(added.getByTestId('low-stock')).toHaveText(en.status.lowStock);
  const saved = (await allItems(page.request)).find((item) => item.name === name)!;
  expect(saved).toMatchObject({
    category: 'Spices',
    unit: 'g',
    quantity: 0.25,
    currentPrice: 250.5,
    minQuantity: 0.5,
  });
});

test('a price changed twice shows its history, who changed it and the change from the first price', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const item = await addItemThroughApi(page.request, {
    name: `E2E Cardamom ${uniqueTag()}`,
    currentPrice: 100,
  });
  await openInventory(page);
  await searchFor(page, item.name);

  for (const price of ['120', '150']) {
    await row(page, item.name)
      .getByRole('button', { name: `Edit: ${item.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit ${item.name}` });
    await dialog.getByLabel(en.form.price, { exact: true }).fill(price);
    await dialog.getByRole('button', { name: en.edit.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(en.messages.updated)).toBeVisible();
    await expect(row(page, item.name)).toContainText(`₹${price} / kg`);
  }

  await row(page, item.name)
    .getByRole('button', { name: `Edit: ${item.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${item.name}` });
  await expect(dialog.getByTestId('price-change')).toHaveText('Change from the first price: +50 %');
  const saved = (await itemById(page.request, item.id))!;
  const who = saved.priceHistory.at(-1)!.changedBy!;
  expect(who).toBeTruthy();
  const history = dialog.getByTestId('price-history').getByRole('row');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('₹150');
  await expect(history.nth(0)).toContainText(who);
  await expect(history.nth(1)).toContainText('₹120');
  await expect(history.nth(2)).toContainText('₹100');
  await expect(dialog.getByRole('img', { name: `Price of ${item.name} from ₹100 to ₹150` })).toBeVisible();
  await expect(dialog.locator('[data-testid="price-chart"] circle')).toHaveCount(3);
});

test('imports: a JSON file missing a field is refused with the import’s message; a good CSV is previewed, then applied', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const tag = uniqueTag();
  const existing = await addItemThroughApi(page.request, {
    name: `E2E Jaggery ${tag}`,
    quantity: 2,
    currentPrice: 60,
  });
  await openInventory(page);
  await page.getByRole('button', { name: en.actions.importExport }).click();
  const dialog = page.getByRole('dialog', { name: en.transfer.heading });

  const incomplete = [
    {
      id: existing.id,
      name: existing.name,
      category: 'Others',
      quantity: 3,
      unit: 'kg',
      currentPrice: 60,
      priceHistory: [],
      isActive: true,
    },
  ];
  await dialog
    .getByLabel(en.transfer.file, { exact: true })
    .setInputFiles(tempFile('inventory.json', JSON.stringify(incomplete)));
  await dialog.getByRole('button', { name: en.transfer.preview }).click();
  await expect(
    dialog.getByText("Import failed: Missing required field 'lastUpdated' in one or more items"),
  ).toBeVisible();
  expect((await itemById(page.request, existing.id))!.quantity).toBe(2);

  // Outside the 1000–9999 the server draws new ids from; a retry takes the next one (the database is the run's own).
  const newId = 700_000 + test.info().retry;
  const newName = `E2E Tamarind ${tag}`;
  const csv = [
    '"id","name","category","quantity","unit","currentPrice","isActive","minQuantity","notes","lastUpdated"',
    `${existing.id},"${existing.name}","Others",5.5,"kg",65.00,true,,,"${existing.lastUpdated}"`,
    `${newId},"${newName}","Others",1.25,"kg",120.50,true,2,"Kerala, ""Malabar""","2026-11-01T00:00:00.000Z"`,
    '',
  ].join('\r\n');
  await dialog.getByLabel(en.transfer.file, { exact: true }).setInputFiles(tempFile('inventory.csv', csv));
  await dialog.getByRole('button', { name: en.transfer.preview }).click();
  const plan = dialog.getByTestId('import-plan');
  await expect(plan.getByText('Adds 1 item')).toBeVisible();
  await expect(plan.getByTestId('import-added')).toHaveText(newName);
  await expect(plan.getByText('Changes 1 item')).toBeVisible();
  await expect(plan.getByTestId('import-changed')).toHaveText(`${existing.name}: Quantity, Price`);
  // Only a preview so far.
  expect(await itemById(page.request, newId)).toBeUndefined();

  await dialog.getByRole('button', { name: en.transfer.apply }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en.messages.imported)).toBeVisible();
  expect(await itemById(page.request, existing.id)).toMatchObject({ quantity: 5.5, currentPrice: 65 });
  expect(await itemById(page.request, newId)).toMatchObject({
    name: newName,
    quantity: 1.25,
    currentPrice: 120.5,
    minQuantity: 2,
    notes: 'Kerala, "Malabar"',
  });
  await searchFor(page, tag);
  await expect(row(page, newName)).toContainText('₹120.50 / kg');
});

test('an edit made offline waits in the device’s one change queue and reaches the server when the network is back', async ({
  page,
  context,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const item = await addItemThroughApi(page.request, { name: `E2E Ghee ${uniqueTag()}`, quantity: 2, unit: 'L' });
  await openInventory(page);
  await searchFor(page, item.name);
  await expect(row(page, item.name)).toContainText('2 L');

  await context.setOffline(true);
  await row(page, item.name)
    .getByRole('button', { name: `Edit: ${item.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${item.name}` });
  await dialog.getByLabel(en.form.quantity, { exact: true }).fill('7.5');
  await dialog.getByRole('button', { name: en.edit.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en.messages.savedLocally)).toBeVisible();
  await expect(row(page, item.name)).toContainText('7.5 L');
  await expect(row(page, item.name).getByTestId('pending-badge')).toBeVisible();
  await expect(page.getByTestId('pending-edits')).toContainText(item.name);
  // The kitchen's one change queue holds it: the status bar counts it with the rest.
  await expect(page.getByTestId('offline-status')).toContainText(fillText(offlineEn.waiting_one, { count: 1 }));
  expect((await itemById(page.request, item.id))!.quantity).toBe(2);

  await context.setOffline(false);
  await expect.poll(async () => (await itemById(page.request, item.id))!.quantity, { timeout: 15_000 }).toBe(7.5);
  await expect(page.getByTestId('pending-edits')).toBeHidden();
  await expect(row(page, item.name).getByTestId('pending-badge')).toBeHidden();
  expect((await itemById(page.request, item.id))!.version).toBe(item.version + 1);
});

test('an edit made offline is sent when the network is back even after the cook left the inventory for the diary', async ({
  page,
  context,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const item = await addItemThroughApi(page.request, { name: `E2E Oil ${uniqueTag()}`, quantity: 3, unit: 'L' });
  await openInventory(page);
  await searchFor(page, item.name);

  await context.setOffline(true);
  await row(page, item.name)
    .getByRole('button', { name: `Edit: ${item.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Edit ${item.name}` });
  await dialog.getByLabel(en.form.quantity, { exact: true }).fill('4');
  await dialog.getByRole('button', { name: en.edit.save }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: kitchenEn.home.tabs.diary }).click();
  await expect(page.getByTestId('offline-status')).toContainText(fillText(offlineEn.waiting_one, { count: 1 }));

  await context.setOffline(false);
  await expect.poll(async () => (await itemById(page.request, item.id))!.quantity, { timeout: 15_000 }).toBe(4);
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
});

test('an event’s needs from the newest recipes and the stock, with its shopping list to print or share', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Needs ${uniqueTag()}`, estimatedAttendance: 40 });
  const summaries = (
    (await (await page.request.get('/api/recipes/collections')).json()) as { data: CollectionSummary[] }
  ).data;
  const newest = newestPublished(summaries)!;
  const collection = (
    (await (await page.request.get(`/api/recipes/collections/${newest.id}`)).json()) as { data: Collection }
  ).data;
  const meat = collection.recipes.find((recipe) => recipe.key === 'mandiMeat')!;
  const muttonIngredient = meat.ingredients.find((ingredient) => ingredient.name.en === 'Mutton')!;
  const needed = (muttonIngredient.quantity! * 40) / meat.baseServings;

  await openInventory(page, '&view=needs');
  await page.getByLabel(en.needs.event, { exact: true }).selectOption({ value: String(event.id) });
  await expect(page.getByTestId('needs-people')).toHaveText('For 40 people');
  const items = await allItems(page.request);
  const mutton =
    items.find((item) => item.id === muttonIngredient.inventoryItemId) ?? items.find((item) => item.name === 'Mutton')!;
  const toBuy = Math.max(0, needed - mutton.quantity);
  const muttonRow = page
    .getByTestId('need-row')
    .filter({ has: page.getByRole('rowheader', { name: /^Mutton\s*(Low stock)?$/ }) });
  await expect(muttonRow).toContainText(`${needed.toFixed(2)} kg`);
  await expect(muttonRow).toContainText(`${mutton.quantity.toFixed(2)} kg`);
  await expect(muttonRow).toContainText(`${toBuy.toFixed(2)} kg`);
  await expect(page.getByRole('heading', { name: en.needs.topExpenses })).toBeVisible();
  await expect(page.getByTestId('needs-unchecked')).toContainText('Water');

  const list = page.getByTestId('shopping-list');
  await expect(list.getByRole('heading', { name: en.needs.shopping.heading })).toBeVisible();
  if (toBuy > 0) await expect(list).toContainText(`${toBuy.toFixed(2)} kg`);
  const share = list.getByRole('link', { name: en.needs.shopping.share });
  const href = (await share.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  const message = decodeURIComponent(href.slice('https://wa.me/?text='.length));
  expect(message.split('\n')[0]).toContain(event.title);
  expect(message).toContain('For 40 people');

  // Printed, the page shows the shopping list alone.
  await page.emulateMedia({ media: 'print' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByTestId('needs-table')).toBeHidden();
  await expect(list.getByRole('button', { name: en.needs.shopping.print })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByTestId('needs-table')).toBeVisible();
});

test('fits a 360 px phone in Malayalam: the list, the edit dialog, the import preview and an event’s needs', async ({
  page,
  staffAccount,
}) => {
  const ml = inventoryMl;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('mandi.language', 'ml'));
  await signInThroughApi(page.request, staffAccount);
  const item = await addItemThroughApi(page.request, {
    name: `E2E Kashmiri chilli powder, extra long name ${uniqueTag()}`,
    quantity: 1,
    currentPrice: 420.5,
  });
  const event = await createDiaryEvent(page.request, {
    title: `Malayalam needs ${uniqueTag()}`,
    estimatedAttendance: 60,
  });

  await openInventory(page);
  await expect(page.getByRole('heading', { level: 2, name: ml.heading })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectFits(page, 'inventory list');
  const button = page.getByRole('button', { name: ml.actions.add });
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);

  await searchFor(page, item.name, ml.search.label);
  await row(page, item.name)
    .getByRole('button', { name: `${ml.actions.edit}: ${item.name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: ml.edit.history })).toBeVisible();
  await expectFits(page, 'edit dialog');
  await dialog.getByRole('button', { name: ml.edit.cancel }).first().click();

  await page.getByRole('button', { name: ml.actions.importExport }).click();
  const transfer = page.getByRole('dialog', { name: ml.transfer.heading });
  await transfer
    .getByLabel(ml.transfer.text, { exact: true })
    .fill(JSON.stringify([{ ...(await itemById(page.request, item.id))!, currentPrice: 430, priceHistory: [] }]));
  await transfer.getByRole('button', { name: ml.transfer.preview }).click();
  await expect(transfer.getByTestId('import-plan')).toBeVisible();
  await expectFits(page, 'import preview');
  await transfer.getByRole('button', { name: ml.transfer.close }).click();

  await openInventory(page, `&view=needs&needs=${event.id}`);
  await expect(page.getByTestId('needs-people')).toHaveText('60 പേർക്ക്');
  await expect(page.getByTestId('shopping-list')).toBeVisible();
  await expectFits(page, 'event needs');
});
