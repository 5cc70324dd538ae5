import type { Locator, Page } from '@playwright/test';
import { PRODUCTION_TASKS } from '../src/shared/content/cutlets/index.ts';
import { cutletsEn as en } from '../src/shared/content/locales/cutlets.en.ts';
import { cutletsMl as ml } from '../src/shared/content/locales/cutlets.ml.ts';
import { kitchenEn } from '../src/shared/content/locales/kitchen.en.ts';
import { offlineEn } from '../src/shared/content/locales/offline.en.ts';
import { addDays, todayInKerala } from '../src/shared/domain/event-date.ts';
import {
  CLOCK,
  createDiaryEvent,
  fillText,
  kitchenRulesEn,
  secondCook,
  signInThroughApi,
  textPattern,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { expectFits, expectMalayalamFont } from './fixtures/layout.ts';
import { expect, test } from './fixtures/test.ts';

const SIGN_IN = {
  title: 'Secure Access Required',
  subtitle: 'Authorized Personnel Only',
  wrongPassword: 'Incorrect password. Please try again.',
};

/**
 * A day far ahead that no other test works on: the suite shares one database, and a cutlet day is shared
 * by everyone, so each test keeps to days of its own — before 2100, the last year a diary date may take.
 * Taken from the test's title (each is different) and its retry, so every run uses the same days and a
 * retry starts on a clean one.
 */
function ownDay(): string {
  const { title, retry } = test.info();
  let hash = 0;
  for (const char of `${title} ${retry}`) hash = (hash * 31 + char.charCodeAt(0)) % 24_000;
  return addDays(todayInKerala(), 2000 + hash);
}

const cutlets = (view: string, date: string) => `/cutlets?view=${view}&date=${date}`;
const taskCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const itemBox = (scope: Locator, name: string) => scope.getByRole('checkbox', { name: new RegExp(`^${name}`) });
/** Ticks an item: the box shows it once the server has recorded the check (Playwright's check() looks at once). */
async function tick(box: Locator): Promise<void> {
  await box.click();
  await expect(box).toBeChecked();
}
const valueOf = (scope: Locator, item: string) =>
  scope.getByLabel(fillText(en.tasks.valueOf, { item }), { exact: true });
const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function enterValue(page: Page, name: string, value: string): Promise<void> {
  const input = field(page, name);
  await input.fill(value);
  await input.press('Enter');
  await expect(page.getByText(en.inventory.saving)).toHaveCount(0);
}

test('signs in as the cutlet screen says: a wrong password is cleared with its message, Enter submits', async ({
  page,
  staffAccount,
}) => {
  await page.goto('/cutlets');
  await expect(page.getByRole('heading', { name: SIGN_IN.title })).toBeVisible();
  await expect(page.getByText(SIGN_IN.subtitle)).toBeVisible();
  await page.getByLabel('Username').fill(staffAccount.username);
  const password = page.getByLabel('Password');
  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN.wrongPassword);
  await expect(password).toHaveValue('');
  await password.fill(staffAccount.password);
  await password.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: en.dashboard.title })).toBeVisible();
  await expect(page.getByTestId('top-worker')).toHaveText(en.topBar.worker);
  await expect(page.getByLabel(en.topBar.date, { exact: true })).toHaveValue(todayInKerala());
  const menu = page.getByRole('navigation', { name: en.menu.label });
  for (const view of ['dashboard', 'dayBefore', 'production', 'inventory', 'summary'] as const) {
    await expect(menu.getByRole('link', { name: en.menu[view] })).toBeVisible();
  }
  await menu.getByRole('link', { name: en.menu.production }).click();
  await expect(page).toHaveURL(/[?&]view=production(&|$)/);
  await expect(page.getByRole('heading', { level: 2, name: en.tasks.productionTitle })).toBeVisible();

  await page.getByRole('button', { name: en.topBar.logout }).click();
  await expect(page.getByRole('heading', { name: SIGN_IN.title })).toBeVisible();
});

test('two devices on one day: one checks an item, the other sees it checked and locked within a second', async ({
  page,
  browser,
  baseURL,
  staffAccount,
}) => {
  const date = ownDay();
  await signInThroughApi(page.request, staffAccount);
  const other = await secondCook(browser, baseURL, staffAccount);
  try {
    const streamOpen = other.page.waitForResponse((response) => response.url().includes('/api/live?'));
    await other.page.goto(cutlets('production', date));
    await page.goto(cutlets('production', date));
    const mine = taskCard(page, 'Leftover meat processing');
    const theirs = taskCard(other.page, 'Leftover meat processing');
    await expect(itemBox(theirs, 'Bones, skin and hard fat removed')).not.toBeChecked();
    await streamOpen;

    await page.getByLabel(en.topBar.workerLabel).fill('Anil');
    await tick(itemBox(mine, 'Bones, skin and hard fat removed'));
    await expect(itemBox(mine, 'Bones, skin and hard fat removed')).toBeDisabled();

    const seen = itemBox(theirs, 'Bones, skin and hard fat removed');
    await expect(seen).toBeChecked();
    await expect(seen).toBeDisabled();
    await expect(
      theirs.getByText(new RegExp(fillText(en.tasks.checkedBy, { name: 'Anil', time: '\\d{2}:\\d{2}' }))),
    ).toBeVisible();
    expect(other.cspViolations).toEqual([]);
  } finally {
    await other.context.close();
  }
});

test('target 100, frozen 16 and 2 kg of leftovers need 3.0 kg of meat, 0.75 kg of potatoes and a purchase', async ({
  page,
  staffAccount,
}) => {
  const date = ownDay();
  await signInThroughApi(page.request, staffAccount);
  await page.goto(cutlets('inventory', date));
  await expect(field(page, en.fields.target)).toHaveValue('100');
  await enterValue(page, en.fields.frozenCutlets, '16');
  await enterValue(page, en.fields.mandiLeftovers, '2');
  await expect(page.getByTestId('plan-meat')).toHaveText('3.0 kg');

  await page.getByRole('navigation', { name: en.menu.label }).getByRole('link', { name: en.menu.dayBefore }).click();
  const planning = taskCard(page, 'Purchase planning');
  await expect(planning.getByTestId('plan-meat')).toHaveText('3.0 kg');
  await expect(planning.getByTestId('plan-potatoes')).toHaveText('0.75 kg');
  await expect(planning.getByTestId('plan-eggs')).toHaveText('6 pieces');
  await expect(planning.getByTestId('plan-breadcrumbs')).toHaveText('150 g');
  await expect(planning.getByTestId('plan-verdict')).toContainText(en.plan.purchaseNeeded);

  // A number past its limit is refused beside the field, worded with the limit; the saved one stays.
  await page.goto(cutlets('inventory', date));
  await field(page, en.fields.target).fill('0');
  await field(page, en.fields.target).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    fillText(kitchenRulesEn.limits.cutletTarget, { min: '1', max: '100,000' }),
  );
  await page.reload();
  await expect(field(page, en.fields.target)).toHaveValue('100');
});

test('a task completes when its last checkpoint is checked, and shows the worker', async ({ page, staffAccount }) => {
  const date = ownDay();
  await signInThroughApi(page.request, staffAccount);
  await page.goto(cutlets('production', date));
  await page.getByLabel(en.topBar.workerLabel).fill('Meera');
  await expect(page.getByTestId('top-worker')).toHaveText('Meera');
  const card = taskCard(page, 'Quality check');

  await itemBox(card, 'Sample weight').click();
  await expect(card.getByRole('alert')).toHaveText(kitchenRulesEn.records.valueRequired);
  await expect(itemBox(card, 'Sample weight')).not.toBeChecked();
  await valueOf(card, 'Sample weight').fill('50');
  await tick(itemBox(card, 'Sample weight'));
  await expect(itemBox(card, 'Sample weight')).toBeDisabled();
  await tick(itemBox(card, 'Size and coating checked'));
  await expect(itemBox(card, 'Size and coating checked')).toBeDisabled();
  await expect(card.getByTestId('task-status')).not.toContainText('Completed');

  // It records the day's quality issues: its field starts empty, and a number is typed, even none.
  await expect(valueOf(card, 'Rejected cutlets counted')).toHaveValue('');
  await valueOf(card, 'Rejected cutlets counted').fill('0');
  await tick(itemBox(card, 'Rejected cutlets counted'));
  await expect(card.getByTestId('task-status')).toHaveText(
    new RegExp(`^${fillText(en.tasks.completedBy, { name: 'Meera', time: '\\d{2}:\\d{2}' })}$`),
  );
  await page.reload();
  await expect(taskCard(page, 'Quality check').getByTestId('task-status')).toContainText('Completed by Meera');
  await expect(page.getByText(fillText(en.tasks.tasksDone, { done: 1, total: PRODUCTION_TASKS.length }))).toBeVisible();
});

test('a check made offline waits on the tablet; one made meanwhile on another stays, and the item stays checked', async ({
  page,
  context,
  staffAccount,
}) => {
  const date = ownDay();
  await signInThroughApi(page.request, staffAccount);
  await page.goto(cutlets('production', date));
  await page.getByLabel(en.topBar.workerLabel).fill('Meera');
  const card = taskCard(page, 'Quality check');
  const status = page.getByTestId('offline-status');

  await context.setOffline(true);
  await tick(itemBox(card, 'Size and coating checked'));
  await valueOf(card, 'Rejected cutlets counted').fill('2');
  await tick(itemBox(card, 'Rejected cutlets counted'));
  await expect(itemBox(card, 'Size and coating checked')).toBeChecked();
  await expect(itemBox(card, 'Size and coating checked')).toBeDisabled();
  await expect(status).toContainText(fillText(offlineEn.waiting_other, { count: 2 }));
  // Meanwhile another tablet, online, checks the first of them as Ravi.
  const other = await page.request.put(`/api/cutlets/days/${date}/items/prod-7-2`, {
    data: { completed: true, value: null, worker: 'Ravi' },
  });
  expect(other.status()).toBe(200);

  await context.setOffline(false);
  await expect(status).toHaveCount(0, { timeout: 20_000 });
  const checkedBy = (name: string) => new RegExp(fillText(en.tasks.checkedBy, { name, time: '\\d{2}:\\d{2}' }));
  await expect(card.getByText(checkedBy('Ravi'))).toBeVisible();
  await expect(card.getByText(checkedBy('Meera'))).toBeVisible();
  await expect(itemBox(card, 'Size and coating checked')).toBeChecked();
  const day = (await (await page.request.get(`/api/cutlets/days/${date}`)).json()) as {
    data: { checks: { itemId: string; worker: string }[] };
  };
  expect(day.data.checks.map((check) => [check.itemId, check.worker]).sort()).toEqual([
    ['prod-7-2', 'Ravi'],
    ['prod-7-3', 'Meera'],
  ]);
});

test('a wrong number is undone with a reason and recorded again; the undo stays beside the item', async ({
  page,
  staffAccount,
}) => {
  const date = ownDay();
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page.request, staffAccount);
  await page.goto(cutlets('production', date));
  await page.getByLabel(en.topBar.workerLabel).fill('Bala');
  const card = taskCard(page, 'Vacuum packaging');
  const produced = valueOf(card, 'Cutlets produced');
  await expect(produced).toHaveValue('');
  await produced.fill('0');
  await tick(itemBox(card, 'Cutlets produced'));
  await expect(card.getByTestId('item-value')).toHaveText('0 pieces');

  await card.getByRole('button', { name: `${en.undo.button}: Cutlets produced` }).click();
  const dialog = page.getByRole('dialog', { name: en.undo.title });
  await dialog.getByRole('button', { name: en.undo.wrongValue }).click();
  await dialog.getByRole('button', { name: en.undo.confirm }).click();
  await expect(dialog).toHaveCount(0);
  await expect(itemBox(card, 'Cutlets produced')).not.toBeChecked();
  const undone = card.getByTestId('item-undone');
  await expect(undone).toContainText(
    textPattern(en.undo.undone, { name: 'Bala', reason: en.undo.wrongValue }, { time: CLOCK }),
  );

  await produced.fill('84');
  await tick(itemBox(card, 'Cutlets produced'));
  await expect(card.getByTestId('item-value')).toHaveText('84 pieces');
  await expect(undone).toContainText(textPattern(en.undo.was, { value: '0 pieces', name: 'Bala' }, { time: CLOCK }));
  await page.reload();
  await expect(taskCard(page, 'Vacuum packaging').getByTestId('item-undone')).toHaveCount(1);
  await expectFits(page, 'the undone check at 360 px');
});

test('a past day opens for correction: it says so, and a change is saved to that day', async ({
  page,
  staffAccount,
}) => {
  const yesterday = addDays(todayInKerala(), -1);
  const target = String(100 + (test.info().retry + 1) * 7);
  await signInThroughApi(page.request, staffAccount);
  await page.goto(cutlets('inventory', todayInKerala()));
  await expect(page.getByTestId('past-day')).toHaveCount(0);
  await page.getByLabel(en.topBar.date, { exact: true }).fill(yesterday);
  await expect(page).toHaveURL(new RegExp(`[?&]date=${yesterday}(&|$)`));
  await expect(page.getByTestId('past-day')).toContainText(en.pastDay.split(' (')[0]!);
  await expect(field(page, en.fields.target)).toBeEnabled();
  await enterValue(page, en.fields.target, target);
  await page.reload();
  await expect(field(page, en.fields.target)).toHaveValue(target);
  await page.getByRole('navigation', { name: en.menu.label }).getByRole('link', { name: en.menu.production }).click();
  await expect(itemBox(taskCard(page, 'Spice blending'), 'Spices mixed evenly')).toBeEnabled();
  await page.getByRole('button', { name: en.topBar.today }).click();
  await expect(page.getByTestId('past-day')).toHaveCount(0);
});

test("the frozen count carries to the next day, and a completed diary event's leftover meat is offered to it", async ({
  page,
  staffAccount,
}) => {
  const date = ownDay();
  const next = addDays(date, 1);
  await signInThroughApi(page.request, staffAccount);
  await page.goto(cutlets('inventory', date));
  await enterValue(page, en.fields.frozenCutlets, '16');
  await page.goto(cutlets('summary', date));
  await enterValue(page, en.fields.producedCutlets, '84');
  await expect(page.getByTestId('summary-closing')).toHaveText('100');

  // The event of that day is marked complete in the diary, with its leftover meat.
  const event = await createDiaryEvent(page.request, { title: `Cutlet leftovers ${uniqueTag()}`, date });
  await page.goto('/roadmap?tab=diary');
  const card = page.getByRole('article', { name: event.title, exact: true });
  await card.getByRole('button', { name: kitchenEn.diary.card.markComplete }).click();
  await card.getByLabel(en.diary.leftoverLabel).fill('2.5');
  await card.getByRole('button', { name: en.diary.complete }).click();
  await expect(card.getByText(fillText(en.diary.leftover, { kg: 2.5 }))).toBeVisible();
  await expect(card.getByText(kitchenEn.diary.card.completed, { exact: true })).toBeVisible();

  await page.goto(cutlets('inventory', next));
  await expect(field(page, en.fields.frozenCutlets)).toHaveValue('100');
  await expect(page.getByTestId('frozen-carried')).toContainText('Carried over from the closing count');
  await expect(field(page, en.fields.mandiLeftovers)).toHaveValue('2.5');
  await expect(page.getByTestId('leftovers-offered')).toContainText(event.title);
  // 100 frozen meets the target: nothing to make, nothing to buy.
  await expect(page.getByTestId('plan-meat')).toHaveText('0.0 kg');
  await expect(page.getByTestId('plan-verdict')).toContainText(en.plan.noPurchase);
});

for (const [language, width, height] of [
  ['ml', 360, 740],
  ['en', 1920, 1080],
] as const) {
  const texts = language === 'ml' ? ml : en;
  test(`every view fits ${width} px (${language})`, async ({ page, staffAccount }) => {
    const date = ownDay();
    await page.setViewportSize({ width, height });
    await page.addInitScript((chosen) => localStorage.setItem('mandi.language', chosen), language);
    await signInThroughApi(page.request, staffAccount);
    await page.request.put(`/api/cutlets/days/${date}/values`, {
      data: { values: { frozenCutlets: 16, mandiLeftovers: 2, producedCutlets: 84, totalPackages: 6 }, version: 1 },
    });
    await page.request.put(`/api/cutlets/days/${date}/items/prod-1-2`, { data: { completed: true, worker: 'Anil' } });
    for (const [view, heading] of [
      ['dashboard', texts.dashboard.title],
      ['dayBefore', texts.tasks.dayBeforeTitle],
      ['production', texts.tasks.productionTitle],
      ['inventory', texts.inventory.title],
      ['summary', texts.summary.title],
    ] as const) {
      await page.goto(cutlets(view, date));
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expectFits(page, `${view} at ${width} px in ${language}`);
    }
    if (language === 'ml') await expectMalayalamFont(page, 'cutlets in Malayalam');
  });
}
