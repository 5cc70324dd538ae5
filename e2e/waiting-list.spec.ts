import {
  BOOKING_TEXTS,
  CUSTOMER,
  fillCustomer,
  horizontalOverflow,
  increase,
  ITEMS,
  payButtonName,
  testCheckout,
} from './fixtures/booking.ts';
import {
  bookThroughApi,
  createEvent,
  deactivateEvent,
  setOwnerDetails,
  test as withEvents,
} from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';
import { fillText } from '../src/shared/content/text-store.ts';
import { adminBookingsEn } from '../src/shared/content/locales/admin-bookings.en.ts';
import { storefrontEn } from '../src/shared/content/locales/storefront.en.ts';
import { storefrontMl } from '../src/shared/content/locales/storefront.ml.ts';

const en = BOOKING_TEXTS.en;

test('sold out → join the waiting list → another customer cancels → the offer link → pay → booked', async ({
  page,
  browser,
  baseURL,
  request,
  adminAccount,
}) => {
  // Customers may cancel until the event's day begins, so the journey runs at any hour.
  await setOwnerDetails(request, { cancelCutoffHours: 0 });
  const event = await createEvent(request, { maxOrders: 1 });
  const first = await bookThroughApi(request, event.id, { combo: 1 }, 100_000);

  // The event is sold out: the storefront offers its waiting list.
  await page.goto('/');
  const card = page.getByRole('article', { name: event.title });
  await expect(card.getByRole('button', { name: storefrontEn.events.soldOut })).toBeDisabled();
  await card.getByRole('button', { name: storefrontEn.events.waitingList }).click();
  const dialog = page.getByRole('dialog', { name: en.waitingList.title });
  await dialog.getByRole('button', { name: en.waitingList.submit }).click();
  await expect(dialog.getByText(en.validation.nameRequired)).toBeVisible();
  await dialog.getByLabel(en.name, { exact: true }).fill(CUSTOMER.name);
  await dialog.getByLabel(en.phone, { exact: true }).fill(CUSTOMER.phone);
  await dialog.getByRole('button', { name: `− ${en.waitingList.units}` }).click();
  await expect(dialog.getByTestId('waiting-units')).toHaveText('1');
  await dialog.getByRole('button', { name: en.waitingList.submit }).click();
  await expect(dialog.getByRole('status')).toContainText(fillText(en.waitingList.joined, { position: '1' }));
  await page.screenshot({ path: 'test-results/waiting-list-joined.png' });
  await dialog.getByRole('button', { name: en.waitingList.close }).last().click();

  // The first customer cancels from their own booking page, on their own phone.
  const elsewhere = await browser.newContext({ baseURL });
  const theirs = await elsewhere.newPage();
  await theirs.goto(first.manageUrl);
  await theirs.getByRole('button', { name: en.myBooking.cancel.button }).click();
  await theirs.getByRole('dialog').getByRole('button', { name: en.myBooking.cancel.confirm }).click();
  await expect(theirs.getByTestId('my-booking-status')).toContainText(en.myBooking.statuses.cancelled);
  await elsewhere.close();

  // The owner sees the offer, with its one-tap WhatsApp message carrying the private link.
  const owner = await browser.newContext({ baseURL });
  const admin = await owner.newPage();
  await admin.goto(`/admin?tab=events&eventBookings=${event.id}`);
  await signIn(admin, adminAccount);
  const entry = admin.getByTestId('waiting-entry').filter({ hasText: CUSTOMER.name });
  await expect(entry).toContainText(/Offered until/);
  const whatsApp = new URL(
    (await entry.getByRole('link', { name: adminBookingsEn.waitingList.whatsApp }).getAttribute('href'))!,
  );
  const offerLink = /(https?:\/\/\S+\/offer\/[A-Za-z0-9_-]{32})/.exec(whatsApp.searchParams.get('text') ?? '')?.[1];
  expect(whatsApp.pathname).toBe(`/91${CUSTOMER.phone}`);
  expect(offerLink).toBeTruthy();
  await admin.screenshot({ path: 'test-results/admin-waiting-list.png', fullPage: true });
  await owner.close();

  // The offer link: the slot is held for them, and the order made from it takes it although sold out.
  await page.goto(new URL(offerLink!).pathname);
  await expect(page.getByTestId('offer-state')).toContainText(
    fillText(en.waitingList.offer.held_one, { count: '1', title: event.title, time: '' }).split(' until')[0]!,
  );
  await page.screenshot({ path: 'test-results/waiting-list-offer.png', fullPage: true });
  await page.getByRole('button', { name: en.waitingList.offer.book }).click();
  const booking = page.getByRole('dialog', { name: en.title });
  await expect(booking.getByLabel(en.phone, { exact: true })).toHaveValue(CUSTOMER.phone);
  await increase(booking, ITEMS.combo.name).click();
  await fillCustomer(booking);
  await booking.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
  await testCheckout(page).getByRole('button', { name: en.checkout.pay, exact: true }).click();
  await expect(booking.getByText(en.confirmation.success)).toBeVisible();

  await page.goto(new URL(offerLink!).pathname);
  await expect(page.getByTestId('offer-state')).toHaveText(en.waitingList.offer.accepted);
  await deactivateEvent(request, event);
});

withEvents(
  'the waiting list in Malayalam on a 360 px phone: thumb-sized, nothing off the screen',
  async ({ page, soldOutEvent }) => {
    const ml = BOOKING_TEXTS.ml.waitingList;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => localStorage.setItem('mandi.language', 'ml'));
    await page.goto('/');
    const card = page.getByRole('article', { name: soldOutEvent.title });
    await card.getByRole('button', { name: storefrontMl.events.waitingList }).click();
    const dialog = page.getByRole('dialog', { name: ml.title });
    await expect(dialog.getByRole('button', { name: ml.submit })).toBeVisible();
    for (const control of await dialog.locator('button, input').all()) {
      const box = await control.boundingBox();
      if (box) expect(box.height, (await control.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(48);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/waiting-list-ml-360.png' });
  },
);
