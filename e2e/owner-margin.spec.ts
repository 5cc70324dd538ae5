import type { Page } from '@playwright/test';
import { ownerMarginEn as en } from '../src/shared/content/locales/owner-margin.en.ts';
import { ownerMarginMl as ml } from '../src/shared/content/locales/owner-margin.ml.ts';
import { inventoryEn } from '../src/shared/content/locales/inventory.en.ts';
import { inventoryMl } from '../src/shared/content/locales/inventory.ml.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
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
import { createDiaryEvent, secondCook, type Cook } from './fixtures/kitchen.ts';
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
  baseURL,
  staffAccount,
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

    let cook: Cook | null = null;
    let diaryId: number | null = null;
    const charcoal = { id: 0, name: `E2E Charcoal ${event.title.slice(-6)}` };
    try {
      await test.step('on the event’s day the cook records what was used; the owner’s food cost is what was recorded', async () => {
        const usage = inventoryEn.usage;
        cook = await secondCook(browser, baseURL, staffAccount);
        const kitchen = cook.page;
        diaryId = (await createDiaryEvent(cook.context.request, { date: todayInKerala(), salesEventId: event.id })).id;
        const added = await cook.context.request.post('/api/inventory/items', {
          data: {
            name: charcoal.name,
            category: 'Others',
            quantity: 10,
            unit: 'kg',
            currentPrice: 50,
            minQuantity: null,
          },
        });
        expect(added.status(), await added.text()).toBe(201);
        charcoal.id = (await added.json()).data.id;
        await kitchen.setViewportSize({ width: 360, height: 780 });
        await kitchen.goto(`/roadmap?tab=inventory&view=needs&needs=${diaryId}`);
        const section = kitchen.getByTestId('usage-section');
        await section.getByRole('button', { name: usage.open }).click();
        const rows = section.getByTestId('usage-row');
        await expect(rows.first()).toBeVisible();
        // The first needed item: the cook used 1 of it, whatever the recipes said.
        await rows.first().getByRole('textbox').fill('1');
        // And the charcoal, which no recipe names, added by hand: 2 kg at ₹50.
        await section.getByLabel(usage.add).selectOption({ label: charcoal.name });
        await section.getByRole('button', { name: usage.addButton }).click();
        await section.getByLabel(`${charcoal.name}: used (kg)`).fill('2');
        for (const control of [section.getByRole('button', { name: usage.save }), rows.first().getByRole('button')]) {
          const box = (await control.boundingBox())!;
          expect(box.height).toBeGreaterThanOrEqual(48);
        }
        expect(await horizontalOverflow(kitchen)).toBeLessThanOrEqual(0);
        await section.screenshot({ path: 'test-results/usage-form-360.png' });
        await section.getByRole('button', { name: usage.save }).click();
        await expect(section.getByText(usage.saved)).toBeVisible();
        await expect(section.getByTestId('usage-recorded')).toContainText(staffAccount.username);

        // Another tablet saves a correction while this one corrects from the record it read: this one's
        // save is refused and shows both; the cook keeps theirs, saved again from the other tablet's.
        await section.getByRole('button', { name: usage.correct }).click();
        const read = (await (await page.request.get(`/api/inventory/usage/${diaryId}`)).json()).data as {
          version: number;
          lines: { itemId: number; quantity: number }[];
        };
        const first = await page.request.put(`/api/inventory/usage/${diaryId}`, {
          data: {
            version: read.version,
            lines: read.lines.map(({ itemId, quantity }) => ({
              itemId,
              quantity: itemId === charcoal.id ? 3 : quantity,
            })),
          },
        });
        expect(first.status(), await first.text()).toBe(200);
        await section.getByRole('button', { name: usage.save }).click();
        const conflict = section.getByTestId('conflict');
        await expect(conflict).toBeVisible();
        await expect(conflict.getByTestId(`mine-${charcoal.id}`)).toHaveText('2.00 kg');
        await expect(conflict.getByTestId(`saved-${charcoal.id}`)).toHaveText('3.00 kg');
        expect(await horizontalOverflow(kitchen)).toBeLessThanOrEqual(0);
        await section.screenshot({ path: 'test-results/usage-conflict-360.png' });
        await conflict.getByRole('button', { name: 'Keep mine' }).click();
        await expect(conflict).toBeHidden();
        const kept = async () =>
          (await (await page.request.get(`/api/inventory/usage/${diaryId}`)).json()).data as {
            version: number;
            recordedBy: string;
            lines: { itemId: number; quantity: number }[];
          };
        await expect.poll(async () => (await kept()).version).toBe(read.version + 2);
        const record = await kept();
        expect(record.recordedBy).toBe(staffAccount.username);
        expect(record.lines.find((line) => line.itemId === charcoal.id)?.quantity).toBe(2);

        // The owner's open margin takes the record in without a reload.
        const food = page.getByTestId('margin-food');
        await food.locator('summary').click();
        await expect(page.getByTestId('margin-food-source')).toContainText(staffAccount.username, { timeout: 20_000 });
        // Every needed item was recorded (at the demo prices), and the charcoal added by hand.
        const margin = (await (await page.request.get(`/api/events/${event.id}/margin`)).json()).data as {
          foodCostPaise: number;
          breakdown: { food: { source: string; lines: unknown[] } };
        };
        expect(margin.breakdown.food.source).toBe('recorded');
        await expect(food.locator('li[data-source="recorded"]')).toHaveCount(margin.breakdown.food.lines.length);
        await expect(food.locator('li[data-source="recorded"]', { hasText: charcoal.name })).toHaveText(
          `${charcoal.name}: 2.00 kg used × ₹50 = ₹100 (recorded)`,
        );
        await expect(food.locator('li[data-source="estimate"]')).toHaveCount(0);
        await expect(page.getByTestId('margin-food-value')).toHaveText(signedRupees(-margin.foodCostPaise));
        await expect(page.getByTestId('margin-total-value')).toHaveText(
          signedRupees(100_000 - 2_360 - margin.foodCostPaise - 150_000),
        );
        await page.screenshot({ path: 'test-results/usage-margin-360.png', fullPage: true });
        await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
        await page.reload();
        await page.getByTestId('margin-food').locator('summary').click();
        await expect(page.getByTestId('margin-food')).toContainText('(രേഖപ്പെടുത്തിയത്)');
        await page.getByTestId('margin-food').screenshot({ path: 'test-results/usage-margin-ml-360.png' });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.getByTestId('margin-food').screenshot({ path: 'test-results/usage-margin-ml-wide.png' });
        await page.setViewportSize({ width: 360, height: 780 });
        await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));
        await page.reload();

        await kitchen.setViewportSize({ width: 1280, height: 900 });
        await section.getByRole('button', { name: usage.correct }).click();
        await kitchen.screenshot({ path: 'test-results/usage-form-wide.png', fullPage: true });
        await kitchen.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
        await kitchen.reload();
        await kitchen.getByRole('button', { name: inventoryMl.usage.correct }).click();
        await expect(kitchen.getByRole('button', { name: inventoryMl.usage.save })).toBeVisible();
        await kitchen.getByTestId('usage-section').screenshot({ path: 'test-results/usage-form-ml-wide.png' });
        await kitchen.setViewportSize({ width: 360, height: 780 });
        expect(await horizontalOverflow(kitchen)).toBeLessThanOrEqual(0);
        await kitchen.getByTestId('usage-section').screenshot({ path: 'test-results/usage-form-ml-360.png' });
      });
    } finally {
      // The suite shares one database: the record goes, and the stock it took comes back.
      if (cook && diaryId !== null) {
        const recorded = await (cook as Cook).context.request.get(`/api/inventory/usage/${diaryId}`);
        const { version } = (await recorded.json()).data as { version: number };
        const cleared = await (cook as Cook).context.request.put(`/api/inventory/usage/${diaryId}`, {
          data: { lines: [], version },
        });
        expect(cleared.status(), await cleared.text()).toBe(200);
        if (charcoal.id) await (cook as Cook).context.request.delete(`/api/inventory/${charcoal.id}`);
        await (cook as Cook).context.close();
      }
    }

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
