import type { Page } from '@playwright/test';
import { ownerMarginEn as en } from '../src/shared/content/locales/owner-margin.en.ts';
import { ownerMarginMl as ml } from '../src/shared/content/locales/owner-margin.ml.ts';
import { signedRupees } from '../src/web/features/admin/margins/model/money-text.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import {
  BOOKING_TEXTS,
  fillCustomer,
  increase,
  ITEMS,
  openBookingDialog,
  payButtonName,
  testCheckout,
} from './fixtures/booking.ts';
import { createEvent, deactivateEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const rupeesOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(`${testId}-value`).innerText()).replace(/[^\d.]/g, ''));

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the owner reads an event’s margin, a customer pays for a booking, and the margin follows without a reload', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const event = await createEvent(request, { maxOrders: 6 });
  try {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/admin');
    await signIn(page, E2E_ADMIN);

    await test.step('the overview lists the event’s margin; a tap opens it', async () => {
      const row = page.locator(`[data-testid="margin-row"][data-event="${event.id}"]`);
      await expect(row).toContainText(event.title);
      await row.getByRole('button').click();
      await expect(page.getByRole('heading', { name: event.title })).toBeVisible();
      await expect(page.getByTestId('margin-revenue-value')).toHaveText('₹0');
      await expect(page.getByTestId('margin-plates-value')).toHaveText('0');
      await expect(page.getByText(en.rounding)).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    await test.step('the owner enters the wood, saved for this event', async () => {
      await page.getByRole('button', { name: en.costs.add }).click();
      const line = page.getByTestId('cost-line').last();
      await line.getByLabel(en.costs.label).fill('Wood');
      await line.getByLabel(en.costs.amount).fill('1500');
      await page.getByRole('button', { name: en.costs.save }).click();
      await expect(page.getByText(en.costs.saved)).toBeVisible();
      await expect(page.getByTestId('margin-other-value')).toHaveText('− ₹1,500');
      await expect(page.getByTestId('margin-total-value')).toHaveText('− ₹1,500');
    });

    const customer = await browser.newContext();
    try {
      await test.step('a customer books one combo through the storefront and pays with the test gateway', async () => {
        const shop = await customer.newPage();
        const dialog = await openBookingDialog(shop);
        await expect(dialog).toContainText(event.title);
        await increase(dialog, ITEMS.combo.name).click();
        await fillCustomer(dialog);
        await dialog.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
        await testCheckout(shop).getByRole('button', { name: BOOKING_TEXTS.en.checkout.pay, exact: true }).click();
        await expect(dialog.getByText(BOOKING_TEXTS.en.confirmation.success)).toBeVisible();
      });
    } finally {
      await customer.close();
    }

    await test.step('the owner’s open margin takes the booking in, and each figure says what it is made of', async () => {
      await expect(page.getByTestId('margin-revenue-value')).toHaveText('₹1,000', { timeout: 20_000 });
      await expect(page.getByTestId('margin-plates-value')).toHaveText('2');
      // ₹1,000 paid: 2 % fee ₹20 and 18 % GST on it ₹3.60.
      await expect(page.getByTestId('margin-fees-value')).toHaveText('− ₹23.60');
      const foodPaise = Math.round((await rupeesOf(page, 'margin-food')) * 100);
      await expect(page.getByTestId('margin-total-value')).toHaveText(
        signedRupees(100_000 - 2_360 - foodPaise - 150_000),
      );
      await page.getByTestId('margin-fees').locator('summary').click();
      await expect(page.getByTestId('margin-fees')).toContainText('2 % of the one payment = ₹20');
      await page.getByTestId('margin-plates').locator('summary').click();
      await expect(page.getByTestId('margin-plates')).toContainText(
        '1 order booked (cancelled ones not counted) × 2 people per order',
      );
      await expect(page.getByTestId('margin-sold-out')).toContainText(en.ifSoldOut);
    });

    await test.step('in Malayalam, the same figures in the owner’s words', async () => {
      await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
      await page.reload();
      await expect(page.getByText(ml.rounding)).toBeVisible();
      await expect(page.getByTestId('margin-revenue-value')).toHaveText('₹1,000');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));
    });
  } finally {
    await deactivateEvent(request, event);
  }
});
