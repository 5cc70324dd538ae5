import type { Page } from '@playwright/test';
import { cutletsEn } from '../src/shared/content/locales/cutlets.en.ts';
import { cutletsMl } from '../src/shared/content/locales/cutlets.ml.ts';
import { recipesEn } from '../src/shared/content/locales/recipes.en.ts';
import { recipesMl } from '../src/shared/content/locales/recipes.ml.ts';
import { addDays, todayInKerala } from '../src/shared/domain/event-date.ts';
import { signInThroughApi } from './fixtures/kitchen.ts';
import { publishRecipesAsWritten } from './fixtures/recipe-book.ts';
import { SOP_TEXTS, useLanguage, type SopLanguage } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * A refused value shows no numbers for it: under a servings count or a cutlet target that is refused
 * as typed ('0', twenty digits), no amount of the last count taken (nor of a truncated one) stays.
 */

const TWENTY_DIGITS = '99999999999999999999';
const TEXTS = {
  en: { recipes: recipesEn, cutlets: cutletsEn },
  ml: { recipes: recipesMl, cutlets: cutletsMl },
} as const;

/** A cutlet day far ahead that no other test works on, from the test's title and retry. */
function ownDay(): string {
  const { title, retry } = test.info();
  let hash = 0;
  for (const char of `${title} ${retry}`) hash = (hash * 31 + char.charCodeAt(0)) % 24_000;
  return addDays(todayInKerala(), 30_000 + hash);
}

/** Every weight shown on the page ('16.0 kg', '0.65 g'). */
const weightsShown = (page: Page) => page.getByText(/^\d[\d,]*(\.\d+)? (kg|g)$/);

for (const language of ['en', 'ml'] as const satisfies readonly SopLanguage[]) {
  test.describe(`in ${language === 'en' ? 'English' : 'Malayalam'}, on a 360 px phone`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('refused servings and a refused cutlet target show no stale amounts', async ({ page, staffAccount }) => {
      const { recipes, cutlets } = TEXTS[language];
      const sop = SOP_TEXTS[language];
      await useLanguage(page, language);
      await publishRecipesAsWritten(page.request);
      await signInThroughApi(page.request, staffAccount);

      await test.step('the recipe calculator: a twenty-digit or negative count shows no amounts', async () => {
        await page.goto('/recipe');
        await page.getByRole('list', { name: recipes.archive.title }).getByRole('button').first().click();
        const servings = page.getByRole('textbox', { name: recipes.servings.input });
        const mutton = page
          .getByRole('list', { name: recipes.card.ingredients })
          .getByRole('listitem')
          .first()
          .getByTestId('quantity');
        await servings.fill('40');
        await expect(mutton).toHaveText('16.0 kg');
        for (const typed of [TWENTY_DIGITS, '-5', '2.5']) {
          await servings.fill(typed);
          await expect(servings, typed).toHaveAttribute('aria-invalid', 'true');
          await expect(page.getByText(recipes.servings.hidden), typed).toBeVisible();
          await expect(mutton, typed).toHaveText('—');
          await expect(weightsShown(page), typed).toHaveCount(0);
        }
        // Taken again: the amounts of the count typed, a small batch's being the base recipe's.
        await servings.fill('7');
        await expect(mutton).toHaveText('8.0 kg');
        await expect(page.getByText(recipes.servings.small)).toBeVisible();
        await servings.fill('137');
        await expect(mutton).toHaveText('54.8 kg');
      });

      await test.step('the meat masala guide: 0 and twenty digits show no amounts', async () => {
        await page.goto('/soplocked/meatmasala');
        const servings = page.getByRole('textbox', { name: new RegExp(sop.servings.label) });
        await servings.fill('137');
        await expect(page.getByText('54.8 kg', { exact: true })).toBeVisible();
        for (const typed of ['0', TWENTY_DIGITS]) {
          await servings.fill(typed);
          await expect(servings, typed).toHaveAttribute('aria-invalid', 'true');
          await expect(page.getByText(sop.servings.hidden).first(), typed).toBeVisible();
          await expect(page.getByText('54.8 kg', { exact: true }), typed).toHaveCount(0);
          await expect(page.getByText('400.0 kg', { exact: true }), typed).toHaveCount(0);
          await expect(weightsShown(page), typed).toHaveCount(0);
        }
        // 7 servings: the calculator's small batch, the 20-serving amounts.
        await servings.fill('7');
        await expect(page.getByText('8.0 kg', { exact: true })).toBeVisible();
        await expect(page.getByText(sop.servings.hidden)).toHaveCount(0);
      });

      await test.step('the cutlet plan: a refused target shows no purchase list', async () => {
        await page.goto(`/cutlets?view=inventory&date=${ownDay()}`);
        // The day's frozen cutlets carry over from the last day another test counted some: none here.
        const frozen = page.getByLabel(cutlets.fields.frozenCutlets, { exact: true });
        await frozen.fill('0');
        await frozen.press('Enter');
        await expect(frozen).toHaveValue('0');
        const target = page.getByLabel(cutlets.fields.target, { exact: true });
        await target.fill('140');
        await target.press('Enter');
        await expect(page.getByTestId('plan-meat')).toHaveText(`5.0 ${cutlets.units.kg}`);
        for (const typed of ['0', TWENTY_DIGITS, '2.5']) {
          await target.fill(typed);
          await expect(target, typed).toHaveAttribute('aria-invalid', 'true');
          await expect(page.getByTestId('plan-hidden'), typed).toHaveText(cutlets.plan.hidden);
          await expect(page.getByTestId('plan-meat'), typed).toHaveCount(0);
          await expect(page.getByTestId('plan-verdict'), typed).toHaveCount(0);
        }
        await target.fill('84');
        await target.press('Enter');
        await expect(page.getByTestId('plan-meat')).toHaveText(`3.0 ${cutlets.units.kg}`);
      });
    });
  });
}
