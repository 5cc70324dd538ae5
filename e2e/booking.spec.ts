import {
  applyCoupon,
  availableSlots,
  bookableEvent,
  BOOKING_TEXTS,
  businessSettings,
  CUSTOMER,
  failMapTiles,
  fillCustomer,
  horizontalOverflow,
  increase,
  ITEMS,
  openBookingDialog,
  payButtonName,
  stubMapTiles,
  testCheckout,
} from './fixtures/booking.ts';
import { formatEventDate } from '../src/shared/domain/event-date.ts';
import { fillText } from '../src/shared/content/text-store.ts';
import { createEvent, deactivateEvent, setOwnerDetails } from './fixtures/events.ts';
import { expect, test } from './fixtures/test.ts';

const en = BOOKING_TEXTS.en;
const ml = BOOKING_TEXTS.ml;

// Two items with the 20 % coupon: ₹1,400 + ₹750 = ₹2,150, less ₹430 = ₹1,720.
const SUBTOTAL = '₹2,150';
const DISCOUNT = '−₹430';
const TOTAL = '₹1,720';

test('a customer books two items with the coupon through the test checkout', async ({ page, request }) => {
  await setOwnerDetails(request);
  const event = await bookableEvent(page);
  const slotsBefore = await availableSlots(page, event.id);
  const dialog = await openBookingDialog(page);
  await expect(dialog.getByText(`Select Your Mandi (Good for 2 People)`)).toBeVisible();
  await expect(dialog.getByTestId('remaining-slots')).toHaveText(`Slots left: ${slotsBefore}`);

  await increase(dialog, ITEMS.mutton.name).click();
  await increase(dialog, ITEMS.beefRibs.name).click();
  await expect(dialog.getByTestId('remaining-slots')).toHaveText(`Slots left: ${slotsBefore - 2}`);
  await fillCustomer(dialog);
  await applyCoupon(dialog, 'fmandi20');
  await expect(dialog.getByText('Coupon applied: 20% off')).toBeVisible();
  await expect(dialog.getByTestId('subtotal')).toHaveText(SUBTOTAL);
  await expect(dialog.getByTestId('discount')).toHaveText(DISCOUNT);
  await expect(dialog.getByTestId('total')).toHaveText(TOTAL);

  const orderRequest = page.waitForRequest('**/api/razorpay/create-order');
  await dialog.getByRole('button', { name: payButtonName('en', TOTAL) }).click();
  const sent = (await orderRequest).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    amount: 172_000,
    currency: 'INR',
    eventId: event.id,
    name: CUSTOMER.name,
    address: CUSTOMER.address,
    coupon: 'fmandi20',
    items: { [ITEMS.mutton.key]: 1, [ITEMS.beefRibs.key]: 1 },
  });

  const checkout = testCheckout(page);
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('test-checkout-amount')).toHaveText(TOTAL);
  await expect(checkout.getByText(/^order_/)).toBeVisible();
  await checkout.getByRole('button', { name: en.checkout.pay, exact: true }).click();

  await expect(dialog.getByText(en.confirmation.success)).toBeVisible();
  await expect(checkout).toBeHidden();
  const reference = (await dialog.getByTestId('booking-reference').textContent())!;
  expect(reference).toMatch(/^MND-[A-Z0-9]+$/);
  await expect(dialog.getByTestId('payment-id')).not.toBeEmpty();
  await expect(dialog.getByTestId('confirmation-event')).toContainText(
    `${event.title}${formatEventDate(event.date, 'en')}`,
  );
  await expect(dialog.getByTestId('confirmation-customer')).toHaveText(
    `${CUSTOMER.name}${CUSTOMER.phone}${CUSTOMER.address}, ${CUSTOMER.pincode}`,
  );
  await expect(dialog.getByTestId('subtotal')).toHaveText(SUBTOTAL);
  await expect(dialog.getByTestId('discount')).toHaveText(DISCOUNT);
  await expect(dialog.getByTestId('total')).toHaveText(TOTAL);

  const { sellerWhatsApp } = await businessSettings(page);
  const href = (await dialog.getByRole('link', { name: en.confirmation.confirmOrder }).getAttribute('href'))!;
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${sellerWhatsApp}`);
  const message = url.searchParams.get('text')!;
  for (const part of [reference, `${ITEMS.mutton.name} × 1`, `${ITEMS.beefRibs.name} × 1`, TOTAL, CUSTOMER.phone]) {
    expect(message).toContain(part);
  }

  expect(await availableSlots(page, event.id)).toBe(slotsBefore - 2);
  await dialog.getByRole('button', { name: en.confirmation.done }).click();
  await expect(dialog).toBeHidden();
});

test('closing the test checkout says Payment cancelled. and keeps the form', async ({ page }) => {
  const dialog = await openBookingDialog(page);
  await increase(dialog, ITEMS.combo.name).click();
  await fillCustomer(dialog);
  await dialog.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
  await testCheckout(page).getByRole('button', { name: en.checkout.close, exact: true }).click();
  await expect(dialog.getByText(en.errors.paymentCancelled)).toBeVisible();
  await expect(testCheckout(page)).toBeHidden();
  await expect(dialog.getByLabel(en.name, { exact: true })).toHaveValue(`  ${CUSTOMER.name} `);

  // Fail stays on step 1 with its own message.
  await dialog.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
  await testCheckout(page).getByRole('button', { name: en.checkout.fail, exact: true }).click();
  await expect(dialog.getByText(en.errors.paymentFailed)).toBeVisible();
  await expect(dialog.getByText(en.confirmation.success)).toHaveCount(0);
});

test('a closed checkout gives its slots back: on a 2-slot sale, close, close, then pay books it', async ({
  page,
  request,
}) => {
  const event = await createEvent(request, { maxOrders: 2 });
  try {
    const dialog = await openBookingDialog(page);
    await expect(dialog).toContainText(event.title);
    await increase(dialog, ITEMS.combo.name).click();
    await fillCustomer(dialog);
    const pay = dialog.getByRole('button', { name: payButtonName('en', '₹1,000') });
    for (let attempt = 0; attempt < 2; attempt++) {
      await pay.click();
      await testCheckout(page).getByRole('button', { name: en.checkout.close, exact: true }).click();
      await expect(dialog.getByText(en.errors.paymentCancelled)).toBeVisible();
      await expect.poll(() => availableSlots(page, event.id)).toBe(2);
    }
    await pay.click();
    await testCheckout(page).getByRole('button', { name: en.checkout.pay, exact: true }).click();
    await expect(dialog.getByText(en.confirmation.success)).toBeVisible();
    expect(await availableSlots(page, event.id)).toBe(1);
  } finally {
    await deactivateEvent(request, event);
  }
});

test('a phone, pincode and long address typed as people type them, on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const dialog = await openBookingDialog(page);
  await increase(dialog, ITEMS.combo.name).click();
  const address = 'Thekkumkattil House\nNear St. Mary’s Church, Baker Junction\nKottayam';
  await fillCustomer(dialog, 'en', { ...CUSTOMER, phone: '+91 98470 12345', pincode: '686 001', address });
  await expect(dialog.getByLabel(en.pincode, { exact: true })).toHaveValue('686 001');
  const addressField = dialog.getByLabel(en.address, { exact: true });
  expect(await addressField.evaluate((field) => field.tagName)).toBe('TEXTAREA');
  // The whole address is in sight, not scrolled away on one line.
  expect(await addressField.evaluate((field) => field.scrollHeight <= field.clientHeight + 2)).toBe(true);
  await dialog.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
  await testCheckout(page).getByRole('button', { name: en.checkout.pay, exact: true }).click();
  await expect(dialog.getByText(en.confirmation.success)).toBeVisible();
  await expect(dialog.getByTestId('confirmation-customer')).toContainText('9847012345');
  await expect(dialog.getByTestId('confirmation-customer')).toContainText('686001');
});

test('when saving a paid booking fails, the customer reads separate sentences and nothing technical', async ({
  page,
}) => {
  // The server's own fault, as a busy database would once have shown it.
  let failSaving = true;
  await page.route('**/api/bookings', (route) =>
    failSaving && route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { success: false, error: 'Database is locked', code: 'busy' } })
      : route.fallback(),
  );
  const dialog = await openBookingDialog(page);
  await increase(dialog, ITEMS.combo.name).click();
  await fillCustomer(dialog);
  await dialog.getByRole('button', { name: payButtonName('en', '₹1,000') }).click();
  await testCheckout(page).getByRole('button', { name: en.checkout.pay, exact: true }).click();
  const messages = dialog.getByTestId('booking-messages');
  await expect(messages.locator('p')).toHaveText([en.errors.bookingFailed, en.paymentNotSaved]);
  await expect(messages).not.toContainText('locked');

  // The payment is kept: saving again books it without paying again.
  failSaving = false;
  await dialog.getByRole('button', { name: en.saveBooking }).click();
  await expect(dialog.getByText(en.confirmation.success)).toBeVisible();
});

test('missing items and fields show the messages, each field’s next to it', async ({ page }) => {
  const dialog = await openBookingDialog(page);
  await dialog.getByRole('button', { name: payButtonName('en', '₹0') }).click();
  const messages = dialog.getByTestId('booking-messages');
  await expect(messages).toContainText('Please select at least one item');
  await expect(messages).toContainText('Please fill all required fields');
  await expect(dialog.getByLabel(en.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(en.validation.nameRequired)).toBeVisible();
  await expect(dialog.getByText(en.validation.phoneRequired)).toBeVisible();
  await expect(dialog.getByText(en.validation.addressRequired)).toBeVisible();
  await expect(dialog.getByText(en.validation.pincodeInvalid)).toBeVisible();

  await increase(dialog, ITEMS.mutton.name).click();
  await fillCustomer(dialog, 'en', { ...CUSTOMER, phone: '12345' });
  await dialog.getByRole('button', { name: payButtonName('en', '₹1,400') }).click();
  await expect(dialog.getByText(en.validation.phoneInvalid)).toBeVisible();
  await expect(messages).toHaveCount(0);
  await expect(testCheckout(page)).toHaveCount(0);
});

test.describe('a device outside Kerala', () => {
  test.use({ geolocation: { latitude: 13.0827, longitude: 80.2707 }, permissions: ['geolocation'] });

  test('Use Current Location says Location is outside Kerala', async ({ page }) => {
    const dialog = await openBookingDialog(page);
    await dialog.getByRole('button', { name: en.useCurrentLocation }).click();
    await expect(dialog.getByTestId('location-status')).toHaveText(en.errors.locationOutsideKerala);
    await expect(dialog.getByLabel(en.address, { exact: true })).toHaveValue('');
  });
});

test('the map loads Leaflet only on Pick Location, and a tap fills the address from our geocoder', async ({ page }) => {
  const tiles = await stubMapTiles(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const dialog = await openBookingDialog(page);
  expect(tiles).toEqual([]);
  expect(scripts.filter((url) => url.includes('map-picker'))).toEqual([]);
  await dialog.getByRole('button', { name: en.pickLocation }).click();
  const map = dialog.getByTestId('location-map');
  await expect(map).toBeVisible();
  await expect(dialog.getByRole('button', { name: en.hideMap })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes('map-picker'))).toHaveLength(1);

  const lookup = page.waitForResponse('**/api/geocode/reverse?**');
  await map.click({ position: { x: 60, y: 60 } });
  const reply = (await (await lookup).json()) as {
    success: boolean;
    data?: { displayName: string; state: string | null; pincode: string | null };
  };
  // The stub geocoder answers a Kottayam address for any point inside Kerala's bounds.
  expect(reply.success).toBe(true);
  expect(reply.data!.state).toMatch(/kerala/i);
  await expect(dialog.getByLabel(en.address, { exact: true })).toHaveValue(reply.data!.displayName);
  await expect(dialog.getByLabel(en.pincode, { exact: true })).toHaveValue(reply.data!.pincode!);
  await expect(dialog.getByTestId('location-status')).toHaveText(en.locationSaved);
  await dialog.getByRole('button', { name: en.hideMap }).click();
  await expect(map).toBeHidden();

  // The picked point travels with the order and the server accepts it.
  await increase(dialog, ITEMS.beefRibs.name).click();
  await dialog.getByLabel(en.name, { exact: true }).fill(CUSTOMER.name);
  await dialog.getByLabel(en.phone, { exact: true }).fill(CUSTOMER.phone);
  const orderRequest = page.waitForRequest('**/api/razorpay/create-order');
  await dialog.getByRole('button', { name: payButtonName('en', '₹750') }).click();
  const sent = (await orderRequest).postDataJSON() as { location: { lat: number; lng: number; address: string } };
  expect(sent.location.address).toBe(reply.data!.displayName);
  expect(sent.location.lat).toBeGreaterThan(8.2);
  expect(sent.location.lng).toBeGreaterThan(74.8);
  await testCheckout(page).getByRole('button', { name: en.checkout.pay, exact: true }).click();
  await expect(dialog.getByText(en.confirmation.success)).toBeVisible();
});

test('the map failing to load tiles does not stop a typed-address booking', async ({ page }) => {
  await failMapTiles(page);
  const dialog = await openBookingDialog(page);
  await dialog.getByRole('button', { name: en.pickLocation }).click();
  await expect(dialog.getByTestId('location-map')).toBeVisible();
  await increase(dialog, ITEMS.beefRibs.name).click();
  await fillCustomer(dialog);
  await dialog.getByRole('button', { name: payButtonName('en', '₹750') }).click();
  await testCheckout(page).getByRole('button', { name: en.checkout.pay, exact: true }).click();
  await expect(dialog.getByText(en.confirmation.success)).toBeVisible();
});

test('the whole journey on a 360 px phone in Malayalam', async ({ page, request }) => {
  await setOwnerDetails(request);
  await page.setViewportSize({ width: 360, height: 740 });
  const dialog = await openBookingDialog(page, 'ml');
  await expect(dialog).toContainText(fillText(ml.selectMandi, { count: '2' }));
  const box = (await dialog.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeLessThanOrEqual(740);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await increase(dialog, ITEMS.mutton.nameMl, 'ml').click();
  await increase(dialog, ITEMS.beefRibs.nameMl, 'ml').click();
  await fillCustomer(dialog, 'ml');
  await applyCoupon(dialog, 'FMANDI20', 'ml');
  await expect(dialog.getByText(fillText(ml.couponApplied, { percent: '20' }))).toBeVisible();
  const pay = dialog.getByRole('button', { name: payButtonName('ml', TOTAL) });
  await pay.scrollIntoViewIfNeeded();
  await expect(pay).toBeInViewport();
  await pay.click();

  const checkout = testCheckout(page, 'ml');
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('test-checkout-amount')).toHaveText(TOTAL);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await checkout.getByRole('button', { name: ml.checkout.pay, exact: true }).click();

  await expect(dialog.getByText(ml.confirmation.success)).toBeVisible();
  await expect(dialog.getByTestId('total')).toHaveText(TOTAL);
  const confirm = dialog.getByRole('link', { name: ml.confirmation.confirmOrder });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
