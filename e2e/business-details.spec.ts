import { adminEn } from '../src/shared/content/locales/admin.en.ts';
import { adminSettingsEn } from '../src/shared/content/locales/admin-settings.en.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '../src/shared/content/business-defaults.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { OWNER_DETAILS } from './fixtures/events.ts';
import { startFreshServer } from './fixtures/fresh-server.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const PLACEHOLDERS = [
  DEFAULT_BUSINESS_SETTINGS.contactEmail,
  DEFAULT_BUSINESS_SETTINGS.phone,
  DEFAULT_BUSINESS_SETTINGS.registrationNumber,
  DEFAULT_BUSINESS_SETTINGS.sellerWhatsApp,
];

test('a fresh install shows customers no example contact until the owner sets the real ones', async ({ page }) => {
  const server = await startFreshServer();
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const language of ['en', 'ml']) {
      await page.goto(`${server.url}/`);
      await page.evaluate((chosen) => localStorage.setItem('mandi.language', chosen), language);
      await page.reload();
      // The page has taken the language (and remembered it) before the device's choice is changed below.
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('#contact')).toBeVisible();
      await expect(page.locator('#events article').first()).toBeVisible();
      const html = await page.content();
      for (const placeholder of PLACEHOLDERS) expect(html).not.toContain(placeholder);
      await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
    }
    await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));

    await page.goto(`${server.url}/admin`);
    await signIn(page, E2E_ADMIN);
    const reminder = page.getByRole('status').filter({ hasText: adminEn.placeholders.title });
    await expect(reminder).toBeVisible();
    await reminder.getByRole('button', { name: adminEn.placeholders.action }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(adminEn.tabs.settings);

    const business = page.getByRole('region', { name: adminSettingsEn.business.title });
    const texts = adminSettingsEn.business;
    await business.getByLabel(texts.phone, { exact: true }).fill(OWNER_DETAILS.phone);
    await business.getByLabel(texts.sellerWhatsApp, { exact: true }).fill(OWNER_DETAILS.sellerWhatsApp);
    await business.getByLabel(texts.contactEmail, { exact: true }).fill(OWNER_DETAILS.contactEmail);
    await business.getByLabel(texts.registrationNumber, { exact: true }).fill(OWNER_DETAILS.registrationNumber);
    await business.getByRole('button', { name: texts.save }).click();
    await expect(business.getByText(texts.saved)).toBeVisible();
    await expect(reminder).toHaveCount(0);

    await page.goto(`${server.url}/`);
    await expect(page.locator('#contact')).toContainText(OWNER_DETAILS.contactEmail);
    await expect(page.locator('#contact')).toContainText(OWNER_DETAILS.phone);
    await expect(page.locator(`a[href^="https://wa.me/${OWNER_DETAILS.sellerWhatsApp}"]`).first()).toBeVisible();
  } finally {
    await server.stop();
  }
});
