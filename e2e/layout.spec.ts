import type { Page } from '@playwright/test';
import { adminEn } from '../src/shared/content/locales/admin.en.ts';
import { adminMl } from '../src/shared/content/locales/admin.ml.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const TABS = ['overview', 'bookings', 'events', 'settings'] as const;

for (const [language, texts] of [
  ['en', adminEn],
  ['ml', adminMl],
] as const) {
  test(`all four admin tabs are in sight and work at 360 px (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin');
    await signIn(page, E2E_ADMIN);
    await expect(page.getByRole('tablist')).toBeVisible();
    await page.evaluate((chosen) => localStorage.setItem('mandi.language', chosen), language);
    await page.reload();
    for (const tab of TABS) {
      const button = page.getByRole('tab', { name: texts.tabs[tab] });
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.height).toBeGreaterThanOrEqual(48);
    }
    for (const tab of [...TABS].reverse()) {
      await page.getByRole('tab', { name: texts.tabs[tab] }).click();
      await expect(page.getByRole('tab', { selected: true })).toHaveText(texts.tabs[tab]);
      await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
    }
  });
}

/** Headings and controls under the floating Reserve button while it shows. */
async function coveredByReserveButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = [...document.querySelectorAll('button')].find(
      (button) => getComputedStyle(button).position === 'fixed',
    );
    if (!floating || floating.getAttribute('aria-hidden') === 'true') return [];
    const area = floating.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('h1, h2, h3, a[href], button, input')]
      .filter((element) => element !== floating && !floating.contains(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left < area.right &&
          area.left < box.right &&
          box.top < area.bottom &&
          area.top < box.bottom
        );
      })
      .map((element) => `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`);
  });
}

for (const [width, language] of [
  [360, 'en'],
  [360, 'ml'],
  [1280, 'en'],
] as const) {
  test(`the floating Reserve button never covers a heading or a control (${width} px, ${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto('/');
    await page.evaluate((chosen) => localStorage.setItem('mandi.language', chosen), language);
    await page.reload();
    await expect(page.locator('#events article').first()).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    let shownAtSomePoint = false;
    for (let y = 0; y <= height; y += 120) {
      // Scrolled, and the frame after the scroll drawn: the button shows or hides on scroll.
      await page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.scrollTo(0, top);
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
        y,
      );
      expect(await coveredByReserveButton(page), `scrolled to ${y}`).toEqual([]);
      shownAtSomePoint ||= await page.evaluate(() =>
        [...document.querySelectorAll('button')].some(
          (button) => getComputedStyle(button).position === 'fixed' && button.getAttribute('aria-hidden') !== 'true',
        ),
      );
    }
    expect(shownAtSomePoint).toBe(true);
  });
}
