import { KITCHEN_TEXTS, createDiaryEvent, signInThroughApi, uniqueTag } from './fixtures/kitchen.ts';
import {
  SOP_PAGES,
  SOP_STEPS,
  SOP_TEXTS,
  openSopPage,
  serverNow,
  sopEn as en,
  startTimerThroughApi,
  stepTimer,
  useLanguage,
  type SopLanguage,
} from './fixtures/sop.ts';
import { expectFits, expectMalayalamFont } from './fixtures/layout.ts';
import { publishRecipesAsWritten } from './fixtures/recipe-book.ts';
import { expect, test } from './fixtures/test.ts';

for (const language of ['ml', 'en'] as const satisfies readonly SopLanguage[]) {
  const texts = SOP_TEXTS[language];
  for (const [width, height] of [
    [1920, 1080],
    [360, 740],
  ] as const) {
    test(`every SOP page fits ${width} px with its title (${language})`, async ({ page, staffAccount }) => {
      // Every page in turn, each loaded and measured: several tests' work in one.
      test.slow();
      await page.setViewportSize({ width, height });
      await useLanguage(page, language);
      await signInThroughApi(page.request, staffAccount);
      const event = await createDiaryEvent(page.request, { title: `SOP layout ${language} ${width} ${uniqueTag()}` });
      // Each page with a running timer, the widest state of its top bar and timers.
      const now = await serverNow(page.request);
      for (const step of SOP_STEPS) {
        const timed = SOP_PAGES[step].subSteps.find((subStep) => subStep.allowedMinutes !== undefined);
        if (timed) await startTimerThroughApi(page.request, event.id, timed.id, now - 60_000);
      }

      await page.goto('/soplocked');
      await expect(page.getByRole('heading', { level: 1, name: texts.home.title })).toBeVisible();
      await expect(page.getByRole('list', { name: texts.home.stepsLabel }).getByRole('listitem')).toHaveCount(
        SOP_STEPS.length,
      );
      await expectFits(page, '/soplocked');
      if (language === 'ml') await expectMalayalamFont(page, '/soplocked');

      for (const step of SOP_STEPS) {
        const address = `/soplocked/${step}`;
        await openSopPage(page, step, { eventId: event.id });
        const title = page.getByRole('heading', { level: 1 });
        await expect(title).toBeVisible();
        await expect(title.locator(`[lang="${language}"]`)).toHaveText(SOP_PAGES[step].title[language]);
        await expect(title.locator(`[lang="${language}"]`)).toBeInViewport();
        const timed = SOP_PAGES[step].subSteps.find((subStep) => subStep.allowedMinutes !== undefined);
        if (timed) await expect(stepTimer(page, timed.id)).toHaveAttribute('data-running', 'true');
        await expectFits(page, address);
        if (language === 'ml') await expectMalayalamFont(page, address);
      }

      // The same six steps as the procedure home's Preparation Guide tab.
      await page.goto('/roadmap?tab=guide');
      await expect(page.getByRole('heading', { level: 1, name: KITCHEN_TEXTS[language].home.title })).toBeVisible();
      await expect(
        page.getByRole('tab', { name: KITCHEN_TEXTS[language].home.tabs.guide, selected: true }),
      ).toBeVisible();
      await expect(page.getByText(texts.guide.intro)).toBeVisible();
      await expectFits(page, '/roadmap?tab=guide');
    });
  }
}

test('on the meat masala page, 40 servings double every quantity of the ingredient panels', async ({
  page,
  staffAccount,
}) => {
  await useLanguage(page, 'en');
  await publishRecipesAsWritten(page.request);
  await signInThroughApi(page.request, staffAccount);
  await page.goto('/soplocked/meatmasala');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SOP_PAGES.meatmasala.title.en);

  const panels = SOP_PAGES.meatmasala.itemPanels;
  const panelOf = (title: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  const quantitiesOf = (title: string) => panelOf(title).getByTestId('quantity').allTextContents();
  /** '160.0 g' → [160, ' g'] */
  const parse = (quantity: string): [number, string] => {
    const match = /^(\d+(?:\.\d+)?)(.*)$/.exec(quantity);
    if (!match) throw new Error(`No number in ${quantity}`);
    return [Number(match[1]), match[2]!];
  };
  const doubled = (quantity: string) => {
    const [number, rest] = parse(quantity);
    return `${(number * 2).toFixed(1)}${rest}`;
  };

  // At the recipe's 20 servings every quantity reads as written (the scaling panels with one decimal).
  const before = new Map<string, string[]>();
  for (const panel of panels) {
    const shown = await quantitiesOf(panel.title.en);
    const written = panel.items.map((item) => item.quantity);
    // The same numbers, each with its unit word ('1' is written '1 piece').
    const numbers = (quantities: string[]) => quantities.map(parse).map(([number]) => number);
    expect(numbers(shown), `${panel.title.en} at 20 servings`).toEqual(numbers(written));
    before.set(panel.title.en, shown);
  }
  expect(
    before
      .get('Meat and seasonings')!
      .map(parse)
      .map(([number]) => number),
  ).toEqual([8, 160, 50, 36, 30, 13]);

  const servings = page.getByRole('textbox', { name: new RegExp(en.servings.label) });
  await expect(servings).toHaveValue('20');
  const more = page.getByRole('button', { name: en.servings.more });
  for (const expected of ['25', '30', '35', '40']) {
    await more.click();
    await expect(servings).toHaveValue(expected);
  }

  for (const panel of panels) {
    const shown = await quantitiesOf(panel.title.en);
    const expected = panel.scales ? before.get(panel.title.en)!.map(doubled) : before.get(panel.title.en)!;
    expect(shown, `${panel.title.en} at 40 servings`).toEqual(expected);
  }
  expect(await quantitiesOf('Meat and seasonings')).toEqual([
    '16.0 kg',
    '320.0 g',
    '100.0 g',
    '72.0 g',
    '60.0 g',
    '26.0 g',
  ]);
});
