import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEn as en } from '#shared/content/locales/booking.en.ts';
import { heldSlotsEn } from '#shared/content/locales/held-slots.en.ts';
import { bookingMl as ml } from '#shared/content/locales/booking.ml.ts';
import { refusalsMl } from '#shared/content/locales/refusals.ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { coreEn } from '#shared/content/locales/core.en.ts';
import type { BookingConfirmation } from '#shared/schemas/bookings.ts';
import type { MenuResponse } from '#shared/schemas/events.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import {
  fail,
  ok,
  serveApi,
  slotsReply,
  storefrontRoutes,
  type Call,
  type Reply,
  type Routes,
} from '#web/test/fake-api.ts';
import { makeNewYearEvent } from '#web/test/factories.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import BookingDialog from './booking-dialog.tsx';

const event = makeNewYearEvent({ isValentine: true });

const menu: MenuResponse = {
  items: {
    'beef-2pc': {
      name: '2 Piece Mutton Mandi',
      description: 'Two pieces',
      nameMl: '',
      descriptionMl: '',
      price: 1400,
      pricePaise: 140_000,
    },
    'mutton-2pc': {
      name: '2 Piece Beef Ribs Mandi',
      description: 'Two ribs',
      nameMl: '',
      descriptionMl: '',
      price: 750,
      pricePaise: 75_000,
    },
  },
  DISCOUNT_PERCENTAGE: 20,
  // As the server answers it: the code is never sent; the form asks POST /api/coupons/check.
  VALID_COUPON: '',
  MAX_QUANTITY: 3,
  PEOPLE_PER_ORDER: 2,
};

/** The server's answer to create-order: the order for the amount asked. */
function orderCreated(orderId: string, body: unknown): Reply {
  return ok({
    orderId,
    amount: (body as { amount: number }).amount,
    currency: 'INR',
    keyId: 'rzp_test',
    provider: 'test',
    expiresAt: '2027-01-01T00:00:00.000Z',
  });
}
/** The test gateway's answer to pay: the payment's proof for the order. */
function paid(orderId: string, paymentId: string, signature: string): Reply {
  return ok({ razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature });
}

/** The server's code in these tests: only the fake server compares it, as only the real one does. */
const SERVER_CODE = 'FMANDI20';

/** POST /api/coupons/check as the server answers it: whether the code applies, and its percentage. */
function couponChecked({ body }: { body: unknown }): Reply {
  const applied =
    String((body as { code: string }).code)
      .trim()
      .toUpperCase() === SERVER_CODE;
  return ok({ applied, discountPercent: applied ? 20 : 0 });
}

let calls: Call[];

/** Answers the dialog's calls as the server's contract says; a test overrides the routes it cares about. */
function serve(overrides: Routes = {}) {
  ({ calls } = serveApi({
    ...storefrontRoutes({
      settings: { sellerWhatsApp: '919812345678' },
      clientConfig: { mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png' },
    }),
    'GET /api/menu': () => ok({ data: menu }),
    'GET /api/available-slots': () => slotsReply(10),
    'POST /api/coupons/check': couponChecked,
    ...overrides,
  }));
}

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(<BookingDialog event={event} onClose={onClose} />);
  return { onClose };
}

const plus = (name: string) => screen.getByRole('button', { name: `One more ${name}` });
const minus = (name: string) => screen.getByRole('button', { name: `One less ${name}` });
const quantity = (name: string) => screen.getByRole('status', { name: `Quantity of ${name}` });
const payButton = () => screen.getByRole('button', { name: /^Pay ₹/ });

function fillDetails(values: Partial<Record<'Name' | 'Phone number' | 'Delivery address' | 'Pincode', string>> = {}) {
  const all = {
    Name: '  Anjali Nair ',
    'Phone number': ' 98470 12345 ',
    'Delivery address': ' 12 Temple Road, Kottayam ',
    Pincode: '686001',
    ...values,
  };
  for (const [label, value] of Object.entries(all))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Orders one item as a Malayalam reader would, and pays. */
function orderInMalayalam() {
  fireEvent.click(screen.getByRole('button', { name: fillText(ml.increase, { name: '2 Piece Beef Ribs Mandi' }) }));
  fireEvent.change(screen.getByLabelText(ml.name), { target: { value: 'Anu' } });
  fireEvent.change(screen.getByLabelText(ml.phone), { target: { value: '9847012345' } });
  fireEvent.change(screen.getByLabelText(ml.address), { target: { value: 'Baker Junction, Kottayam' } });
  fireEvent.change(screen.getByLabelText(ml.pincode), { target: { value: '686001' } });
  fireEvent.click(screen.getByRole('button', { name: /Razorpay/ }));
}

describe('booking dialog', () => {
  beforeEach(() => {
    serve();
  });

  it('is a modal dialog that takes focus and closes on Escape and on its close button', async () => {
    const { onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: en.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: en.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('loads the menu, then lists the items with prices for the people per order', async () => {
    renderDialog();
    expect(screen.getByText(en.loadingMenu)).toBeTruthy();
    expect(await screen.findByText('Select Your Mandi (Good for 2 People)')).toBeTruthy();
    expect(screen.getByText('2 Piece Mutton Mandi')).toBeTruthy();
    expect(screen.getByText('₹1,400')).toBeTruthy();
    expect(screen.getByText('₹750')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/menu')).toBe(true);
  });

  it('says when the event has no menu items', async () => {
    serve({ 'GET /api/menu': () => ok({ data: { ...menu, items: {} } }) });
    renderDialog();
    expect(await screen.findByText(en.noMenuItems)).toBeTruthy();
  });

  it('shows Unable to load menu when the menu call fails', async () => {
    serve({ 'GET /api/menu': () => fail(404, 'Event not found') });
    renderDialog();
    expect(await screen.findByText(en.errors.unableToLoadMenu)).toBeTruthy();
  });

  it('shows Sold Out, and no form, when no slots are left', async () => {
    serve({ 'GET /api/available-slots': () => slotsReply(0) });
    renderDialog();
    expect(await screen.findByRole('heading', { name: en.soldOut })).toBeTruthy();
    expect(screen.getByText(en.soldOutMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByLabelText(en.name)).toBeNull();
  });

  it('shows Sold Out in Malayalam too', async () => {
    serve({ 'GET /api/available-slots': () => slotsReply(0) });
    await switchLanguage('ml');
    renderDialog();
    expect(await screen.findByRole('heading', { name: ml.soldOut })).toBeTruthy();
    expect(screen.getByText(ml.soldOutMessage)).toBeTruthy();
  });

  it('clamps each quantity to 0..MAX_QUANTITY', async () => {
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    const name = '2 Piece Mutton Mandi';
    expect(minus(name).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus(name));
    expect(quantity(name).textContent).toBe('0');
    for (let i = 0; i < 5; i++) fireEvent.click(plus(name));
    expect(quantity(name).textContent).toBe('3');
    expect(plus(name).getAttribute('aria-disabled')).toBe('true');
    for (let i = 0; i < 5; i++) fireEvent.click(minus(name));
    expect(quantity(name).textContent).toBe('0');
  });

  it('stops at the slots left across all items and shows how many remain', async () => {
    serve({ 'GET /api/available-slots': () => slotsReply(3) });
    renderDialog();
    await screen.findByText(fillText(en.remainingSlots, { count: '3' }));
    fireEvent.click(plus('2 Piece Mutton Mandi'));
    fireEvent.click(plus('2 Piece Mutton Mandi'));
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    expect(quantity('2 Piece Beef Ribs Mandi').textContent).toBe('1');
    expect(screen.getByTestId('remaining-slots').textContent).toBe('Slots left: 0');
    expect(plus('2 Piece Mutton Mandi').getAttribute('aria-disabled')).toBe('true');
    expect(plus('2 Piece Beef Ribs Mandi').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(minus('2 Piece Mutton Mandi'));
    expect(screen.getByTestId('remaining-slots').textContent).toBe('Slots left: 1');
    expect(plus('2 Piece Beef Ribs Mandi').getAttribute('aria-disabled')).toBe('false');
  });

  it('turns the discount on with the valid coupon and off with any other', async () => {
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Mutton Mandi'));
    expect(screen.getByTestId('total').textContent).toBe('₹1,400');

    fireEvent.change(screen.getByLabelText(en.coupon), { target: { value: ' fmandi20 ' } });
    fireEvent.click(screen.getByRole('button', { name: en.apply }));
    await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe('Coupon applied: 20% off'));
    expect(calls.find((call) => call.path === '/api/coupons/check')!.body).toEqual({ eventId: 7, code: 'fmandi20' });
    expect(screen.getByText('Discount (20%)')).toBeTruthy();
    expect(screen.getByTestId('discount').textContent).toBe('−₹280');
    expect(screen.getByTestId('total').textContent).toBe('₹1,120');
    expect(payButton().textContent).toBe('Pay ₹1,120 with Razorpay');

    fireEvent.change(screen.getByLabelText(en.coupon), { target: { value: 'MANDI10' } });
    fireEvent.click(screen.getByRole('button', { name: en.apply }));
    await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe(en.couponInvalid));
    expect(screen.queryByTestId('discount')).toBeNull();
    expect(payButton().textContent).toBe('Pay ₹1,400 with Razorpay');
  });

  it('shows the summary messages and each field’s error, and calls nothing', async () => {
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(payButton());
    const messages = await screen.findByTestId('booking-messages');
    expect(within(messages).getByText('Please select at least one item')).toBeTruthy();
    expect(within(messages).getByText('Please fill all required fields')).toBeTruthy();
    await waitFor(() => expect(errorOf(screen.getByLabelText(en.name))).toBe(en.validation.nameRequired));
    expect(errorOf(screen.getByLabelText(en.phone))).toBe(en.validation.phoneRequired);
    expect(errorOf(screen.getByLabelText(en.address))).toBe(en.validation.addressRequired);
    expect(errorOf(screen.getByLabelText(en.pincode))).toBe(en.validation.pincodeInvalid);
    expect(screen.getByLabelText(en.name).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(en.name));

    fireEvent.click(plus('2 Piece Mutton Mandi'));
    fillDetails({ 'Phone number': '12345', Pincode: '6860' });
    fireEvent.click(payButton());
    await waitFor(() => expect(errorOf(screen.getByLabelText(en.phone))).toBe(en.validation.phoneInvalid));
    expect(errorOf(screen.getByLabelText(en.pincode))).toBe(en.validation.pincodeInvalid);
    expect(screen.queryByText(en.validation.nameRequired)).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows each summary line only while its cause lasts', async () => {
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(payButton());
    const lines = () =>
      [...(screen.queryByTestId('booking-messages')?.querySelectorAll('p') ?? [])].map((line) => line.textContent);
    await vi.waitFor(() => expect(lines()).toEqual([en.validation.selectItem, en.validation.fillRequired]));

    fireEvent.click(plus('2 Piece Mutton Mandi'));
    expect(lines()).toEqual([en.validation.fillRequired]);
    fillDetails({ Pincode: '' });
    expect(lines()).toEqual([en.validation.fillRequired]);
    fillDetails();
    expect(screen.queryByTestId('booking-messages')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  describe('the coupon is the server’s to judge', () => {
    const couponBox = () => screen.getByLabelText(en.coupon);
    /** Opens the dialog, orders one mutton mandi for a filled-in customer, and applies `code`. */
    async function orderMuttonWithCode(code: string) {
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.click(plus('2 Piece Mutton Mandi'));
      fillDetails();
      fireEvent.change(couponBox(), { target: { value: code } });
      fireEvent.click(screen.getByRole('button', { name: en.apply }));
    }
    const orders = () => calls.filter((call) => call.path === '/api/razorpay/create-order');

    it('prices with the percentage the server answers, never comparing codes itself', async () => {
      serve({
        // Even a menu that still carried a code is not believed: only the check call decides.
        'GET /api/menu': () => ok({ data: { ...menu, VALID_COUPON: 'FMANDI20' } }),
        'POST /api/coupons/check': ({ body }) =>
          ok(
            (body as { code: string }).code === 'ONAM15'
              ? { applied: true, discountPercent: 15 }
              : { applied: false, discountPercent: 0 },
          ),
        'POST /api/razorpay/create-order': () => fail(409, 'stop here'),
      });
      await orderMuttonWithCode('FMANDI20');
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe(en.couponInvalid));
      expect(screen.queryByTestId('discount')).toBeNull();

      fireEvent.change(couponBox(), { target: { value: 'ONAM15' } });
      fireEvent.keyDown(couponBox(), { key: 'Enter' });
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe('Coupon applied: 15% off'));
      expect(screen.getByText('Discount (15%)')).toBeTruthy();
      expect(screen.getByTestId('total').textContent).toBe('₹1,190');
      fireEvent.click(payButton());
      await screen.findByText('stop here', {}, { timeout: 3000 });
      expect(orders()[0]!.body).toMatchObject({ amount: 119_000, coupon: 'ONAM15' });
    });

    it('says when the server will not check more codes now, in the customer’s language, and applies nothing', async () => {
      serve({
        'POST /api/coupons/check': () => fail(429, 'Too many coupon checks', 'booking.couponCheck.tooMany'),
      });
      await orderMuttonWithCode('FMANDI20');
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe(en.couponCheck.tooMany));
      expect(payButton().textContent).toBe('Pay ₹1,400 with Razorpay');

      // Pay with the code still not applied asks again, and stops without ordering.
      await switchLanguage('ml');
      fireEvent.click(screen.getByRole('button', { name: /Razorpay/ }));
      await waitFor(() => expect(calls.filter((call) => call.path === '/api/coupons/check')).toHaveLength(2));
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe(ml.couponCheck.tooMany));
      expect(orders()).toEqual([]);
    });

    it('words an order refused for too many codes from the network: wait, or pay without the code (en + ml)', async () => {
      serve({
        'POST /api/razorpay/create-order': () =>
          fail(429, 'Too many coupon checks from your network.', 'booking.couponCheck.tooMany'),
      });
      await orderMuttonWithCode('FMANDI20');
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe('Coupon applied: 20% off'));
      fireEvent.click(payButton());
      expect(await screen.findByText(en.couponCheck.tooManyOnOrder)).toBeTruthy();
      expect(orders()[0]!.body).toMatchObject({ coupon: 'FMANDI20' });

      await switchLanguage('ml');
      fireEvent.click(screen.getByRole('button', { name: /Razorpay/ }));
      expect(await screen.findByText(ml.couponCheck.tooManyOnOrder)).toBeTruthy();
      expect(orders()).toHaveLength(2);
    });

    it('says why a real code takes nothing off now: past its last day, or used up (en + ml)', async () => {
      serve({
        'POST /api/coupons/check': ({ body }) => {
          const code = (body as { code: string }).code;
          if (code === 'DIWALI') return ok({ applied: false, discountPercent: 0, reason: 'expired' });
          if (code === 'FIRST3') return ok({ applied: false, discountPercent: 0, reason: 'used-up' });
          return ok({ applied: false, discountPercent: 0, reason: 'unknown' });
        },
        'POST /api/razorpay/create-order': () => fail(409, 'stop here'),
      });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.click(plus('2 Piece Mutton Mandi'));
      fillDetails();
      const status = () => screen.getByTestId('coupon-status').textContent;
      fireEvent.change(couponBox(), { target: { value: 'DIWALI' } });
      fireEvent.click(screen.getByRole('button', { name: en.apply }));
      await waitFor(() => expect(status()).toBe(en.couponRefusal.expired));
      expect(screen.queryByTestId('discount')).toBeNull();
      // Pay is blocked beside the field, and the reason stays said.
      fireEvent.click(payButton());
      expect(await screen.findByText(en.validation.couponNotApplied)).toBeTruthy();
      expect(status()).toBe(en.couponRefusal.expired);
      expect(orders()).toEqual([]);

      fireEvent.change(couponBox(), { target: { value: 'FIRST3' } });
      fireEvent.click(screen.getByRole('button', { name: en.apply }));
      await waitFor(() => expect(status()).toBe(en.couponRefusal['used-up']));
      fireEvent.change(couponBox(), { target: { value: 'NOSUCH' } });
      fireEvent.click(screen.getByRole('button', { name: en.apply }));
      await waitFor(() => expect(status()).toBe(en.couponInvalid));

      await switchLanguage('ml');
      fireEvent.change(screen.getByLabelText(ml.coupon), { target: { value: 'FIRST3' } });
      fireEvent.click(screen.getByRole('button', { name: ml.apply }));
      await waitFor(() => expect(status()).toBe(ml.couponRefusal['used-up']));
      fireEvent.change(screen.getByLabelText(ml.coupon), { target: { value: 'DIWALI' } });
      fireEvent.click(screen.getByRole('button', { name: ml.apply }));
      await waitFor(() => expect(status()).toBe(ml.couponRefusal.expired));
    });

    it('words the order’s refusal when the code’s last use went to someone else first', async () => {
      serve({
        'POST /api/razorpay/create-order': () =>
          fail(
            409,
            'This coupon code has been used up. Clear the box to pay without it.',
            'booking.couponRefusal.used-up',
          ),
      });
      await switchLanguage('ml');
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.change(screen.getByLabelText(ml.coupon), { target: { value: 'FMANDI20' } });
      fireEvent.click(screen.getByRole('button', { name: ml.apply }));
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe('കൂപ്പൺ പ്രയോഗിച്ചു: 20% കിഴിവ്'));
      orderInMalayalam();
      expect(await screen.findByText(ml.couponRefusal['used-up'], {}, { timeout: 3000 })).toBeTruthy();
      expect(orders()).toHaveLength(1);
    });

    it('says when the server cannot be reached to check the code', async () => {
      serve({ 'POST /api/coupons/check': () => 'network' });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.change(couponBox(), { target: { value: 'FMANDI20' } });
      fireEvent.click(screen.getByRole('button', { name: en.apply }));
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe(coreEn.common.unableToConnect));
      expect(screen.queryByTestId('discount')).toBeNull();
    });
  });

  describe('a coupon typed but not applied', () => {
    const couponBox = () => screen.getByLabelText(en.coupon);
    const orders = () => calls.filter((call) => call.path === '/api/razorpay/create-order');

    it('is applied by Pay, which stops to show the new total; the next Pay pays it', async () => {
      serve({ 'POST /api/razorpay/create-order': () => fail(409, 'stop here') });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.click(plus('2 Piece Mutton Mandi'));
      fillDetails();
      fireEvent.change(couponBox(), { target: { value: 'fmandi20' } });
      fireEvent.click(payButton());
      const messages = await screen.findByTestId('booking-messages', {}, { timeout: 3000 });
      expect(messages.textContent).toBe(en.couponAppliedPayAgain);
      expect(screen.getByTestId('coupon-status').textContent).toBe('Coupon applied: 20% off');
      expect(payButton().textContent).toBe('Pay ₹1,120 with Razorpay');
      expect(orders()).toEqual([]);

      fireEvent.click(payButton());
      await screen.findByText('stop here', {}, { timeout: 3000 });
      expect(orders()).toHaveLength(1);
      expect(orders()[0]!.body).toMatchObject({ amount: 112_000, coupon: 'fmandi20' });
    });

    it('is un-applied when the box is changed after applying', async () => {
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.click(plus('2 Piece Mutton Mandi'));
      fireEvent.change(couponBox(), { target: { value: 'FMANDI20' } });
      fireEvent.click(screen.getByRole('button', { name: en.apply }));
      await waitFor(() => expect(payButton().textContent).toBe('Pay ₹1,120 with Razorpay'));
      fireEvent.change(couponBox(), { target: { value: 'FMANDI2' } });
      expect(screen.getByTestId('coupon-status').textContent).toBe('');
      expect(payButton().textContent).toBe('Pay ₹1,400 with Razorpay');
    });

    it('blocks paying with the coupon field’s error when it is not valid, until fixed or cleared', async () => {
      serve({ 'POST /api/razorpay/create-order': () => fail(409, 'stop here') });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.click(plus('2 Piece Mutton Mandi'));
      fillDetails();
      fireEvent.change(couponBox(), { target: { value: 'MANDI10' } });
      fireEvent.click(screen.getByRole('button', { name: en.apply }));
      await waitFor(() => expect(screen.getByTestId('coupon-status').textContent).toBe(en.couponInvalid));
      fireEvent.click(payButton());
      expect(await screen.findByText(en.validation.couponNotApplied)).toBeTruthy();
      expect(couponBox().getAttribute('aria-invalid')).toBe('true');
      expect(orders()).toEqual([]);

      fireEvent.change(couponBox(), { target: { value: '' } });
      expect(screen.queryByText(en.validation.couponNotApplied)).toBeNull();
      fireEvent.click(payButton());
      await screen.findByText('stop here', {}, { timeout: 3000 });
      expect(orders()[0]!.body).toMatchObject({ amount: 140_000, coupon: null });
    });
  });

  it('pays through the test checkout and shows the confirmation with the WhatsApp link', async () => {
    const confirmation: BookingConfirmation = {
      bookingId: 'MND-7K3Q9',
      paymentId: 'pay_test_1',
      event: { id: 7, title: event.title, titleMl: '', date: event.date },
      language: 'en',
      name: 'Anjali Nair',
      phone: '9847012345',
      address: '12 Temple Road, Kottayam',
      pincode: '686001',
      items: [
        { key: 'beef-2pc', name: '2 Piece Mutton Mandi', quantity: 1, unitPaise: 140_000, linePaise: 140_000 },
        { key: 'mutton-2pc', name: '2 Piece Beef Ribs Mandi', quantity: 1, unitPaise: 75_000, linePaise: 75_000 },
      ],
      subtotalPaise: 215_000,
      discountPercent: 20,
      discountPaise: 43_000,
      totalPaise: 172_000,
      manageUrl: '/booking/k3Q9x7Lm2Pq8Rt4Vw6Yz1Ab5Cd0Ef9Gh',
    };
    let createOrderTries = 0;
    serve({
      'POST /api/razorpay/create-order': ({ body }) => {
        createOrderTries += 1;
        if (createOrderTries === 1) return 'network';
        return orderCreated('order_test_1', body);
      },
      'POST /api/test-gateway/pay': () => paid('order_test_1', 'pay_test_1', 'sig'),
      'POST /api/bookings': () => ok({ booking: confirmation }),
    });
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Mutton Mandi'));
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    fillDetails();
    fireEvent.change(screen.getByLabelText(en.coupon), { target: { value: 'FMANDI20' } });
    fireEvent.click(screen.getByRole('button', { name: en.apply }));
    await waitFor(() => expect(payButton().textContent).toBe('Pay ₹1,720 with Razorpay'));
    fireEvent.click(payButton());
    expect(screen.getByRole('button', { name: en.processing }).getAttribute('aria-disabled')).toBe('true');

    const checkout = await screen.findByRole('dialog', { name: en.checkout.title }, { timeout: 3000 });
    expect(within(checkout).getByText('₹1,720')).toBeTruthy();
    expect(within(checkout).getByText('order_test_1')).toBeTruthy();

    const orders = calls.filter((call) => call.path === '/api/razorpay/create-order');
    expect(orders).toHaveLength(2);
    const [first, second] = orders.map((call) => call.body as Record<string, unknown>);
    expect(second!.receipt).toBe(first!.receipt);
    expect(String(first!.receipt)).toMatch(/^[A-Za-z0-9_-]{8,40}$/);
    expect(first).toMatchObject({
      amount: 172_000,
      currency: 'INR',
      eventId: 7,
      name: 'Anjali Nair',
      phone: '9847012345',
      address: '12 Temple Road, Kottayam',
      pincode: '686001',
      coupon: 'FMANDI20',
      items: { 'beef-2pc': 1, 'mutton-2pc': 1 },
      location: null,
    });

    fireEvent.click(within(checkout).getByRole('button', { name: en.checkout.pay }));
    expect(await screen.findByText(en.confirmation.success)).toBeTruthy();
    expect(screen.getByTestId('booking-reference').textContent).toBe('MND-7K3Q9');
    expect(screen.getByTestId('payment-id').textContent).toBe('pay_test_1');
    const booking = calls.find((call) => call.path === '/api/bookings')!.body;
    expect(booking).toMatchObject({
      payment: { id: 'pay_test_1', orderId: 'order_test_1', signature: 'sig' },
      eventId: 7,
      event: { title: event.title, date: event.date },
      coupon: 'FMANDI20',
    });

    const link = (await screen.findByRole('link', { name: en.confirmation.confirmOrder })) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/919812345678');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('MND-7K3Q9');
    expect(text).toContain('2 Piece Mutton Mandi × 1');
    expect(text).toContain('₹1,720');
    expect(text).toContain('Anjali Nair');
    expect(text).toContain('9847012345');
    expect(text).toContain('12 Temple Road, Kottayam');
  });

  it('says Payment cancelled. when the checkout is closed, and Payment failed on Fail, giving the slots back each time', async () => {
    let orderNumber = 0;
    serve({
      'POST /api/razorpay/release-order': () => ok({ released: true }),
      'POST /api/razorpay/create-order': ({ body }) => orderCreated(`order_test_${++orderNumber}`, body),
    });
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    fillDetails();
    fireEvent.click(payButton());
    let checkout = await screen.findByRole('dialog', { name: en.checkout.title });
    fireEvent.click(within(checkout).getByRole('button', { name: en.checkout.close }));
    expect(await screen.findByText(en.errors.paymentCancelled)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: en.checkout.title })).toBeNull();

    fireEvent.click(payButton());
    checkout = await screen.findByRole('dialog', { name: en.checkout.title });
    fireEvent.click(within(checkout).getByRole('button', { name: en.checkout.fail }));
    expect(await screen.findByText(en.errors.paymentFailed)).toBeTruthy();
    expect(screen.getByLabelText(en.name)).toBeTruthy();
    const orders = calls.filter((call) => call.path === '/api/razorpay/create-order');
    const receipts = orders.map((call) => (call.body as { receipt: string }).receipt);
    expect(new Set(receipts).size).toBe(2);
    // Each closed or failed checkout hands its own hold back, named by its order and receipt.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/razorpay/release-order').map((call) => call.body)).toEqual([
        { orderId: 'order_test_1', receipt: receipts[0] },
        { orderId: 'order_test_2', receipt: receipts[1] },
      ]),
    );
  });

  it('keeps one payment message at a time, and drops it when the order changes', async () => {
    let orderNumber = 0;
    serve({
      'POST /api/razorpay/release-order': () => ok({ released: true }),
      'POST /api/razorpay/create-order': ({ body }) => orderCreated(`order_test_${++orderNumber}`, body),
    });
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    fillDetails();
    const lines = () =>
      [...screen.getByTestId('booking-messages').querySelectorAll('p')].map((line) => line.textContent);
    for (let attempt = 0; attempt < 2; attempt++) {
      fireEvent.click(payButton());
      const checkout = await screen.findByRole('dialog', { name: en.checkout.title }, { timeout: 3000 });
      fireEvent.click(within(checkout).getByRole('button', { name: en.checkout.close }));
      await screen.findByText(en.errors.paymentCancelled, {}, { timeout: 3000 });
      expect(lines()).toEqual([en.errors.paymentCancelled]);
    }

    // A refused Pay says what to fix, not what happened to the last payment.
    fillDetails({ Name: '' });
    expect(screen.queryByTestId('booking-messages')).toBeNull();
    fireEvent.click(payButton());
    await vi.waitFor(() => expect(lines()).toEqual([en.validation.fillRequired]));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(en.name)));
    fillDetails();
    expect(screen.queryByTestId('booking-messages')).toBeNull();

    // Changing the order drops the message too.
    fireEvent.click(payButton());
    const checkout = await screen.findByRole('dialog', { name: en.checkout.title }, { timeout: 3000 });
    fireEvent.click(within(checkout).getByRole('button', { name: en.checkout.close }));
    await screen.findByText(en.errors.paymentCancelled, {}, { timeout: 3000 });
    fireEvent.click(plus('2 Piece Mutton Mandi'));
    expect(screen.queryByText(en.errors.paymentCancelled)).toBeNull();
  });

  it('says a refusal for too many unpaid orders in the customer’s language, and that payments are simulated', async () => {
    serve({
      'POST /api/razorpay/create-order': () =>
        fail(429, 'Too many unpaid orders from your network right now.', 'refusals.orders.unpaidLimit'),
    });
    await switchLanguage('ml');
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    expect(screen.getByTestId('payments-simulated').textContent).toBe(ml.checkout.notice);
    orderInMalayalam();
    expect(await screen.findByText(refusalsMl.orders.unpaidLimit)).toBeTruthy();
  });

  it('takes phone and pincode as people type them and a long address on several lines, and sends them normalised', async () => {
    serve({ 'POST /api/razorpay/create-order': () => fail(409, 'stop here') });
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    const address = 'Thekkumkattil House\nNear St. Mary’s Church, Baker Junction\nKottayam';
    fillDetails({ 'Phone number': '+91 98470 12345', Pincode: '686 001', 'Delivery address': address });
    const addressField = screen.getByLabelText('Delivery address');
    expect(addressField.tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('686 001');
    fireEvent.click(payButton());
    await screen.findByText('stop here', {}, { timeout: 3000 });
    const sent = calls.find((call) => call.path === '/api/razorpay/create-order')!.body as Record<string, string>;
    expect(sent).toMatchObject({ phone: '9847012345', pincode: '686001', address });

    fillDetails({ 'Phone number': '098470 12345' });
    fireEvent.click(await screen.findByRole('button', { name: /^Pay ₹/ }));
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/razorpay/create-order')).toHaveLength(2));
    fillDetails({ 'Phone number': '0481 256 0123' });
    fireEvent.click(await screen.findByRole('button', { name: /^Pay ₹/ }));
    expect(await screen.findByText(en.validation.phoneInvalid)).toBeTruthy();
  });

  it('keeps the paid order when saving it fails: separate sentences, and no technical text from our side', async () => {
    let bookingReply: Reply = fail(500, 'Database is locked');
    serve({
      'POST /api/razorpay/create-order': ({ body }) => orderCreated('order_test_9', body),
      'POST /api/test-gateway/pay': () => paid('order_test_9', 'pay_9', 's'),
      'POST /api/bookings': () => bookingReply,
    });
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    fillDetails();
    fireEvent.click(payButton());
    const checkout = await screen.findByRole('dialog', { name: en.checkout.title });
    fireEvent.click(within(checkout).getByRole('button', { name: en.checkout.pay }));
    const messages = await screen.findByTestId('booking-messages');
    await vi.waitFor(() =>
      expect([...messages.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
        en.errors.bookingFailed,
        en.paymentNotSaved,
      ]),
    );
    expect(messages.textContent).not.toContain('locked');

    // A refusal sent with 200 and no sentence reads 'Booking failed', not 'Server error: 200'.
    bookingReply = { body: { success: false } };
    fireEvent.click(await screen.findByRole('button', { name: en.saveBooking }));
    await vi.waitFor(() => expect(screen.getByTestId('booking-messages').textContent).not.toContain('Server error'));
    expect(screen.getByTestId('booking-messages').textContent).toContain(en.errors.bookingFailed);
  });

  it('shows the server’s sentence when the order is refused as sold out', async () => {
    serve({
      'POST /api/razorpay/create-order': () => fail(409, 'Only 1 slot is left for this event'),
    });
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    fillDetails();
    fireEvent.click(payButton());
    expect(await screen.findByText('Only 1 slot is left for this event')).toBeTruthy();
  });

  it('says the server’s known refusals in the customer’s language', async () => {
    serve({
      'POST /api/razorpay/create-order': () =>
        fail(409, 'Only 1 slot left for this event. Please reduce your order.', 'refusals.orders.slotsLeft', {
          params: { count: 1 },
        }),
    });
    await switchLanguage('ml');
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    orderInMalayalam();
    expect(await screen.findByText(fillText(refusalsMl.orders.slotsLeft_one, { count: '1' }))).toBeTruthy();
  });

  describe('Use Current Location', () => {
    function placeDevice(position: { lat: number; lng: number } | 'denied' | 'unsupported') {
      if (position === 'unsupported') {
        vi.stubGlobal('navigator', Object.fromEntries(Object.entries(navigator)));
        return;
      }
      vi.stubGlobal('navigator', {
        ...navigator,
        geolocation: {
          getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
            position === 'denied'
              ? failure({ code: 1, message: 'denied' } as GeolocationPositionError)
              : success({ coords: { latitude: position.lat, longitude: position.lng } } as GeolocationPosition),
        },
      });
    }
    const useLocation = () => fireEvent.click(screen.getByRole('button', { name: en.useCurrentLocation }));
    const status = () => screen.getByTestId('location-status');
    const geocoder = (answer: Reply) => ({ 'GET /api/geocode/reverse': () => answer });

    it('fills address and pincode from our geocoder for a position in Kerala', async () => {
      serve(
        geocoder(
          ok({ data: { displayName: 'Baker Junction, Kottayam, Kerala', state: 'Kerala', pincode: '686 001' } }),
        ),
      );
      placeDevice({ lat: 9.59, lng: 76.52 });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      useLocation();
      await vi.waitFor(() => expect(status().textContent).toBe(en.locationSaved));
      expect((screen.getByLabelText(en.address) as HTMLInputElement).value).toBe('Baker Junction, Kottayam, Kerala');
      expect((screen.getByLabelText(en.pincode) as HTMLInputElement).value).toBe('686001');
      expect(calls.some((call) => call.path === '/api/geocode/reverse')).toBe(true);
    });

    const found = { displayName: 'Baker Junction, Kottayam, Kerala', state: 'Kerala', pincode: '686 001' };
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    const offer = () => screen.queryByRole('group', { name: en.addressOffer.question });

    it('keeps a typed address, fills the empty pincode, and offers the found address; Keep mine keeps the point', async () => {
      serve({
        ...geocoder(ok({ data: found })),
        'POST /api/razorpay/create-order': () => fail(409, 'stop here'),
      });
      placeDevice({ lat: 9.59, lng: 76.52 });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.click(plus('2 Piece Mutton Mandi'));
      fillDetails({ 'Delivery address': 'Flat 4C, Green Meadows, Kottayam', Pincode: '' });
      useLocation();
      await vi.waitFor(() => expect(status().textContent).toBe(en.locationSaved));
      expect(field(en.address).value).toBe('Flat 4C, Green Meadows, Kottayam');
      expect(field(en.pincode).value).toBe('686001');
      expect(within(offer()!).getByText(found.displayName)).toBeTruthy();

      fireEvent.click(within(offer()!).getByRole('button', { name: en.addressOffer.keep }));
      expect(offer()).toBeNull();
      expect(field(en.address).value).toBe('Flat 4C, Green Meadows, Kottayam');
      fireEvent.click(payButton());
      await screen.findByText('stop here', {}, { timeout: 3000 });
      expect(calls.find((call) => call.path === '/api/razorpay/create-order')!.body).toMatchObject({
        address: 'Flat 4C, Green Meadows, Kottayam',
        pincode: '686001',
        location: { lat: 9.59, lng: 76.52, address: found.displayName },
      });
    });

    it('fills the pincode only when it is empty, and Replace takes the found address and pincode', async () => {
      serve(geocoder(ok({ data: found })));
      placeDevice({ lat: 9.59, lng: 76.52 });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      fireEvent.change(field(en.pincode), { target: { value: '686002' } });
      useLocation();
      await vi.waitFor(() => expect(status().textContent).toBe(en.locationSaved));
      expect(field(en.address).value).toBe(found.displayName);
      expect(field(en.pincode).value).toBe('686002');

      fireEvent.change(field(en.address), { target: { value: 'Flat 4C, Green Meadows' } });
      const asked = offer()!;
      expect(within(asked).getByText(found.displayName)).toBeTruthy();
      expect(within(asked).getByText('Pincode: 686001')).toBeTruthy();
      fireEvent.click(within(asked).getByRole('button', { name: en.addressOffer.replace }));
      expect(field(en.address).value).toBe(found.displayName);
      expect(field(en.pincode).value).toBe('686001');
      expect(offer()).toBeNull();
    });

    it('refuses a position outside Kerala’s bounds without asking the geocoder', async () => {
      placeDevice({ lat: 13.08, lng: 80.27 });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      useLocation();
      expect(status().textContent).toBe(en.errors.locationOutsideKerala);
      expect(calls.some((call) => call.path === '/api/geocode/reverse')).toBe(false);
    });

    it('refuses an address whose state is not Kerala', async () => {
      serve(geocoder(ok({ data: { displayName: 'Gudalur, Tamil Nadu', state: 'Tamil Nadu', pincode: null } })));
      placeDevice({ lat: 11.5, lng: 76.6 });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      useLocation();
      await vi.waitFor(() => expect(status().textContent).toBe(en.errors.selectedOutsideKerala));
      expect((screen.getByLabelText(en.address) as HTMLInputElement).value).toBe('');
    });

    it.each([
      [404, 'No address found', en.errors.noAddressFound],
      [502, 'Failed to get address', en.errors.failedToGetAddress],
    ])('says so when the geocoder answers %i', async (code, error, message) => {
      serve(geocoder(fail(code, error)));
      placeDevice({ lat: 9.59, lng: 76.52 });
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      useLocation();
      await vi.waitFor(() => expect(status().textContent).toBe(message));
    });

    it.each([
      ['denied' as const, en.errors.couldNotGetLocation],
      ['unsupported' as const, en.errors.locationNotSupported],
    ])('explains a location service that is %s', async (device, message) => {
      placeDevice(device);
      renderDialog();
      await screen.findByText('2 Piece Mutton Mandi');
      useLocation();
      expect(status().textContent).toBe(message);
    });
  });
});

describe('the booking dialog in the browser’s history and on the device', () => {
  const held = heldSlotsEn;
  /** Chooses one item, fills the details and presses Pay: the test checkout opens. */
  async function startPaying() {
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Mutton Mandi'));
    fillDetails();
    fireEvent.click(payButton());
    await screen.findByRole('dialog', { name: en.checkout.title }, { timeout: 3000 });
  }
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('words slots held by others as held, with when to check again, and asks again on request', async () => {
    let asked = 0;
    serve({
      'GET /api/available-slots': () => {
        asked += 1;
        return slotsReply(0, { heldSlots: 3, nextReleaseAt: inMinutes(4.2) });
      },
    });
    renderDialog();
    expect(await screen.findByRole('heading', { name: held.allHeld })).toBeTruthy();
    expect(screen.queryByText(en.soldOut)).toBeNull();
    expect(screen.getByTestId('held-slots').textContent).toBe(
      `${fillText(held.slots_other, { count: '3' })} ${fillText(held.checkAgain_other, { count: '5' })}`,
    );
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.checkAgainNow }));
    await waitFor(() => expect(asked).toBe(2));
  });

  it('closes on Back, and keeps what was typed for when the customer opens it again', async () => {
    serve();
    const { onClose } = renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    fireEvent.click(plus('2 Piece Mutton Mandi'));
    fillDetails({ Name: 'Anjali Nair' });
    window.history.back();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    cleanup();

    serve();
    renderDialog();
    await screen.findByText('2 Piece Mutton Mandi');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anjali Nair');
    expect(quantity('2 Piece Mutton Mandi').textContent).toBe('1');
  });

  it('resumes the customer’s own held order after a reload instead of reading sold out, with the same receipt', async () => {
    serve({ 'POST /api/razorpay/create-order': ({ body }) => orderCreated('order_own', body) });
    renderDialog();
    await startPaying();
    const firstReceipt = (calls.find((call) => call.path === '/api/razorpay/create-order')!.body as { receipt: string })
      .receipt;
    cleanup(); // The page reloads while the checkout is open: the hold stays on the server.

    serve({
      'GET /api/available-slots': ({ query }) =>
        query.get('receipt') === firstReceipt ? slotsReply(1, { yourHeldSlots: 1 }) : slotsReply(0, { heldSlots: 1 }),
      'POST /api/razorpay/create-order': ({ body }) => orderCreated('order_own', body),
    });
    renderDialog();
    expect((await screen.findByTestId('your-hold')).textContent).toContain('Your 1 slot is held for you until');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('  Anjali Nair ');
    fireEvent.click(payButton());
    await screen.findByRole('dialog', { name: en.checkout.title }, { timeout: 3000 });
    const again = calls.find((call) => call.path === '/api/razorpay/create-order')!.body as { receipt: string };
    expect(again.receipt).toBe(firstReceipt);
  });

  it('names its own open order when the customer changes it, so the server replaces only that one', async () => {
    serve({ 'POST /api/razorpay/create-order': ({ body }) => orderCreated('order_first', body) });
    renderDialog();
    await startPaying();
    const [first] = calls.filter((call) => call.path === '/api/razorpay/create-order');
    const firstBody = first!.body as { receipt: string; replaces?: string };
    expect(firstBody.replaces).toBeUndefined();
    cleanup();

    serve({
      'GET /api/available-slots': () => slotsReply(3, { yourHeldSlots: 1 }),
      'POST /api/razorpay/create-order': ({ body }) => orderCreated('order_second', body),
    });
    renderDialog();
    await screen.findByTestId('your-hold');
    fireEvent.click(plus('2 Piece Beef Ribs Mandi'));
    fireEvent.click(payButton());
    await screen.findByRole('dialog', { name: en.checkout.title }, { timeout: 3000 });
    const changed = calls.find((call) => call.path === '/api/razorpay/create-order')!.body as typeof firstBody;
    expect(changed.receipt).not.toBe(firstBody.receipt);
    expect(changed.replaces).toBe(firstBody.receipt);
  });

  it('closes the test checkout on Back as a dismissal, giving the slots back', async () => {
    serve({ 'POST /api/razorpay/create-order': ({ body }) => orderCreated('order_back', body) });
    const pushState = vi.spyOn(window.history, 'pushState');
    const { onClose } = renderDialog();
    await startPaying();
    // Back only once the checkout's own history entry is there (the booking dialog pushed the first).
    await waitFor(() => expect(pushState).toHaveBeenCalledTimes(2));
    pushState.mockRestore();
    window.history.back();
    expect(await screen.findByText(en.errors.paymentCancelled, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: en.checkout.title })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/razorpay/release-order')).toBe(true));
  });

  it('says, in Malayalam, which earlier sale opened again, with its date in Malayalam', async () => {
    await switchLanguage('ml');
    serve({
      'POST /api/razorpay/create-order': () =>
        fail(409, 'Slots have opened again', 'refusals.orders.earlierEventOpen', {
          params: { title: 'Weekend Mandi Sale', date: '2027-01-09' },
        }),
    });
    renderDialog();
    await screen.findByText('2 Piece Beef Ribs Mandi');
    orderInMalayalam();
    const expected = fillText(refusalsMl.orders.earlierEventOpen, {
      date: formatEventDate('2027-01-09', 'ml'),
      title: 'Weekend Mandi Sale',
    });
    expect(await screen.findByText(expected)).toBeTruthy();
  });
});
