import type { Locator, Page } from '@playwright/test';
import { cutletsEn as cutlets } from '../src/shared/content/locales/cutlets.en.ts';
import { cutletsMl } from '../src/shared/content/locales/cutlets.ml.ts';
import { en } from '../src/shared/content/locales/en.ts';
import { kitchenRulesMl } from '../src/shared/content/locales/kitchen-rules.ml.ts';
import { ml } from '../src/shared/content/locales/ml.ts';
import { recipesEn as recipes } from '../src/shared/content/locales/recipes.en.ts';
import { validationEn as validation } from '../src/shared/content/locales/validation.en.ts';
import { addDays, todayInKerala } from '../src/shared/domain/event-date.ts';
import type { CutletDay } from '../src/shared/schemas/cutlets.ts';
import { fillText, kitchenRulesEn, signInThroughApi } from './fixtures/kitchen.ts';
import { expectFits } from './fixtures/layout.ts';
import { useLanguage } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/** What a person might type that is no count: each is refused as typed, never read as 205, 25, 13 or a trillion. */
const TWENTY_DIGITS = '99999999999999999999';

/** A cutlet day far ahead that no other test works on (see cutlets.spec.ts), from the test's title and retry. */
function ownDay(): string {
  const { title, retry } = test.info();
  let hash = 0;
  for (const char of `${title} ${retry}`) hash = (hash * 31 + char.charCodeAt(0)) % 24_000;
  return addDays(todayInKerala(), 2000 + hash);
}

/** The refusal shown beside a field: the alert in the field's own box. */
const refusalBeside = (input: Locator) =>
  input.locator('xpath=ancestor::div[.//*[@role="alert"]][1]').getByRole('alert');

async function expectTouchSized(control: Locator, what: string): Promise<void> {
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.height, `${what}: height`).toBeGreaterThanOrEqual(48);
  expect(box!.width, `${what}: width`).toBeGreaterThanOrEqual(48);
}

/** The top bar: the language switch and the sign-out once each on the page, in the bar, thumb-sized. */
async function expectOneTopBar(
  page: Page,
  signOutLabel: string,
  what: string,
  languageLabel: string = en.language.label,
): Promise<void> {
  await expect(page.getByRole('banner')).toHaveCount(1);
  const bar = page.getByRole('banner');
  await expect(page.getByRole('group', { name: languageLabel })).toHaveCount(1);
  await expect(bar.getByRole('group', { name: languageLabel })).toBeVisible();
  await expect(page.getByRole('button', { name: signOutLabel })).toHaveCount(1);
  await expect(bar.getByRole('button', { name: signOutLabel })).toBeVisible();
  for (const control of await bar.getByRole('button').all()) {
    await expectTouchSized(control, `${what}: ${await control.textContent()}`);
  }
}

async function cutletDay(page: Page, date: string): Promise<CutletDay> {
  const reply = await page.request.get(`/api/cutlets/days/${date}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: CutletDay }).data;
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the recipe servings refuse "-5", "2.5", "1e3" and twenty digits beside the box, and stay at 20', async ({
    page,
    staffAccount,
  }) => {
    await signInThroughApi(page.request, staffAccount);
    await page.goto('/recipe');

    await test.step('the archive lists February 14, February 27, March 1, as the book does', async () => {
      const cards = page.getByRole('list', { name: recipes.archive.title }).getByRole('button');
      await expect(cards.first()).toBeVisible();
      const seeded = (await cards.allTextContents()).flatMap(
        (text) => /(February 14|February 27|March 1), 2025/.exec(text)?.[1] ?? [],
      );
      expect(seeded).toEqual(['February 14', 'February 27', 'March 1']);
      await expectOneTopBar(page, recipes.archive.logOut, 'the archive');
      // At most a fifth of the phone's screen.
      expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(148);
      await expectFits(page, 'the archive');
    });

    await page
      .getByRole('list', { name: recipes.archive.title })
      .getByRole('button', { name: /February 14, 2025/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: recipes.screen.title })).toBeVisible();
    await expectOneTopBar(page, recipes.archive.logOut, 'the recipe screen');

    const servings = page.getByRole('textbox', { name: recipes.servings.input });
    const mutton = page
      .getByRole('list', { name: recipes.card.ingredients })
      .getByRole('listitem')
      .filter({ hasText: /^Mutton/ })
      .getByTestId('quantity');
    await expect(servings).toHaveValue('20');
    await expect(mutton).toHaveText('8.0 kg');
    for (const [typed, said] of [
      ['-5', validation.number.notAWholeNumber],
      ['2.5', validation.number.wholeOnly],
      ['1e3', validation.number.notAWholeNumber],
      [TWENTY_DIGITS, '10000 at most'],
    ] as const) {
      await servings.fill(typed);
      await expect(refusalBeside(servings), typed).toHaveText(said);
      await expect(servings, typed).toHaveAttribute('aria-invalid', 'true');
      // No amount under a refused count: the card says so instead.
      await expect(page.getByText(recipes.servings.hidden), typed).toBeVisible();
      await expect(mutton, typed).toHaveText('—');
    }
    await servings.fill('40');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(mutton).toHaveText('16.0 kg');
    await expectTouchSized(page.getByRole('button', { name: recipes.servings.more }), 'servings plus');
    await expectTouchSized(page.getByRole('button', { name: recipes.servings.less }), 'servings minus');
    await servings.fill('10');
    await expect(page.getByText(recipes.servings.small)).toBeVisible();
    await expect(page.getByText(fillText(recipes.card.smallBatch, { base: 20, max: 13 }))).toBeVisible();
    await expect(mutton).toHaveText('8.0 kg');
    await expectFits(page, 'the recipe screen');
  });

  test('the cutlet target and leftovers refuse "-5", "2.5", "1e3" and twenty digits beside the field, and keep their numbers', async ({
    page,
    staffAccount,
  }) => {
    const date = ownDay();
    await signInThroughApi(page.request, staffAccount);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/cutlets/')) saves.push(request.url());
    });
    await page.goto(`/cutlets?view=inventory&date=${date}`);
    await expectOneTopBar(page, cutlets.topBar.logout, 'the cutlet tool');

    const target = page.getByLabel(cutlets.fields.target, { exact: true });
    const leftovers = page.getByLabel(cutlets.fields.mandiLeftovers, { exact: true });
    await expect(target).toHaveValue('100');
    await expect(leftovers).toHaveValue('0');
    const targetLimit = fillText(kitchenRulesEn.limits.cutletTarget, { min: '1', max: '100,000' });
    const amountLimit = fillText(kitchenRulesEn.limits.cutletAmount, { min: '0', max: '100,000' });
    for (const [input, typed, said] of [
      [target, '-5', validation.number.notAWholeNumber],
      [target, '2.5', validation.number.wholeOnly],
      [target, '1e3', validation.number.notAWholeNumber],
      [target, TWENTY_DIGITS, targetLimit],
      [target, '', validation.number.empty],
      [target, '0', targetLimit],
      [leftovers, '-5', validation.number.notANumber],
      [leftovers, '2.5555', fillText(validation.number.decimals, { decimals: 3 })],
      [leftovers, '1e3', validation.number.notANumber],
      [leftovers, '1e9', validation.number.notANumber],
      [leftovers, TWENTY_DIGITS, amountLimit],
    ] as const) {
      await input.fill(typed);
      await expect(refusalBeside(input), typed).toHaveText(said);
      await input.press('Enter');
      await input.blur();
      await expect(input, typed).toHaveValue(typed);
      await expect(refusalBeside(input), typed).toHaveText(said);
    }
    expect(saves).toEqual([]);
    expect((await cutletDay(page, date)).values).toMatchObject({ target: 100, mandiLeftovers: 0 });
    await page.reload();
    await expect(target).toHaveValue('100');
    await expect(leftovers).toHaveValue('0');

    // A number it takes is saved; the steppers are thumb-sized.
    await expectTouchSized(
      page.getByRole('button', {
        name: fillText(cutlets.inventory.more, { field: cutlets.fields.target, step: 1, unit: cutlets.units.pieces }),
      }),
      'target plus',
    );
    await leftovers.fill('2.5');
    await leftovers.press('Enter');
    await expect.poll(async () => (await cutletDay(page, date)).values.mandiLeftovers).toBe(2.5);
    await expectFits(page, 'the inventory');
  });

  test('a freezer at +25 °C on the IQF step is recorded with what was done and shown in red with what to do, in Malayalam too', async ({
    page,
    staffAccount,
  }) => {
    const date = ownDay();
    await signInThroughApi(page.request, staffAccount);
    await page.goto(`/cutlets?view=production&date=${date}`);
    const card = page.getByRole('article', { name: 'IQF freezing', exact: true });
    const item = 'Freezer temperature';
    const reading = card.getByLabel(fillText(cutlets.tasks.valueOf, { item }), { exact: true });
    await reading.fill('25');
    await expect(card.getByTestId('limit-verdict')).toContainText(kitchenRulesEn.cutlets.actions.freezerWarm);
    const box = card.getByRole('checkbox', { name: new RegExp(`^${item}`) });
    // Out of its limit it is ticked only with what was done (reading-limits.spec.ts).
    await card.getByLabel(kitchenRulesEn.checks.actionLabel, { exact: true }).fill('Set the freezer to −18 °C');
    await box.click();
    await expect(box).toBeChecked();
    await expect(card.getByTestId('item-value')).toHaveText('25 °C');
    const verdict = card.getByTestId('limit-verdict');
    await expect(verdict).toHaveAttribute('data-recorded', 'true');
    await expect(verdict).toHaveAttribute('data-in-range', 'false');
    await expect(verdict).toContainText(
      fillText(cutlets.tasks.outOfLimit, { value: '25 °C', limit: kitchenRulesEn.cutlets.limits.iqfFreezer }),
    );
    await expect(verdict).toContainText(kitchenRulesEn.cutlets.actions.freezerWarm);
    // Red, as an out-of-range pit reading is.
    await expect(verdict).toHaveClass(/\bbg-red-700\b/);
    // The screen shows the tick at once, from the device's change queue; the server has it once sent.
    await expect
      .poll(async () => (await cutletDay(page, date)).checks.find((check) => check.itemId === 'prod-8-1')?.value)
      .toBe('25');

    await useLanguage(page, 'ml');
    await page.reload();
    const mlVerdict = page.getByTestId('limit-verdict');
    await expect(mlVerdict).toContainText(kitchenRulesMl.cutlets.actions.freezerWarm);
    await expect(mlVerdict).toContainText(
      fillText(cutletsMl.tasks.outOfLimit, { value: '25 °C', limit: kitchenRulesMl.cutlets.limits.iqfFreezer }),
    );
    await expectOneTopBar(page, cutletsMl.topBar.logout, 'the cutlet tool in Malayalam', ml.language.label);
    await expectFits(page, 'the production view in Malayalam');
  });
});
