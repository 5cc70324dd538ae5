import { describe, expect, it } from 'vitest';
import type {
  BookingConfirmation,
  BookingRequest,
  CreateOrderReply,
  CreateOrderRequest,
} from '#shared/schemas/bookings.ts';
import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';
import type { CheckoutOutcome } from '../payment/checkout-types.ts';
import { CheckoutUnavailableError } from '../payment/checkout-types.ts';
import {
  payForOrder,
  paymentReducer,
  receiptFor,
  saveBooking,
  startingPayment,
  type CheckedOrder,
  type PaymentEvent,
  type PaymentPorts,
  type PaymentState,
} from './payment-flow.ts';

const ORDER: CheckedOrder = {
  name: 'Asha',
  phone: '9876543210',
  address: '12 Beach Road',
  pincode: '673001',
  email: '',
  coupon: null,
  items: { mutton: 1 },
  location: null,
  eventId: 7,
  amount: 150000,
  currency: 'INR',
  language: 'en',
};
const EVENT = { title: 'Friday mandi', date: '2026-12-04' };
const PROOF = { id: 'pay_1', orderId: 'order_1', signature: 'sig' };
const PAID: CheckoutOutcome = { status: 'paid', payment: PROOF };
const REPLY = { orderId: 'order_1', expiresAt: '2026-12-01T10:00:00.000Z' } as CreateOrderReply;
const BOOKING = { bookingId: 'MB-1' } as BookingConfirmation;

/** A world whose answers each test sets; it records what the flow asked of it. */
function world(answers: {
  order?: () => Promise<CreateOrderReply>;
  checkout?: () => Promise<CheckoutOutcome>;
  booking?: () => Promise<BookingConfirmation>;
}) {
  const asked: string[] = [];
  const orders: CreateOrderRequest[] = [];
  const bookings: BookingRequest[] = [];
  let receipts = 0;
  const ports: PaymentPorts = {
    createOrder: (request) => {
      orders.push(request);
      return (answers.order ?? (() => Promise.resolve(REPLY)))();
    },
    releaseOrder: (order) => {
      asked.push(`release ${order.orderId} ${order.receipt}`);
      return Promise.resolve();
    },
    openCheckout: () => {
      asked.push('checkout');
      return (answers.checkout ?? (() => Promise.resolve(PAID)))();
    },
    createBooking: (request) => {
      bookings.push(request);
      return (answers.booking ?? (() => Promise.resolve(BOOKING)))();
    },
    newReceipt: () => `receipt-${++receipts}`,
    isNetworkFailure: (failure) => failure instanceof ApiError && failure.status === NETWORK_ERROR_STATUS,
    onConflict: () => asked.push('re-read'),
    onReleased: () => asked.push('released'),
    onBooked: (booking) => asked.push(`booked ${booking.bookingId}`),
    words: {
      orderProblem: (failure) => `order problem: ${failure instanceof Error ? failure.message : String(failure)}`,
      bookingProblem: (failure) => `booking problem: ${failure instanceof Error ? failure.message : String(failure)}`,
      paymentEnded: (status) => `payment ${status}`,
      notSaved: 'paid, not saved',
    },
  };
  return { ports, asked, orders, bookings };
}

/** Runs one Pay as the hook does: started, the flow, finished; answers the state after. */
async function pay(state: PaymentState, ports: PaymentPorts): Promise<PaymentState> {
  let now = paymentReducer(state, { type: 'started' });
  const dispatch = (event: PaymentEvent) => (now = paymentReducer(now, event));
  await payForOrder(ORDER, EVENT, now, ports, dispatch);
  return paymentReducer(now, { type: 'finished' });
}

async function saveAgain(state: PaymentState, ports: PaymentPorts): Promise<PaymentState> {
  let now = paymentReducer(state, { type: 'started' });
  await saveBooking(state.unsaved!, ports, (event) => (now = paymentReducer(now, event)));
  return paymentReducer(now, { type: 'finished' });
}

describe('the payment reducer', () => {
  const noticed: PaymentState = { ...startingPayment(null), notice: { tone: 'problem', lines: ['Payment failed'] } };

  it('starts a submit busy with no message, and ends it not busy', () => {
    const started = paymentReducer(noticed, { type: 'started' });
    expect(started).toMatchObject({ busy: true, notice: null });
    expect(paymentReducer(started, { type: 'finished' }).busy).toBe(false);
  });

  it('drops the last message when the order changes, unless the payment is taken but not saved', () => {
    expect(paymentReducer(noticed, { type: 'orderChanged' }).notice).toBeNull();
    const unsaved = { ...noticed, unsaved: { eventId: 7 } as BookingRequest };
    expect(paymentReducer(unsaved, { type: 'orderChanged' })).toBe(unsaved);
  });

  it('keeps an attempt until the order opens, then holds it as the open order', () => {
    const attempt = { receipt: 'r1', body: '{}' };
    const attempted = paymentReducer(startingPayment(null), { type: 'attempted', attempt });
    expect(attempted.pendingAttempt).toEqual(attempt);
    const opened = paymentReducer(attempted, { type: 'orderOpened', attempt, expiresAt: 'later' });
    expect(opened).toMatchObject({
      pendingAttempt: null,
      openOrder: { receipt: 'r1', body: '{}', expiresAt: 'later' },
    });
  });

  it('keeps the attempt of a refusal only when the network failed, and the open order unless it is closed', () => {
    const open = { receipt: 'r0', body: '{"a":1}', expiresAt: 'later' };
    const attempted = { ...startingPayment(open), pendingAttempt: { receipt: 'r1', body: '{}' } };
    const refused = (network: boolean, closed: boolean) =>
      paymentReducer(attempted, { type: 'orderRefused', network, closed, problem: 'No' });
    expect(refused(true, false)).toMatchObject({ pendingAttempt: attempted.pendingAttempt, openOrder: open });
    expect(refused(false, false)).toMatchObject({ pendingAttempt: null, openOrder: open });
    expect(refused(false, true)).toMatchObject({ pendingAttempt: null, openOrder: null });
    expect(refused(false, false).notice).toEqual({ tone: 'problem', lines: ['No'] });
  });
});

describe('a receipt', () => {
  const state = {
    ...startingPayment({ receipt: 'open', body: 'B', expiresAt: 'later' }),
    pendingAttempt: { receipt: 'pending', body: 'A' },
  };
  it('is the one of the attempt or open order with the same body, else a fresh one', () => {
    expect(receiptFor('A', state, () => 'fresh')).toBe('pending');
    expect(receiptFor('B', state, () => 'fresh')).toBe('open');
    expect(receiptFor('C', state, () => 'fresh')).toBe('fresh');
  });
});

describe('paying for an order', () => {
  it('opens the order, takes the payment and saves the booking', async () => {
    const { ports, asked, orders, bookings } = world({});
    const after = await pay(startingPayment(null), ports);
    expect(orders).toEqual([{ ...ORDER, receipt: 'receipt-1' }]);
    expect(asked).toEqual(['checkout', 'booked MB-1']);
    expect(bookings[0]).toMatchObject({ payment: PROOF, event: EVENT, name: 'Asha' });
    expect(after).toMatchObject({ busy: false, notice: null, unsaved: null, pendingAttempt: null });
    expect(after.openOrder).toEqual({ receipt: 'receipt-1', body: JSON.stringify(ORDER), expiresAt: REPLY.expiresAt });
  });

  it('replaces the tab’s own open order of another body, naming it', async () => {
    const { ports, orders } = world({});
    await pay(startingPayment({ receipt: 'old', body: '{"other":1}', expiresAt: 'later' }), ports);
    expect(orders[0]).toMatchObject({ receipt: 'receipt-1', replaces: 'old' });
  });

  it('asks again with the open order’s receipt when the body is the same, replacing nothing', async () => {
    const { ports, orders } = world({});
    await pay(startingPayment({ receipt: 'same', body: JSON.stringify(ORDER), expiresAt: 'later' }), ports);
    expect(orders[0]!.receipt).toBe('same');
    expect(orders[0]).not.toHaveProperty('replaces');
  });

  it('retries a network failure with the same idempotency key', async () => {
    const offline = new ApiError(NETWORK_ERROR_STATUS, 'offline');
    let fail = true;
    const { ports, orders } = world({ order: () => (fail ? Promise.reject(offline) : Promise.resolve(REPLY)) });
    const refused = await pay(startingPayment(null), ports);
    expect(refused.notice).toEqual({ tone: 'problem', lines: ['order problem: offline'] });
    expect(refused.pendingAttempt?.receipt).toBe('receipt-1');
    fail = false;
    await pay(refused, ports);
    expect(orders.map((order) => order.receipt)).toEqual(['receipt-1', 'receipt-1']);
  });

  it('forgets the receipt of a refused order: the next Pay is a new attempt', async () => {
    let refuse = true;
    const sold = new ApiError(409, 'sold out', 'sold-out');
    const { ports, orders, asked } = world({ order: () => (refuse ? Promise.reject(sold) : Promise.resolve(REPLY)) });
    const refused = await pay(startingPayment(null), ports);
    expect(refused).toMatchObject({ pendingAttempt: null, notice: { lines: ['order problem: sold out'] } });
    expect(asked).toEqual(['re-read']);
    refuse = false;
    await pay(refused, ports);
    expect(orders.map((order) => order.receipt)).toEqual(['receipt-1', 'receipt-2']);
  });

  it('drops the open order when a 409 says it is closed, and keeps it for any other 409', async () => {
    const open = { receipt: 'old', body: '{"other":1}', expiresAt: 'later' };
    const closed = world({ order: () => Promise.reject(new ApiError(409, 'closed', ORDER_REFUSAL.orderClosed)) });
    expect((await pay(startingPayment(open), closed.ports)).openOrder).toBeNull();
    const other = world({ order: () => Promise.reject(new ApiError(409, 'sold out', 'sold-out')) });
    expect((await pay(startingPayment(open), other.ports)).openOrder).toEqual(open);
  });

  it('re-reads nothing for a refusal that is not a conflict', async () => {
    const { ports, asked } = world({ order: () => Promise.reject(new ApiError(400, 'bad phone')) });
    const after = await pay(startingPayment(null), ports);
    expect(asked).toEqual([]);
    expect(after.notice?.lines).toEqual(['order problem: bad phone']);
  });

  it.each([
    ['dismissed', 'payment dismissed'],
    ['failed', 'payment failed'],
  ] as const)('gives the hold back when the gateway is %s', async (status, problem) => {
    const { ports, asked, bookings } = world({ checkout: () => Promise.resolve({ status }) });
    const after = await pay(startingPayment(null), ports);
    expect(asked).toEqual(['checkout', 'release order_1 receipt-1', 'released']);
    expect(bookings).toEqual([]);
    expect(after).toMatchObject({ openOrder: null, notice: { tone: 'problem', lines: [problem] } });
  });

  it('gives the hold back when the checkout cannot open', async () => {
    const { ports, asked } = world({ checkout: () => Promise.reject(new CheckoutUnavailableError('sdk-failed')) });
    const after = await pay(startingPayment(null), ports);
    expect(asked).toEqual(['checkout', 'release order_1 receipt-1', 'released']);
    expect(after).toMatchObject({ openOrder: null, notice: { lines: ['order problem: sdk-failed'] } });
  });

  it('keeps a paid booking the server did not save, and saves it again without charging', async () => {
    let saved = false;
    const { ports, asked, bookings } = world({
      booking: () => (saved ? Promise.resolve(BOOKING) : Promise.reject(new ApiError(500, 'down'))),
    });
    const unsaved = await pay(startingPayment(null), ports);
    expect(unsaved.unsaved).toEqual(bookings[0]);
    expect(unsaved.notice).toEqual({ tone: 'problem', lines: ['booking problem: down', 'paid, not saved'] });
    // A change to the order keeps the message that explains the Save button.
    expect(paymentReducer(unsaved, { type: 'orderChanged' }).notice).toEqual(unsaved.notice);
    saved = true;
    const after = await saveAgain(unsaved, ports);
    expect(asked).toEqual(['checkout', 'booked MB-1']);
    expect(bookings).toHaveLength(2);
    expect(bookings[1]).toBe(bookings[0]);
    expect(after).toMatchObject({ unsaved: null, busy: false });
  });
});
