import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminBookingsEn as bookingsText } from '../src/shared/content/locales/admin-bookings.en.ts';
import { adminOverviewEn as overviewText } from '../src/shared/content/locales/admin-overview.en.ts';
import { adminEventsEn as eventsText } from '../src/shared/content/locales/admin-events.en.ts';
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
import { deactivateEvent, SALE_DATE, type CreatedEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eACAAVMAplCTnIUAAAAAElFTkSuQmCC',
  'base64',
);

/** The figure under one of the overview's labels, as a number (rupees for revenue). */
async function overviewFigure(page: Page, label: string): Promise<number> {
  const value = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
  return Number((await value.innerText()).replace(/[^\d.]/g, ''));
}

/**
 * The owner's whole journey in one go: the owner makes a sale in the admin, a customer buys it on the
 * storefront, and the owner takes the booking through to delivered while the overview follows.
 */
test('from a new event in the admin to a delivered booking the overview counts', async ({ page, browser, request }) => {
  test.slow();
  const title = `Journey Sale ${randomBytes(3).toString('hex')}`;
  let created: CreatedEvent | null = null;
  try {
    await page.goto('/admin');
    await signIn(page, E2E_ADMIN);
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(page.locator('dl dd').first()).toBeVisible();
    const deliveredBefore = await overviewFigure(page, bookingsText.status.delivered);
    const revenueBefore = await overviewFigure(page, overviewText.revenue);

    await test.step('the owner creates an event with two items at custom prices and a picture', async () => {
      await page.getByRole('tab', { name: 'Events' }).click();
      await page.getByRole('button', { name: eventsText.list.create }).click();
      const form = page.getByRole('region', { name: eventsText.form.createTitle });
      await form.getByLabel(eventsText.form.title, { exact: true }).fill(title);
      await form.getByLabel(eventsText.form.date).fill(SALE_DATE);
      await form.getByLabel(eventsText.form.description, { exact: true }).fill('Made by the journey test.');
      await form.getByLabel(eventsText.form.maxOrders).fill('10');
      for (const name of ['Combo Pack', 'Chicken Mandi', 'Fish Mandi']) {
        await form.getByRole('checkbox', { name, exact: true }).uncheck();
      }
      await form.getByLabel(`${ITEMS.mutton.name}: ${eventsText.form.customPrice}`).fill('1200');
      await form.getByLabel(`${ITEMS.beefRibs.name}: ${eventsText.form.customPrice}`).fill('700');
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'pit.png', mimeType: 'image/png', buffer: PNG_1X1 });
      await expect(form.getByText(eventsText.form.uploaded)).toBeVisible();
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.request().method() === 'POST');
      await form.getByRole('button', { name: eventsText.form.create }).click();
      const { event } = (await (await saved).json()) as { event: { id: number } };
      created = { id: event.id, title, maxOrders: 10 };
      await expect(page.getByText(eventsText.success.created)).toBeVisible();
    });

    let reference = '';
    await test.step('a customer buys one of each on the storefront', async () => {
      const customer = await browser.newPage();
      const dialog = await openBookingDialog(customer);
      await expect(customer.locator('#events article').first().getByRole('heading', { level: 3 })).toHaveText(title);
      await increase(dialog, ITEMS.mutton.name).click();
      await increase(dialog, ITEMS.beefRibs.name).click();
      await fillCustomer(dialog);
      await expect(dialog.getByTestId('total')).toHaveText('₹1,900');
      await dialog.getByRole('button', { name: payButtonName('en', '₹1,900') }).click();
      await testCheckout(customer).getByRole('button', { name: BOOKING_TEXTS.en.checkout.pay, exact: true }).click();
      await expect(dialog.getByText(BOOKING_TEXTS.en.confirmation.success)).toBeVisible();
      reference = (await dialog.getByTestId('booking-reference').textContent())!;
      await customer.close();
    });

    await test.step('the owner finds it and moves it through confirmed and delivered', async () => {
      await page.getByRole('tab', { name: 'All Bookings' }).click();
      await page.getByLabel(bookingsText.list.search).fill(reference);
      const card = page.getByRole('article', { name: new RegExp(reference) });
      await expect(card).toContainText(title);
      await expect(card.getByTestId('booking-amount')).toHaveText('₹1,900');
      const status = card.getByLabel(bookingsText.card.changeStatus);
      await status.selectOption('confirmed');
      await expect(card.getByText(`${bookingsText.status.pending} → Confirmed`)).toBeVisible();
      await status.selectOption('delivered');
      await expect(card.getByText('Confirmed → Delivered')).toBeVisible();
    });

    await test.step('the overview’s delivered count and revenue follow', async () => {
      await page.getByRole('tab', { name: 'Overview' }).click();
      await expect.poll(() => overviewFigure(page, bookingsText.status.delivered)).toBe(deliveredBefore + 1);
      await expect.poll(() => overviewFigure(page, overviewText.revenue)).toBe(revenueBefore + 1900);
    });
  } finally {
    if (created) await deactivateEvent(request, created);
  }
});
