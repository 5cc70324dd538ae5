import {
  BOOKING_TEXTS,
  businessSettings,
  CUSTOMER,
  fillCustomer,
  increase,
  ITEMS,
  openBookingDialog,
  payButtonName,
  testCheckout,
  type Language,
} from './fixtures/booking.ts';
import { setOwnerDetails } from './fixtures/events.ts';
import type { Page } from '@playwright/test';
import { adminBookingsEn } from '../src/shared/content/locales/admin-bookings.en.ts';
import { expect, signIn, test } from './fixtures/test.ts';
import { fillText } from '../src/shared/content/text-store.ts';

const ADMIN_MAIL = adminBookingsEn.mail;

/** Books one Combo Pack in `language` through the test checkout; answers the confirmation's reference. */
async function bookCombo(page: Page, language: Language, email = '') {
  const texts = BOOKING_TEXTS[language];
  const dialog = await openBookingDialog(page, language);
  await increase(dialog, language === 'ml' ? ITEMS.combo.nameMl : ITEMS.combo.name, language).click();
  await fillCustomer(dialog, language);
  const pay = dialog.getByRole('button', { name: payButtonName(language, '₹1,000') });
  if (email) {
    // A mistyped address is shown next to its field and nothing is sent.
    await dialog.getByLabel(texts.email, { exact: true }).fill('anjali at example');
    await pay.click();
    await expect(dialog.getByText(texts.validation.emailInvalid)).toBeVisible();
    await dialog.getByLabel(texts.email, { exact: true }).fill(email);
  }
  const order = page.waitForRequest('**/api/razorpay/create-order');
  await pay.click();
  expect((await order).postDataJSON()).toMatchObject({ language, email: email || null });
  await testCheckout(page, language).getByRole('button', { name: texts.checkout.pay, exact: true }).click();
  await expect(dialog.getByText(texts.confirmation.success)).toBeVisible();
  return { dialog, reference: (await dialog.getByTestId('booking-reference').textContent())! };
}

test('after paying, the confirmation opens the private booking page, which opens again from its link alone', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await setOwnerDetails(request);
  const en = BOOKING_TEXTS.en.myBooking;
  const { dialog, reference } = await bookCombo(page, 'en', 'anjali@example.com');
  const link = dialog.getByRole('link', { name: en.openPage });
  const path = (await link.getAttribute('href'))!;
  expect(path).toMatch(/^\/booking\/[A-Za-z0-9_-]{32}$/);
  expect(path).not.toContain(reference);
  await link.click();

  // Once open, the page's address names the language it shows, so that a reload shows it again.
  await expect(page).toHaveURL(`${path}?language=en`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByTestId('my-booking-status')).toContainText(en.statuses.pending);
  await expect(page.getByTestId('total')).toHaveText('₹1,000');
  await expect(page.getByText(CUSTOMER.address, { exact: false })).toBeVisible();
  const { sellerWhatsApp } = await businessSettings(page);
  const chat = new URL((await page.getByRole('link', { name: en.whatsApp }).getAttribute('href'))!);
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/${sellerWhatsApp}`);
  expect(chat.searchParams.get('text')).toContain(reference);

  // Another phone, no cookies, no account: the link alone opens it.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto(path);
  await expect(other.getByTestId('booking-reference')).toHaveText(reference);
  await elsewhere.close();
});

test('the booking page in Malayalam on a 360 px phone, and a link that opens nothing', async ({ page, request }) => {
  await setOwnerDetails(request);
  await page.setViewportSize({ width: 360, height: 740 });
  const ml = BOOKING_TEXTS.ml.myBooking;
  const { dialog, reference } = await bookCombo(page, 'ml');
  await dialog.getByRole('link', { name: ml.openPage }).click();

  await expect(page.getByRole('heading', { level: 1, name: ml.title })).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  await expect(page.getByTestId('my-booking-status')).toContainText(ml.statuses.pending);
  await expect(page.getByRole('link', { name: ml.whatsApp })).toBeVisible();
  for (const target of await page.getByRole('link').all()) {
    const box = await target.boundingBox();
    if (box) expect(box.height, await target.innerText()).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/my-booking-ml-360.png', fullPage: true });

  await page.goto(`/booking/${'A'.repeat(32)}`);
  await expect(page.getByRole('alert')).toContainText(ml.notFound);
  await expect(page.getByRole('link', { name: ml.backHome })).toHaveAttribute('href', '/');
});

test('the admin sees the confirmation mail waiting, and why: no SMTP_URL on this server', async ({
  page,
  request,
  adminAccount,
}) => {
  await setOwnerDetails(request);
  const { reference } = await bookCombo(page, 'en', 'mail-wait@example.com');
  await page.goto('/admin?tab=bookings');
  await signIn(page, adminAccount);
  const mail = page.getByRole('region', { name: 'Confirmation mail' });
  await expect(mail.getByRole('status')).toHaveText(ADMIN_MAIL.off);
  await expect(mail.getByTestId('mail-counts')).toContainText(/Waiting: [1-9]/);
  await mail.getByText(/^The newest \d+ mails$/).click();
  await expect(mail.getByRole('listitem').filter({ hasText: reference })).toContainText('mail-wait@example.com');
});

test('the customer cancels before the cutoff: the slots are back on sale, the refund is asked, the admin sees both', async ({
  page,
  request,
  adminAccount,
}) => {
  // Every refund in full until the event's day begins, whichever sale the storefront offers first.
  await setOwnerDetails(request, { cancelCutoffHours: 0, fullRefundHours: 0, partRefundHours: 0 });
  const en = BOOKING_TEXTS.en.myBooking;
  const { dialog, reference } = await bookCombo(page, 'en');
  await dialog.getByRole('link', { name: en.openPage }).click();
  await expect(page.getByTestId('booking-reference')).toHaveText(reference);
  const token = page.url().split('/booking/')[1]!;
  const { booking } = (await (await request.get(`/api/my-booking/${token}`)).json()) as {
    booking: { event: { id: number }; items: { quantity: number }[] };
  };
  const eventId = booking.event.id;
  const units = booking.items.reduce((sum, line) => sum + line.quantity, 0);
  const slots = async () =>
    (await (await request.get(`/api/available-slots?eventId=${eventId}`)).json()).availableSlots as number;
  const before = await slots();

  await expect(page.getByTestId('cancel-refund')).toHaveText(fillText(en.cancel.refundAll, { amount: '₹1,000' }));
  await page.getByRole('button', { name: en.cancel.button }).click();
  const ask = page.getByRole('dialog', { name: en.cancel.confirmTitle });
  await expect(ask).toContainText(en.cancel.confirmText);
  await ask.getByRole('button', { name: en.cancel.confirm }).click();

  await expect(page.getByTestId('my-booking-status')).toContainText(en.statuses.cancelled);
  await expect(page.getByTestId('cancelled-note')).toHaveText(en.cancel.done);
  await expect(page.getByTestId('refund-line')).toHaveText(
    new RegExp(
      `^(${fillText(en.refunds.requested, { amount: '₹1,000' })}|${fillText(en.refunds.pending, { amount: '₹1,000' })})$`,
    ),
  );
  await expect(page.getByRole('button', { name: en.cancel.button })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/my-booking-cancelled.png', fullPage: true });
  // The booking's slots are on sale again at once.
  expect(await slots()).toBe(before + units);

  await page.goto('/admin?tab=bookings');
  await signIn(page, adminAccount);
  const card = page.getByRole('article', { name: new RegExp(reference) });
  await expect(card.getByTestId('booking-refunds')).toContainText('by customer');
  await expect(card.getByTestId('booking-refunds')).toContainText(
    fillText(adminBookingsEn.refunds.summary, { refunded: '₹1,000', paid: '₹1,000' }),
  );
  await card.screenshot({ path: 'test-results/admin-booking-refunded.png' });
});
