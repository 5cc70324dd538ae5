import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SAMPLE_DIARY_EVENT } from '../src/shared/content/demo-data.ts';
import { inventoryEn } from '../src/shared/content/locales/inventory.en.ts';
import { inventoryMl } from '../src/shared/content/locales/inventory.ml.ts';
import type { DiaryEvent } from '../src/shared/schemas/diary.ts';
import type { IngredientLink } from '../src/shared/schemas/inventory.ts';
import { fillText, signInThroughApi } from './fixtures/kitchen.ts';
import { expectFits } from './fixtures/layout.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * What an event needs, matched to the stock through the owner's links, and the inventory in Malayalam
 * on a phone. The suite shares one database: the link this spec sets is cleared before and after.
 */

const DRIED_LIME = 'Dried lime (loomi)';
const DRIED_LIME_KEY = 'dried lime (loomi)';
const LOOMI = 'Dried Lemon (Loomi)';

async function clearLink(request: APIRequestContext) {
  const reply = await request.delete(`/api/inventory/links/${encodeURIComponent(DRIED_LIME_KEY)}`);
  expect([200, 404], await reply.text()).toContain(reply.status());
}

async function demoEvent(request: APIRequestContext): Promise<DiaryEvent> {
  const reply = await request.get('/api/diary-events');
  expect(reply.status(), await reply.text()).toBe(200);
  const events = ((await reply.json()) as { data: DiaryEvent[] }).data;
  return events.find((event) => event.title === SAMPLE_DIARY_EVENT.title)!;
}

async function expectTall(control: Locator, what: string) {
  const box = (await control.boundingBox())!;
  expect(box.height, `${what} is at least 48 px tall`).toBeGreaterThanOrEqual(48);
  expect(box.width, `${what} is at least 48 px wide`).toBeGreaterThanOrEqual(48);
}

const unchecked = (page: Page) => page.getByTestId('needs-unchecked');

test('the demo event’s needs suggest Dried Lemon (Loomi) for the dried lime; one tap links it out of “Check these by hand”', async ({
  page,
  adminAccount,
}) => {
  const en = inventoryEn.needs;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signInThroughApi(page.request, adminAccount);
  await clearLink(page.request);
  try {
    const event = await demoEvent(page.request);
    await page.goto(`/roadmap?tab=inventory&view=needs&needs=${event.id}`);
    await expect(page.getByRole('heading', { name: en.unchecked })).toBeVisible();
    const lime = unchecked(page).getByRole('listitem').filter({ hasText: DRIED_LIME });
    await expect(lime).toContainText(en.unlinked);

    const open = lime.getByRole('button', { name: fillText(en.link.openLabel, { name: DRIED_LIME }) });
    await expectTall(open, 'Link');
    await open.click();
    const picker = page.getByTestId('link-picker');
    await expect(picker.getByText(en.link.suggested)).toBeVisible();
    const first = picker.getByRole('listitem').first().getByRole('button');
    await expect(first).toHaveText(new RegExp(`^${LOOMI.replace(/[()]/g, '\\$&')}`));
    await expectTall(first, 'the suggestion');

    await first.click();
    await expect(page.getByText(fillText(en.link.done, { name: DRIED_LIME, item: LOOMI }))).toBeVisible();
    await expect(unchecked(page)).not.toContainText(DRIED_LIME);
    const row = page.getByTestId('need-row').filter({ has: page.getByRole('rowheader', { name: /^Dried lime/ }) });
    await expect(row).toContainText('piece');
    await expect(page.getByTestId('needs-links')).toContainText(`${DRIED_LIME} → ${LOOMI}`);
    const links = ((await (await page.request.get('/api/inventory/links')).json()) as { data: IngredientLink[] }).data;
    expect(links.find((link) => link.ingredient === DRIED_LIME_KEY)).toMatchObject({ gramsPerMl: null });
    await expectFits(page, 'event needs at 1920');
  } finally {
    await clearLink(page.request);
  }
});

test('at 360×740 in Malayalam the inventory shows Malayalam names and units, and the needs’ Link fits', async ({
  page,
  adminAccount,
}) => {
  const ml = inventoryMl;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('mandi.language', 'ml'));
  await signInThroughApi(page.request, adminAccount);
  await clearLink(page.request);
  try {
    await page.goto('/roadmap?tab=inventory');
    await expect(page.getByRole('heading', { level: 2, name: ml.heading })).toBeVisible();
    const msg = page.getByTestId('inventory-row').filter({ has: page.getByRole('rowheader', { name: 'അജിനോമോട്ടോ' }) });
    await expect(msg).toContainText(ml.units.kg);
    await expect(page.getByRole('rowheader', { name: 'MSG' })).toHaveCount(0);
    const gloves = page.getByTestId('inventory-row').filter({ has: page.getByRole('rowheader', { name: /^കൈയുറ/ }) });
    await expect(gloves).toContainText(ml.units.pack);
    await expectTall(msg.getByRole('button', { name: `${ml.actions.edit}: അജിനോമോട്ടോ` }), 'Edit');
    await expectFits(page, 'inventory list');

    const event = await demoEvent(page.request);
    await page.goto(`/roadmap?tab=inventory&view=needs&needs=${event.id}`);
    const lime = unchecked(page).getByRole('listitem').filter({ hasText: 'ഉണക്ക നാരങ്ങ (ലൂമി)' });
    // The name keeps a readable width: its amount and Link go below it on a phone, not beside it.
    expect((await lime.locator('span').first().boundingBox())!.width).toBeGreaterThanOrEqual(280);
    await lime.getByRole('button', { name: fillText(ml.needs.link.openLabel, { name: 'ഉണക്ക നാരങ്ങ (ലൂമി)' }) }).click();
    const picker = page.getByTestId('link-picker');
    await expect(picker.getByRole('listitem').first().getByRole('button')).toContainText('ഉണക്ക നാരങ്ങ (ലൂമി)');
    await expect(picker.getByRole('listitem').first().getByRole('button')).toContainText(ml.units.piece);
    await expectFits(page, 'the Link picker');
    await picker.getByRole('button', { name: ml.needs.link.cancel }).click();
    await expect(picker).toHaveCount(0);
  } finally {
    await clearLink(page.request);
  }
});
