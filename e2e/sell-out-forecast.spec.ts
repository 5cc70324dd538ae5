import type { Page } from '@playwright/test';
import { ownerForecastEn } from '../src/shared/content/locales/owner-forecast.en.ts';
import { ownerForecastMl } from '../src/shared/content/locales/owner-forecast.ml.ts';
import { fillText } from '../src/shared/content/text-store.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { bookThroughApi, createEvent, deactivateEvent, type CreatedEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const en = ownerForecastEn;
const ml = ownerForecastMl;
/** Text with its numbers left open: the forecast's figures depend on the day the server started. */
const shaped = (template: string) =>
  new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+'));

async function openForecast(page: Page, title: string) {
  const card = page.getByRole('article', { name: title });
  await card.getByTestId('forecast').locator('summary').first().click();
  return card.getByTestId('forecast');
}

test('the owner reads a sale’s sell-out forecast, with how far off it was on past events, in English and Malayalam at 360 px', async ({
  page,
  request,
}) => {
  let event: CreatedEvent | null = null;
  try {
    event = await createEvent(request, { maxOrders: 40 });
    await page.goto('/admin?tab=events');
    await signIn(page, E2E_ADMIN);

    // A sale that has sold nothing yet: no forecast, and the reason in words.
    let forecast = await openForecast(page, event.title);
    await expect(forecast).toContainText(fillText(en.tooLittle.fewUnitsSoFar, { min: 5, units: 0 }));
    await expect(forecast).toContainText(shaped(en.pastError));

    for (let n = 0; n < 3; n += 1) await bookThroughApi(request, event.id, { combo: 2 }, 200000);
    await page.reload();
    forecast = await openForecast(page, event.title);
    await expect(forecast).toContainText(shaped(en.sellOutAt));
    await expect(forecast).toContainText(shaped(en.range));
    await forecast.getByText(shaped(en.pastError)).click();
    await expect(forecast).toContainText(en.basis.backtest);
    await page.screenshot({ path: test.info().outputPath('forecast-en.png'), fullPage: false });

    await page.setViewportSize({ width: 360, height: 800 });
    await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
    await page.reload();
    forecast = await openForecast(page, event.title);
    await expect(forecast).toContainText(shaped(ml.sellOutAt));
    await forecast.getByText(shaped(ml.pastError)).click();
    await forecast.getByText(ml.basis.show).click();
    await expect(forecast).toContainText(shaped(ml.basis.compared));
    await forecast.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await forecast.screenshot({ path: test.info().outputPath('forecast-ml-360.png') });
  } finally {
    if (event) await deactivateEvent(request, event);
  }
});
