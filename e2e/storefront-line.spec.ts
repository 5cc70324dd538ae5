import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { storefrontEn } from '../src/shared/content/locales/storefront.en.ts';
import { storefrontMl } from '../src/shared/content/locales/storefront.ml.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
import { BOOKING_TEXTS, CUSTOMER, fillCustomer, increase, ITEMS, testCheckout } from './fixtures/booking.ts';
import { bookThroughApi, createEvent, deactivateEvent, type CreatedEvent } from './fixtures/events.ts';
import { expect, test } from './fixtures/test.ts';

const en = BOOKING_TEXTS.en;
const card = (page: Page, title: string) => page.locator('#events article').filter({ hasText: title });
const back = (page: Page) => page.evaluate(() => window.history.back());

/** Holds slots through the API as a customer paying on another phone would; the receipt releases them. */
async function holdThroughApi(request: APIRequestContext, eventId: number, units: number) {
  const receipt = `e2e${randomBytes(8).toString('hex')}`;
  const order = await request.post('/api/razorpay/create-order', {
    data: {
      eventId,
      items: { 'chicken-mandi': units },
      amount: units * 60_000,
      currency: 'INR',
      receipt,
      name: 'Other Customer',
      phone: '9847011111',
      address: 'Another Street, Kottayam',
      pincode: '686001',
      coupon: null,
      location: null,
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  return { orderId: (await order.json()).orderId as string, receipt };
}

test.describe('the storefront books the soonest sale with slots', () => {
  const made: CreatedEvent[] = [];
  test.afterEach(async ({ request }) => {
    for (const event of made.splice(0)) await deactivateEvent(request, event);
  });

  test('a sold-out first sale says Sold Out, in English and Malayalam, and the next sale opens', async ({
    page,
    request,
  }) => {
    const next = await createEvent(request, { maxOrders: 5, title: `Next sale ${randomBytes(2).toString('hex')}` });
    const soonest = await createEvent(request, {
      maxOrders: 1,
      title: `Sold-out sale ${randomBytes(2).toString('hex')}`,
      titleMl: 'വിറ്റുതീർന്ന വിൽപ്പന',
      date: todayInKerala(),
    });
    made.push(next, soonest);
    await bookThroughApi(request, soonest.id, { combo: 1 }, 100000);

    await page.goto('/');
    const soldOut = card(page, soonest.title);
    await expect(soldOut.getByRole('button', { name: storefrontEn.events.soldOut })).toBeDisabled();
    const open = card(page, next.title);
    await expect(open.getByTestId('slots-left')).toHaveText('5 slots left');
    await expect(page.locator('#events article').first()).toContainText(soonest.title);
    await open.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('dialog', { name: en.title })).toContainText(next.title);

    await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
    await page.goto('/');
    const soldOutMl = page.locator('#events article').filter({ hasText: 'വിറ്റുതീർന്ന വിൽപ്പന' });
    await expect(soldOutMl.getByRole('button', { name: storefrontMl.events.soldOut })).toBeDisabled();
    await expect(soldOutMl.getByText(storefrontMl.events.soldOut, { exact: true }).first()).toBeVisible();
  });

  test('slots others are paying for read as held, with when to check again, and the next sale opens', async ({
    page,
    request,
  }) => {
    const next = await createEvent(request, { maxOrders: 5, title: `After held ${randomBytes(2).toString('hex')}` });
    const held = await createEvent(request, {
      maxOrders: 2,
      title: `Held sale ${randomBytes(2).toString('hex')}`,
      date: todayInKerala(),
    });
    made.push(next, held);
    const order = await holdThroughApi(request, held.id, 2);

    await page.goto('/');
    const heldCard = card(page, held.title);
    await expect(heldCard.getByTestId('held-slots')).toHaveText(
      /2 slots are held by customers who are paying now\. .* check again in 1[45] minutes\./,
    );
    await expect(heldCard.getByRole('button', { name: storefrontEn.events.soldOut })).toBeDisabled();
    // Sold out while others pay: the waiting list is offered, as for any sold-out sale.
    await expect(heldCard.getByRole('button', { name: storefrontEn.events.waitingList })).toBeEnabled();
    await expect(card(page, next.title).getByRole('button', { name: 'Book Now' })).toBeEnabled();

    const released = await request.post('/api/razorpay/release-order', { data: order });
    expect((await released.json()).released).toBe(true);
    // The soonest sale has slots again (the server's view of every sale's slots is at most a second
    // old): it is the open one once more, and the server refuses the later sale.
    // Judged once the page has the slots: before they arrive, the first sale is drawn open.
    await expect(async () => {
      await page.reload();
      await expect(card(page, held.title).getByTestId('slots-left')).toHaveText('2 slots left', { timeout: 5000 });
      await expect(card(page, held.title).getByRole('button', { name: 'Book Now' })).toBeEnabled({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(card(page, next.title).getByRole('button')).toBeDisabled();
    const refused = await request.post('/api/razorpay/create-order', {
      data: { ...holdBody(next.id), receipt: `e2e${randomBytes(8).toString('hex')}` },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('refusals.orders.earlierEventOpen');
  });

  test('Back closes each step without leaving the site; the booking reference stays on the phone', async ({
    page,
    request,
  }) => {
    const sale = await createEvent(request, { maxOrders: 5, title: `Back sale ${randomBytes(2).toString('hex')}` });
    made.push(sale);
    await page.goto('/');
    const start = page.url();
    await card(page, sale.title).getByRole('button', { name: 'Book Now' }).click();
    let dialog = page.getByRole('dialog', { name: en.title });
    await increase(dialog, ITEMS.beefRibs.name).click();
    await fillCustomer(dialog);

    await test.step('Back from the filled form closes the dialog and keeps the form', async () => {
      await back(page);
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(start);
      await card(page, sale.title).getByRole('button', { name: 'Book Now' }).click();
      dialog = page.getByRole('dialog', { name: en.title });
      await expect(dialog.getByLabel(en.name, { exact: true })).toHaveValue(`  ${CUSTOMER.name} `);
    });

    await test.step('Back from the checkout closes the checkout only, giving the slots back', async () => {
      await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
      await expect(testCheckout(page)).toBeVisible();
      await back(page);
      await expect(testCheckout(page)).toBeHidden();
      await expect(dialog.getByText(en.errors.paymentCancelled)).toBeVisible();
      await expect.poll(async () => (await availability(request, sale.id)).heldSlots).toBe(0);
    });

    let reference = '';
    await test.step('Back from the confirmation closes it; the reference is kept on the phone', async () => {
      await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
      await testCheckout(page).getByRole('button', { name: en.checkout.pay }).click();
      reference = (await dialog.getByTestId('booking-reference').textContent())!;
      expect(reference).toMatch(/^MND-/);
      await back(page);
      await expect(dialog).toBeHidden();
      expect(page.url()).toBe(start);
      const recent = page.getByRole('region', { name: storefrontEn.recent.title });
      await expect(recent.getByTestId('recent-booking').first()).toContainText(reference);
      await page.reload();
      await expect(recent.getByTestId('recent-booking').first()).toContainText(reference);
      await recent.getByRole('button', { name: `Remove booking ${reference} from this phone` }).click();
      await expect(page.getByText(reference)).toHaveCount(0);
    });
  });

  test('a customer whose page reloaded mid-payment gets their own held slots back, not “sold out”', async ({
    page,
    request,
  }) => {
    const sale = await createEvent(request, { maxOrders: 1, title: `Own hold ${randomBytes(2).toString('hex')}` });
    made.push(sale);
    await page.goto('/');
    await card(page, sale.title).getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: en.title });
    await increase(dialog, ITEMS.beefRibs.name).click();
    await fillCustomer(dialog);
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    const firstOrder = await testCheckout(page).getByTestId('test-checkout-order').textContent();
    expect((await availability(request, sale.id)).availableSlots).toBe(0);

    await page.reload(); // The phone reloads the page while the checkout is open: the hold stays.
    await card(page, sale.title).getByRole('button', { name: 'Book Now' }).click();
    await expect(dialog.getByTestId('your-hold')).toContainText('Your 1 slot is held for you until');
    await expect(dialog.getByLabel(en.name, { exact: true })).toHaveValue(`  ${CUSTOMER.name} `);
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(testCheckout(page).getByTestId('test-checkout-order')).toHaveText(firstOrder!);
    await testCheckout(page).getByRole('button', { name: en.checkout.pay }).click();
    await expect(dialog.getByTestId('booking-reference')).toHaveText(/^MND-/);
  });

  test.describe('with the phone’s location in Kerala', () => {
    test.use({ geolocation: { latitude: 9.5916, longitude: 76.5222 }, permissions: ['geolocation'] });

    test('Use Current Location keeps the typed address, fills the empty pincode and offers the found one', async ({
      page,
      request,
    }) => {
      const sale = await createEvent(request, { maxOrders: 5, title: `Location ${randomBytes(2).toString('hex')}` });
      made.push(sale);
      await page.goto('/');
      await card(page, sale.title).getByRole('button', { name: 'Book Now' }).click();
      const dialog = page.getByRole('dialog', { name: en.title });
      const address = dialog.getByLabel(en.address, { exact: true });
      await address.fill('Flat 4C, Green Meadows, Kottayam');
      await dialog.getByRole('button', { name: en.useCurrentLocation }).click();
      await expect(dialog.getByText(en.addressOffer.question)).toBeVisible();
      await expect(address).toHaveValue('Flat 4C, Green Meadows, Kottayam');
      await expect(dialog.getByLabel(en.pincode, { exact: true })).toHaveValue('686001');
      await dialog.getByRole('button', { name: en.addressOffer.keep }).click();
      await expect(dialog.getByText(en.addressOffer.question)).toBeHidden();
      await expect(address).toHaveValue('Flat 4C, Green Meadows, Kottayam');
    });
  });
});

async function availability(request: APIRequestContext, eventId: number) {
  return (await (await request.get(`/api/available-slots?eventId=${eventId}`)).json()) as {
    availableSlots: number;
    heldSlots: number;
  };
}

function holdBody(eventId: number) {
  return {
    eventId,
    items: { 'chicken-mandi': 1 },
    amount: 60_000,
    currency: 'INR',
    name: 'Late Customer',
    phone: '9847022222',
    address: 'Late Street, Kottayam',
    pincode: '686001',
    coupon: null,
    location: null,
  };
}
