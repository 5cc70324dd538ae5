import { BOOKING_TEXTS, ITEMS, type Language } from './fixtures/booking.ts';
import { bookThroughApi, createEvent } from './fixtures/events.ts';
import { letDaysPass } from './fixtures/days-pass.ts';
import { expect, test } from './fixtures/test.ts';
import { addDays, todayInKerala } from '../src/shared/domain/event-date.ts';

const FIXTURE_CUSTOMER = { name: 'Fixture Customer', phone: '9847000000', address: 'Fixture Street, Kottayam' };

for (const language of ['en', 'ml'] as const satisfies Language[]) {
  test(`a booking link 31 days after its event shows the booking's state and none of the customer's details (${language})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const event = await createEvent(request, { maxOrders: 5 });
    const booking = await bookThroughApi(request, event.id, { [ITEMS.combo.key]: 1 }, ITEMS.combo.rupees * 100);
    const texts = BOOKING_TEXTS[language].myBooking;
    const path = `${booking.manageUrl}?language=${language}`;

    // Within the days the link keeps: the customer's details are there.
    await page.goto(path);
    await expect(page.getByTestId('booking-reference')).toBeVisible();
    await expect(page.getByText(FIXTURE_CUSTOMER.address)).toBeVisible();
    await expect(page.getByText(FIXTURE_CUSTOMER.phone)).toBeVisible();

    letDaysPass(event.id, addDays(todayInKerala(), -31));
    await expect(async () => {
      const page_ = await page.goto(path);
      expect(page_!.headers()['referrer-policy']).toBe('no-referrer');
      expect(page_!.headers()['cache-control']).toContain('no-store');
      await expect(page.getByTestId('my-booking-expired')).toBeVisible({ timeout: 5_000 });
    }).toPass();

    const expired = page.getByTestId('my-booking-expired');
    await expect(expired.getByText(texts.expired.explanation)).toBeVisible();
    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const detail of Object.values(FIXTURE_CUSTOMER)) expect(shown).not.toContain(detail);
    await page.screenshot({ path: `test-results/private-link-ends-${language}.png`, fullPage: true });
  });
}
