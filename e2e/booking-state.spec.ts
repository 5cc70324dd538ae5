import { adminBookingsEn as en } from '../src/shared/content/locales/admin-bookings.en.ts';
import { bookingEn } from '../src/shared/content/locales/booking.en.ts';
import { fillText } from '../src/shared/content/text-store.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { bookThroughApi, createEvent, deactivateEvent, setOwnerDetails } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const my = bookingEn.myBooking;

/**
 * Status follows the money: the owner changes a status in an event's bookings with no false error,
 * cancels with a refund of all that is left, cannot confirm the refunded booking again (the reason is
 * on screen and in the server's 409), and the customer's page tells the refund, not "Paid — preparing",
 * and promises no money back that has already gone back.
 */
test('the owner’s status changes follow the money, and so does the customer’s page', async ({ page, request }) => {
  test.slow();
  // Cancelling stays open until the event's day, with all of it back: the page would promise it all.
  await setOwnerDetails(request, { cancelCutoffHours: 0, fullRefundHours: 0, partRefundHours: 0 });
  const event = await createEvent(request, { maxOrders: 4 });
  try {
    const first = (await bookThroughApi(request, event.id, { combo: 1 }, 100_000)) as {
      bookingId: string;
      manageUrl: string;
    };
    const second = (await bookThroughApi(request, event.id, { combo: 1 }, 100_000)) as {
      bookingId: string;
      manageUrl: string;
    };

    await page.goto('/admin?tab=events');
    await signIn(page, E2E_ADMIN);
    const eventCard = page.locator('article').filter({ has: page.getByRole('heading', { name: event.title }) });
    await eventCard.getByRole('button', { name: 'View Bookings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Bookings for ${event.title}` })).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(first.bookingId) });
    const select = card.getByLabel(en.card.changeStatus);

    await test.step('Events → View Bookings: a status change says so, with no red error', async () => {
      await select.selectOption('confirmed');
      await expect(
        page.getByRole('status').filter({ hasText: `Booking ${first.bookingId} is now Confirmed.` }),
      ).toBeVisible();
      await expect(card.getByText(`${en.status.pending} → Confirmed`)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(en.message.updateFailed)).toHaveCount(0);
    });

    await test.step('cancelling offers a refund of all that is left, and makes it', async () => {
      await select.selectOption('cancelled');
      const dialog = page.getByRole('dialog', { name: en.cancelDialog.title });
      await expect(dialog.getByTestId('cancel-left')).toHaveText('₹1,000');
      await expect(dialog.getByLabel(en.cancelDialog.refund)).toBeChecked();
      await expect(dialog.getByLabel(en.cancelDialog.refundAmount)).toHaveValue('1000');
      await page.setViewportSize({ width: 360, height: 800 });
      await dialog.screenshot({ path: 'test-results/booking-state-cancel-dialog-360.png' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await dialog.getByRole('button', { name: en.cancelDialog.confirm }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: fillText(en.message.cancelledAndRefunded, { reference: first.bookingId, amount: '₹1,000' }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(card.locator('[data-money="refundedInFull"]')).toHaveText(new RegExp(en.money.refundedInFull));
    });

    await test.step('the refunded booking cannot be confirmed again: the select says why, the server answers 409', async () => {
      const reason = fillText(en.refusals.refundedStaysCancelled, { refunded: '₹1,000' });
      await expect(card.getByTestId('status-refusal')).toHaveText(reason);
      await expect(select.locator('option[value="confirmed"]')).toBeDisabled();
      await page.setViewportSize({ width: 360, height: 800 });
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: 'test-results/booking-state-admin-360.png' });
      await page.setViewportSize({ width: 1280, height: 800 });

      const id = await page.evaluate(async (reference) => {
        const reply = await fetch(`/api/bookings?q=${reference}`);
        return ((await reply.json()) as { data: { id: number }[] }).data[0]!.id;
      }, first.bookingId);
      const refused = await page.request.put(`/api/bookings/${id}`, {
        data: { status: 'confirmed' },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toMatchObject({
        success: false,
        code: 'adminBookings.refusals.refundedStaysCancelled',
        error: reason,
      });
    });

    await test.step('a booking that stays confirmed is refunded in full from its Refund form', async () => {
      const other = page.getByRole('article', { name: new RegExp(second.bookingId) });
      await other.getByLabel(en.card.changeStatus).selectOption('confirmed');
      await expect(
        page.getByRole('status').filter({ hasText: `Booking ${second.bookingId} is now Confirmed.` }),
      ).toBeVisible();
      await other.getByRole('button', { name: en.refunds.open }).click();
      await other.getByLabel(en.refunds.reason).fill('Kitchen ran out of mutton');
      await other.getByRole('button', { name: en.refunds.submit }).click();
      await expect(other.locator('[data-money="refundedInFull"]')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    await test.step('the customer’s page after a full refund: the refund, not “Paid — preparing”, no promise', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(second.manageUrl);
      const status = page.getByTestId('my-booking-status');
      await expect(status).toContainText(fillText(my.statuses.refundedInFull, { amount: '₹1,000' }));
      await expect(status).not.toContainText(my.statuses.pending);
      await expect(page.getByTestId('my-booking-money')).toHaveText(
        fillText(my.money.refundedInFull, { paid: '₹1,000' }),
      );
      await expect(page.getByTestId('cancel-refund')).toHaveText(
        fillText(my.cancel.refundNothingLeft, { refunded: '₹1,000' }),
      );
      await expect(page.getByText(fillText(my.cancel.refundAll, { amount: '₹1,000' }))).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.screenshot({ path: 'test-results/booking-state-refunded-360.png', fullPage: true });

      await page.goto(first.manageUrl);
      await expect(status).toContainText(my.statuses.cancelled);
      await expect(page.getByTestId('cancelled-by')).toHaveText(my.money.cancelledByUs);
      await expect(page.getByTestId('my-booking-money')).toHaveText(
        fillText(my.money.refundedInFull, { paid: '₹1,000' }),
      );
      await expect(page.getByText(my.statuses.pending)).toHaveCount(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: 'test-results/booking-state-cancelled-desktop.png', fullPage: true });
    });
  } finally {
    await deactivateEvent(request, event);
  }
});
