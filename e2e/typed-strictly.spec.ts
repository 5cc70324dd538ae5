import type { Locator } from '@playwright/test';
import { adminBookingsEn } from '../src/shared/content/locales/admin-bookings.en.ts';
import { adminSettingsEn } from '../src/shared/content/locales/admin-settings.en.ts';
import { adminSettingsMl } from '../src/shared/content/locales/admin-settings.ml.ts';
import { validationEn } from '../src/shared/content/locales/validation.en.ts';
import { bookThroughApi, createEvent, deactivateEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

/** The problem a field announces (its aria-describedby): beside it, not somewhere on the page. */
async function problemOf(field: Locator): Promise<string | null> {
  return field.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.length > 0 ? (document.getElementById(ids.at(-1)!)?.textContent ?? null) : null;
  });
}

test('the owner’s mistyped e-mail is refused beside its field and nothing is saved', async ({
  page,
  adminAccount,
  request,
}) => {
  await page.goto('/admin?tab=settings');
  await signIn(page, adminAccount);
  const business = page.getByRole('region', { name: adminSettingsEn.business.title });
  const email = business.getByLabel(adminSettingsEn.business.contactEmail, { exact: true });
  await expect(email).toBeVisible();
  const before = await email.inputValue();
  const puts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().endsWith('/api/settings')) puts.push(sent.url());
  });

  await email.fill('notanemail');
  await business.getByRole('button', { name: adminSettingsEn.business.save }).click();
  await expect.poll(() => problemOf(email)).toBe(adminSettingsEn.businessValidation.contactEmail);
  await expect(email).toBeFocused();
  await business.locator('fieldset').first().screenshot({ path: 'test-results/settings-email-refused.png' });
  expect(puts).toEqual([]);
  // Beside the settings: the chat widget is the server's to set, and says whether it is set.
  const chat = page.getByRole('region', { name: adminSettingsEn.chatWidget.title });
  await expect(chat.getByTestId('chat-widget-state')).toHaveText(adminSettingsEn.chatWidget.off);
  await chat.screenshot({ path: 'test-results/settings-chat-widget.png' });

  // In Malayalam on a 360 px phone: the same refusal and note, nothing off the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
  await page.reload();
  const chatMl = page.getByRole('region', { name: adminSettingsMl.chatWidget.title });
  await expect(chatMl.getByTestId('chat-widget-state')).toHaveText(adminSettingsMl.chatWidget.off);
  const businessMl = page.getByRole('region', { name: adminSettingsMl.business.title });
  const emailMl = businessMl.getByLabel(adminSettingsMl.business.contactEmail, { exact: true });
  await emailMl.fill('notanemail');
  await businessMl.getByRole('button', { name: adminSettingsMl.business.save }).click();
  await expect.poll(() => problemOf(emailMl)).toBe(adminSettingsMl.businessValidation.contactEmail);
  await businessMl.locator('fieldset').first().screenshot({ path: 'test-results/settings-email-refused-ml.png' });
  await chatMl.screenshot({ path: 'test-results/settings-chat-widget-ml.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));
  expect(puts).toEqual([]);

  // The server says the same to anyone who goes around the form, and keeps what was there.
  await request.post('/api/auth/login', { data: adminAccount });
  const current = (await (await request.get('/api/settings/admin')).json()).data;
  const refused = await request.put('/api/settings', { data: { ...current, contactEmail: 'notanemail' } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ field: 'contactEmail' });
  expect((await (await request.get('/api/settings/admin')).json()).data.contactEmail).toBe(before);
  await request.post('/api/auth/logout');
});

test('a refund of 10.555 is refused in the dialog beside the amount, on a 360 px phone', async ({
  page,
  adminAccount,
  request,
}) => {
  const event = await createEvent(request, { maxOrders: 2 });
  try {
    const booking = await bookThroughApi(request, event.id, { combo: 1 }, 100_000);
    const reference: string = booking.bookingId;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin?tab=bookings');
    await signIn(page, adminAccount);
    const card = page.getByRole('article', { name: new RegExp(reference) });
    await card.getByRole('button', { name: adminBookingsEn.refunds.open }).click();
    const amount = card.getByLabel(adminBookingsEn.refunds.amount);
    const refunds: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/refund')) refunds.push(sent.url());
    });

    await amount.fill('10.555');
    await card.getByLabel(adminBookingsEn.refunds.reason).fill('One mandi arrived cold');
    await card.getByRole('button', { name: adminBookingsEn.refunds.submit }).click();
    await expect.poll(() => problemOf(amount)).toBe(validationEn.money.decimals);
    await amount.fill('1e3');
    await card.getByRole('button', { name: adminBookingsEn.refunds.submit }).click();
    await expect.poll(() => problemOf(amount)).toBe(validationEn.money.notRupees);
    await card.screenshot({ path: 'test-results/refund-amount-refused.png' });
    expect(refunds).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  } finally {
    await deactivateEvent(request, event);
  }
});
