import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminOverviewEn as en } from '../src/shared/content/locales/admin-overview.en.ts';
import { adminOverviewMl as ml } from '../src/shared/content/locales/admin-overview.ml.ts';
import { bookingEn } from '../src/shared/content/locales/booking.en.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { fillCustomer, increase, ITEMS, openBookingDialog, payButtonName, testCheckout } from './fixtures/booking.ts';
import { createEvent, deactivateEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const COMBO = '₹1,000';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function adminOverview(page: Page) {
  await page.goto('/admin');
  await signIn(page, E2E_ADMIN);
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  return page.getByTestId('payments-check');
}

test('a customer pays and closes the page before the booking is saved; the owner’s payments check books it', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const event = await createEvent(request, { maxOrders: 5 });
  const customer = {
    name: `Lost Page ${randomBytes(2).toString('hex')}`,
    phone: '9847055501',
    address: '3 Market Road, Thrissur',
    pincode: '680001',
  };
  try {
    await test.step('the customer pays at the test checkout and the page closes before the booking is saved', async () => {
      const dialog = await openBookingDialog(page);
      await increase(dialog, ITEMS.combo.name).click();
      await fillCustomer(dialog, 'en', customer);
      await dialog.getByRole('button', { name: payButtonName('en', COMBO) }).click();
      const checkout = testCheckout(page);
      await expect(checkout).toBeVisible();
      // The gateway has taken the money; the browser's save of the booking is the next call. The
      // customer closes the page right then: that call never reaches the server.
      const saving = new Promise<void>(
        (resolve) =>
          void page.route('**/api/bookings', async () => {
            resolve();
            await page.close();
          }),
      );
      const paid = page.waitForResponse('**/api/test-gateway/pay');
      await checkout.getByRole('button', { name: bookingEn.checkout.pay, exact: true }).click();
      expect((await paid).status()).toBe(200);
      await saving;
    });

    const admin = await context.newPage();
    const panel = await adminOverview(admin);
    await test.step('the owner checks payments now and sees the booking', async () => {
      await panel.getByRole('button', { name: en.payments.runNow }).click();
      await expect(panel.getByText(/^Checked: \d+ paid orders? booked\.$/)).toBeVisible();
      await expect(panel.getByTestId('last-pass')).toContainText('Last checked');
      const recent = admin.getByRole('region', { name: en.recentBookings });
      await expect(recent.getByText(`${customer.name} · ${event.title}`)).toBeVisible();
      await expect(recent.locator('li', { hasText: customer.name })).toContainText(COMBO);
    });
  } finally {
    await deactivateEvent(request, event);
  }
});

test('a payment of another amount than its order is shown without booking and refunded once', async ({
  page,
  request,
}) => {
  test.slow();
  const event = await createEvent(request, { maxOrders: 5 });
  try {
    const order = await request.post('/api/razorpay/create-order', {
      data: {
        eventId: event.id,
        items: { combo: 1 },
        amount: 100_000,
        currency: 'INR',
        receipt: `e2e${randomBytes(8).toString('hex')}`,
        name: 'Odd Amount',
        phone: '9847055502',
        address: '5 Beach Road, Kozhikode',
        pincode: '673001',
        coupon: null,
        location: null,
      },
    });
    expect(order.status(), await order.text()).toBe(200);
    const { orderId } = await order.json();
    const pay = await request.post('/api/test-gateway/pay', { data: { orderId, amount: 45_050 } });
    expect(pay.status(), await pay.text()).toBe(200);
    const paymentId = (await pay.json()).razorpay_payment_id as string;

    const panel = await adminOverview(page);
    await panel.getByRole('button', { name: en.payments.runNow }).click();
    const row = panel.locator(`[data-payment="${paymentId}"]`);
    await expect(row).toContainText('₹450.50');
    await expect(row).toContainText('9847055502');
    await expect(row).toContainText(en.payments.reasons['amount-differs']);

    await test.step('on a 360 px phone and a desktop, in English and Malayalam, nothing scrolls sideways', async () => {
      for (const language of ['en', 'ml'] as const) {
        await page.evaluate((lang) => localStorage.setItem('mandi.language', lang), language);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.reload();
          const title = language === 'en' ? en.payments.title : ml.payments.title;
          await expect(page.getByRole('heading', { name: title })).toBeVisible();
          await expect(page.locator(`[data-payment="${paymentId}"]`)).toBeVisible();
          expect(await horizontalOverflow(page), `${width} px in ${language}`).toBeLessThanOrEqual(0);
          await page
            .getByTestId('payments-check')
            .screenshot({ path: test.info().outputPath(`payments-${language}-${width}.png`) });
        }
      }
      await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));
      await page.reload();
    });

    await test.step('the owner refunds it; asked again, the server refunds nothing more', async () => {
      await row.getByRole('button', { name: 'Refund ₹450.50' }).click();
      const dialog = page.getByRole('dialog', { name: en.payments.refundDialog.title });
      await expect(dialog).toContainText('₹450.50');
      await dialog.getByRole('button', { name: en.payments.refundDialog.confirm }).click();
      await expect(row).toContainText('Refunded');
      await expect(row.getByRole('button')).toHaveCount(0);
      const id = (
        (await (await page.request.get('/api/payments/reconciliation')).json()) as {
          unbooked: { id: number; paymentId: string; refundedAt: string }[];
        }
      ).unbooked.find((p) => p.paymentId === paymentId)!;
      const again = await page.request.post(`/api/payments/unbooked/${id.id}/refund`, { data: {} });
      expect(again.status()).toBe(200);
      expect((await again.json()).payment.refundedAt).toBe(id.refundedAt);
    });
  } finally {
    await deactivateEvent(request, event);
  }
});
