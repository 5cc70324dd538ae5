import type { Page } from '@playwright/test';
import { cutletsEn } from '../src/shared/content/locales/cutlets.en.ts';
import { cutletsMl } from '../src/shared/content/locales/cutlets.ml.ts';
import { kitchenRulesMl } from '../src/shared/content/locales/kitchen-rules.ml.ts';
import { addDays, todayInKerala } from '../src/shared/domain/event-date.ts';
import type { CutletDay } from '../src/shared/schemas/cutlets.ts';
import { fillText, kitchenRulesEn, signInThroughApi } from './fixtures/kitchen.ts';
import { expectFits, expectMalayalamFont } from './fixtures/layout.ts';
import { useLanguage } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * A reading outside its limit completes nothing without what was done about it, and a check due later
 * needs a reason: the IQF freezer at +25 °C and 'frozen hard after 2 hours' ticked on a day far ahead,
 * on a 360 px phone in Malayalam and a 1920 px wall screen in English.
 */

/** A cutlet day far ahead that no other test works on (see cutlets.spec.ts), from the test's title and retry. */
function ownDay(): string {
  const { title, retry } = test.info();
  let hash = 0;
  for (const char of `${title} ${retry}`) hash = (hash * 31 + char.charCodeAt(0)) % 24_000;
  return addDays(todayInKerala(), 2000 + hash);
}

async function cutletDay(page: Page, date: string): Promise<CutletDay> {
  const reply = await page.request.get(`/api/cutlets/days/${date}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: CutletDay }).data;
}

for (const [language, width, height] of [
  ['en', 1920, 1080],
  ['ml', 360, 740],
] as const) {
  const texts = language === 'ml' ? cutletsMl : cutletsEn;
  const rules = language === 'ml' ? kitchenRulesMl : kitchenRulesEn;
  const action =
    language === 'ml' ? 'വാതിൽ അടച്ച് −18 °C-ലേക്ക് സെറ്റ് ചെയ്തു' : 'Closed the door, set it to −18 °C, told Suresh';

  test(`a freezer at +25 °C on the IQF step is ticked only with what was done (${language}, ${width} px)`, async ({
    page,
    staffAccount,
  }) => {
    const date = ownDay();
    await page.setViewportSize({ width, height });
    await useLanguage(page, language);
    await signInThroughApi(page.request, staffAccount);
    await page.goto(`/cutlets?view=production&date=${date}`);
    await page.getByLabel(texts.topBar.workerLabel).fill('Meera');
    const card = page.getByRole('article', { name: language === 'ml' ? 'IQF ഫ്രീസിംഗ്' : 'IQF freezing', exact: true });
    const item = language === 'ml' ? 'ഫ്രീസറിലെ താപനില' : 'Freezer temperature';
    const box = card.getByRole('checkbox', { name: new RegExp(`^${item}`) });
    // The limit is in view before anything is typed.
    await expect(
      card.getByText(fillText(rules.checks.limit, { limit: rules.cutlets.limits.iqfFreezer })),
    ).toBeVisible();

    await card.getByLabel(fillText(texts.tasks.valueOf, { item }), { exact: true }).fill('25');
    const verdict = card.getByTestId('limit-verdict');
    await expect(verdict).toHaveAttribute('data-in-range', 'false');
    await expect(verdict).toHaveClass(/\bbg-red-700\b/);
    await expect(verdict).toContainText(rules.cutlets.actions.freezerWarm);
    await box.click();
    await expect(card.getByText(rules.checks.actionRequired)).toBeVisible();
    await expect(box).not.toBeChecked();
    expect((await cutletDay(page, date)).checks).toEqual([]);
    await expectFits(page, `the refused freezer check at ${width} px in ${language}`);

    const field = card.getByLabel(rules.checks.actionLabel, { exact: true });
    const fieldBox = await field.boundingBox();
    expect(fieldBox!.height).toBeGreaterThanOrEqual(48);
    await field.fill(action);
    await box.click();
    await expect(box).toBeChecked();
    await expect(card.getByTestId('item-action')).toHaveText(
      fillText(rules.checks.actionTaken, { name: 'Meera', action }),
    );
    // The tick shows at once; the server has the check once the device's queue has sent it.
    await expect(card.getByTestId('limit-verdict')).toHaveAttribute('data-recorded', 'true');
    await expect
      .poll(async () => (await cutletDay(page, date)).checks.find((check) => check.itemId === 'prod-8-1'))
      .toMatchObject({ value: '25', worker: 'Meera', actionTaken: action });

    // The day is far ahead: 'frozen hard after 2 hours' is due at 15:15 on it, and asks why it is early.
    const frozen = card.getByRole('checkbox', {
      name: new RegExp(`^${language === 'ml' ? '2 മണിക്കൂറിന് ശേഷം' : 'Frozen hard after 2 hours'}`),
    });
    const reason = card.getByLabel(rules.checks.earlyLabel, { exact: true });
    await expect(reason).toBeVisible();
    await frozen.click();
    await expect(frozen).not.toBeChecked();
    await expect(card.getByText(fillText(rules.checks.tooEarly, { time: '15:15', minutes: 15 })).first()).toBeVisible();
    await reason.fill(language === 'ml' ? 'പരിശീലനം' : 'Practice day');
    await frozen.click();
    await expect(frozen).toBeChecked();
    await expect(
      card.getByText(fillText(rules.checks.earlyReason, { reason: language === 'ml' ? 'പരിശീലനം' : 'Practice day' })),
    ).toBeVisible();
    await expectFits(page, `the IQF card at ${width} px in ${language}`);
    if (language === 'ml') await expectMalayalamFont(page, 'the IQF card in Malayalam');
  });
}
