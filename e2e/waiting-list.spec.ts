import {
  BOOKING_TEXTS,
  CUSTOMER,
  fillCustomer,
  horizontalOverflow,
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
import { MENU_CATALOGUE } from '../src/shared/content/menu-catalogue.ts';
import { adminBookingsEn } from '../src/shared/content/locales/admin-bookings.en.ts';
import { storefrontEn } from '../src/shared/content/locales/storefront.en.ts';
import { storefrontMl } from '../src/shared/content/locales/storefront.ml.ts';

const en = BOOKING_TEXTS.en;

/** Only the combo on the menu: the offer's order is that item alone. */
const COMBO_ONLY = Object.fromEntries(
  MENU_CATALOGUE.map((item) => [item.key, { enabled: item.key === ITEMS.combo.key }]),
);

test('on a 360 px phone: sold out → join (a count over the capacity refused beside it) → freed slots → the offer link → the form filled with the offered units → pay → the booking page', async ({
  page,
  browser,
  baseURL,
  request,
  adminAccount,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Customers may cancel until the event's day begins, so the journey runs at any hour.
  await setOwnerDetails(request, { cancelCutoffHours: 0 });
  const event = await createEvent(request, { maxOrders: 2, menuItems: COMBO_ONLY });
  const first = await bookThroughApi(request, event.id, { combo: 2 }, 200_000);

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
  // Three slots of a two-slot event can never be offered: refused, worded beside the count.
  await dialog.getByRole('button', { name: `+ ${en.waitingList.units}` }).click();
  await expect(dialog.getByTestId('waiting-units')).toHaveText('3');
  await dialog.getByRole('button', { name: en.waitingList.submit }).click();
  const refusal = dialog.getByTestId('waiting-units-problem');
  await expect(refusal).toHaveText(fillText(en.waitingList.refusals.overCapacity_other, { count: '2' }));
  await expect(dialog.locator('fieldset', { has: page.getByTestId('waiting-units') })).toContainText(
    fillText(en.waitingList.refusals.overCapacity_other, { count: '2' }),
  );
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/waiting-list-over-capacity-360.png' });
  await dialog.getByRole('button', { name: `− ${en.waitingList.units}` }).click();
  await expect(refusal).toBeHidden();
  await dialog.getByRole('button', { name: en.waitingList.submit }).click();
  await expect(dialog.getByRole('status')).toContainText(fillText(en.waitingList.joined, { position: '1' }));
  await dialog.getByRole('button', { name: en.waitingList.close }).last().click();

  // The owner sees how many wait, and for how many slots, on the event's card.
  const owner = await browser.newContext({ baseURL });
  const admin = await owner.newPage();
  await admin.goto('/admin?tab=events');
  await signIn(admin, adminAccount);
  await expect(admin.getByRole('article', { name: event.title }).getByTestId('line-size')).toHaveText(
    '1 waiting · 2 slots',
  );
  await admin
    .getByRole('article', { name: event.title })
    .screenshot({ path: 'test-results/admin-event-line-size.png' });

  // The first customer cancels from their own booking page, on their own phone.
  const elsewhere = await browser.newContext({ baseURL });
  const theirs = await elsewhere.newPage();
  await theirs.goto(first.manageUrl);
  await theirs.getByRole('button', { name: en.myBooking.cancel.button }).click();
  await theirs.getByRole('dialog').getByRole('button', { name: en.myBooking.cancel.confirm }).click();
  await expect(theirs.getByTestId('my-booking-status')).toContainText(en.myBooking.statuses.cancelled);
  await elsewhere.close();

  // The owner sees the offer, with its one-tap WhatsApp message carrying the private link.
  await admin.goto(`/admin?tab=events&eventBookings=${event.id}`);
  const entry = admin.getByTestId('waiting-entry').filter({ hasText: CUSTOMER.name });
  await expect(entry).toContainText(/Offered until/);
  const whatsApp = new URL(
    (await entry.getByRole('link', { name: adminBookingsEn.waitingList.whatsApp }).getAttribute('href'))!,
  );
  const text = whatsApp.searchParams.get('text') ?? '';
  expect(text).toContain(`2 slots of ${event.title} are held`);
  const offerLink = /(https?:\/\/\S+\/offer\/[A-Za-z0-9_-]{32})/.exec(text)?.[1];
  expect(whatsApp.pathname).toBe(`/91${CUSTOMER.phone}`);
  expect(offerLink).toBeTruthy();
  await admin.screenshot({ path: 'test-results/admin-waiting-list.png', fullPage: true });
  await owner.close();

  // The offer link: the slots are held for them, and the form opens with the offered units filled in.
  await page.goto(new URL(offerLink!).pathname);
  await expect(page.getByTestId('offer-state')).toContainText(`2 slots of ${event.title} are held for you`);
  await page.screenshot({ path: 'test-results/waiting-list-offer-360.png', fullPage: true });
  await page.getByRole('button', { name: en.waitingList.offer.book }).click();
  const booking = page.getByRole('dialog', { name: en.title });
  await expect(booking.getByLabel(en.phone, { exact: true })).toHaveValue(CUSTOMER.phone);
  await expect(booking.getByRole('status', { name: fillText(en.quantityOf, { name: ITEMS.combo.name }) })).toHaveText(
    '2',
  );
  const pay = booking.getByRole('button', { name: payButtonName('en', '₹2,000') });
  await expect(pay).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/waiting-list-offer-form-360.png' });
  await fillCustomer(booking);
  await pay.click();
  await testCheckout(page).getByRole('button', { name: en.checkout.pay, exact: true }).click();
  await expect(booking.getByText(en.confirmation.success)).toBeVisible();

  // Back on the offer's page: it leads to the booking paid from it.
  await page.goto(new URL(offerLink!).pathname);
  await expect(page.getByTestId('offer-state')).toHaveText(en.waitingList.offer.accepted);
  await page.screenshot({ path: 'test-results/waiting-list-offer-paid-360.png' });
  await page.getByRole('link', { name: en.waitingList.offer.openBooking }).click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]+\?language=en$/);
  await expect(page.getByTestId('my-booking-status')).toBeVisible();
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
