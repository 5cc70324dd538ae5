import type { Page } from '@playwright/test';
import { adminBookingsEn as en } from '../src/shared/content/locales/admin-bookings.en.ts';
import { adminOverviewEn as overview } from '../src/shared/content/locales/admin-overview.en.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { bookThroughApi, createEvent, deactivateEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

// One combo (₹1,000) and one 2 Piece Mutton Mandi (₹1,400), no coupon.
const ITEMS = { combo: 1, 'beef-2pc': 1 };
const AMOUNT_PAISE = 240_000;

/** The figure under a label of the overview's counts, e.g. "Delivered" → "4". */
function figure(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
}

async function overviewFigures(page: Page) {
  const number = async (label: string) =>
    Number((await figure(page, label).innerText({ timeout: 10_000 })).replace(/[^\d.]/g, ''));
  await expect(figure(page, overview.total)).toBeVisible();
  return {
    total: await number(overview.total),
    delivered: await number(en.status.delivered),
    revenuePaise: Math.round((await number(overview.revenue)) * 100),
  };
}

function rupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0 })}`;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the owner finds a new booking, moves it to delivered, and sees it in the overview and the event’s bookings', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/admin');
  await signIn(page, E2E_ADMIN);
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  const before = await overviewFigures(page);

  const event = await createEvent(request, { maxOrders: 5 });
  try {
    const booking = (await bookThroughApi(request, event.id, ITEMS, AMOUNT_PAISE)) as { bookingId: string };
    const reference = booking.bookingId;

    await test.step('the overview counts the new booking without a reload', async () => {
      await expect(figure(page, overview.total)).toHaveText(String(before.total + 1));
      await expect(figure(page, overview.revenue)).toHaveText(rupees(before.revenuePaise + AMOUNT_PAISE));
      const recent = page.getByRole('region', { name: overview.recentBookings });
      await expect(recent.locator(`[data-booking="${reference}"]`)).toContainText(en.status.pending);
      const chart = page.getByRole('region', { name: overview.chart.title });
      await expect(chart.locator(`[data-event-id="${event.id}"]`)).toContainText(rupees(AMOUNT_PAISE));
      await expect(chart.locator(`[data-event-id="${event.id}"]`)).toContainText('2 of 5 slots');
    });

    const card = page.getByRole('article', { name: new RegExp(reference) });
    await test.step('All Bookings finds it by its reference', async () => {
      await page.getByRole('button', { name: overview.viewAll }).click();
      await expect(page.getByRole('tab', { name: 'All Bookings', selected: true })).toBeVisible();
      await page.getByLabel(en.list.search).fill(reference);
      await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
      await expect(card).toContainText(event.title);
      await expect(card).toContainText('1 × Combo Pack');
      await expect(card.getByTestId('booking-amount')).toHaveText(rupees(AMOUNT_PAISE));
    });

    await test.step('the dropdown moves it to confirmed, then delivered, and its history says who and when', async () => {
      const select = card.getByLabel(en.card.changeStatus);
      await select.selectOption('confirmed');
      await expect(
        page.getByRole('status').filter({ hasText: `Booking ${reference} is now Confirmed.` }),
      ).toBeVisible();
      await expect(card.getByText(`${en.status.pending} → Confirmed`)).toBeVisible();

      await select.selectOption('delivered');
      await expect(
        page.getByRole('status').filter({ hasText: `Booking ${reference} is now Delivered.` }),
      ).toBeVisible();
      const history = card.getByRole('listitem').filter({ hasText: '→' });
      await expect(history).toHaveCount(2);
      await expect(history.nth(0)).toContainText(`${en.status.pending} → Confirmed`);
      await expect(history.nth(1)).toContainText('Confirmed → Delivered');
      await expect(history.nth(1)).toContainText(`by ${E2E_ADMIN.username}`);
      await expect(history.nth(1)).toContainText(String(new Date().getFullYear()));
      await expect(select).toHaveValue('delivered');
    });

    await test.step('the CSV export link carries the filters and downloads that booking', async () => {
      const exportLink = page.getByRole('link', { name: en.list.exportCsv });
      await expect(exportLink).toHaveAttribute('href', `/api/bookings/export?q=${reference}`);
      await page.getByRole('group', { name: en.list.statusFilter }).getByRole('button', { name: 'Delivered' }).click();
      await page.getByLabel(en.list.eventFilter).selectOption(String(event.id));
      await expect(card).toBeVisible();
      const href = `/api/bookings/export?status=delivered&eventId=${event.id}&q=${reference}`;
      await expect(exportLink).toHaveAttribute('href', href);
      const csv = await page.request.get(href);
      expect(csv.headers()['content-type']).toContain('text/csv');
      const lines = (await csv.text()).trim().split(/\r?\n/);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(reference);
      expect(lines[1]).toContain(en.status.delivered);
    });

    await test.step('the overview counts it as delivered, and its revenue still includes it', async () => {
      await page.getByRole('tab', { name: 'Overview' }).click();
      await expect(figure(page, en.status.delivered)).toHaveText(String(before.delivered + 1));
      await expect(figure(page, overview.revenue)).toHaveText(rupees(before.revenuePaise + AMOUNT_PAISE));
      await expect(
        page.getByRole('region', { name: overview.recentBookings }).locator(`[data-booking="${reference}"]`),
      ).toContainText('Delivered');
    });

    await test.step('the event’s bookings view shows it, with a way back to Events', async () => {
      await page.goto(`/admin?tab=events&eventBookings=${event.id}`);
      await expect(page.getByRole('heading', { level: 2, name: `Bookings for ${event.title}` })).toBeVisible();
      await expect(card).toBeVisible();
      await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
      await page.getByRole('button', { name: en.eventView.backToEvents }).click();
      await expect(page).toHaveURL(/\?tab=events$/);
    });

    await test.step('on a 360 px phone nothing scrolls sideways, in English or Malayalam', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const language of ['en', 'ml'] as const) {
        await page.evaluate((lang) => localStorage.setItem('mandi.language', lang), language);
        for (const url of [
          '/admin',
          `/admin?tab=bookings&q=${reference}`,
          `/admin?tab=events&eventBookings=${event.id}`,
        ]) {
          await page.goto(url);
          await expect(page.locator('#admin-panel h2').first()).toBeVisible();
          await expect(page.locator('[role="status"][aria-live]')).toHaveCount(0);
          expect(await horizontalOverflow(page), `${url} in ${language}`).toBeLessThanOrEqual(0);
        }
      }
      await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));
    });
  } finally {
    await deactivateEvent(request, event);
  }
});
