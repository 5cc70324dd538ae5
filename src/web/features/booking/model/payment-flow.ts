import type {
  BookingConfirmation,
  BookingRequest,
  CreateOrderReply,
  CreateOrderRequest,
  ReleaseOrderRequest,
} from '#shared/schemas/bookings.ts';
import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { OpenOrder } from '#web/lib/order-draft.ts';
import type { CheckoutOutcome } from '../payment/checkout-types.ts';

/** The payment's or the server's last word: one at a time, replaced by the next, gone when the order changes. */
export interface Notice {
  tone: 'problem' | 'info';
  /** One sentence per line. */
  lines: string[];
}

/** One try at opening a payment order: its idempotency key (receipt) and the body it was sent with (JSON). */
export interface Attempt {
  receipt: string;
  body: string;
}

export interface PaymentState {
  busy: boolean;
  notice: Notice | null;
  /** Paid, but the booking call has not succeeded yet: the button saves instead of charging again. */
  unsaved: BookingRequest | null;
  /** This tab's open order on the event (kept in the draft): Pay again with the same body reuses its receipt. */
  openOrder: OpenOrder | null;
  /** An attempt that failed on the network: the same order sent again reuses its receipt. */
  pendingAttempt: Attempt | null;
}

export type PaymentEvent =
  | { type: 'started' }
  | { type: 'finished' }
  /** The customer changed the order: the last message no longer applies (unless it explains Save). */
  | { type: 'orderChanged' }
  | { type: 'said'; notice: Notice }
  | { type: 'attempted'; attempt: Attempt }
  | { type: 'orderOpened'; attempt: Attempt; expiresAt: string }
  /** The server refused the order (or could not be reached: `network`, the receipt is kept for the retry). */
  | { type: 'orderRefused'; network: boolean; closed: boolean; problem: string }
  /** The checkout did not take the money: its hold is given back. */
  | { type: 'checkoutEnded'; problem: string }
  | { type: 'notSaved'; request: BookingRequest; lines: string[] }
  | { type: 'booked' };

export function startingPayment(openOrder: OpenOrder | null): PaymentState {
  return { busy: false, notice: null, unsaved: null, openOrder, pendingAttempt: null };
}

const problemNotice = (...lines: string[]): Notice => ({ tone: 'problem', lines });

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'started':
      return { ...state, busy: true, notice: null };
    case 'finished':
      return { ...state, busy: false };
    case 'orderChanged':
      return state.unsaved || !state.notice ? state : { ...state, notice: null };
    case 'said':
      return { ...state, notice: event.notice };
    case 'attempted':
      return { ...state, pendingAttempt: event.attempt };
    case 'orderOpened':
      return { ...state, pendingAttempt: null, openOrder: { ...event.attempt, expiresAt: event.expiresAt } };
    case 'orderRefused':
      return {
        ...state,
        pendingAttempt: event.network ? state.pendingAttempt : null,
        openOrder: event.closed ? null : state.openOrder,
        notice: problemNotice(event.problem),
      };
    case 'checkoutEnded':
      return { ...state, openOrder: null, notice: problemNotice(event.problem) };
    case 'notSaved':
      return { ...state, unsaved: event.request, notice: problemNotice(...event.lines) };
    case 'booked':
      return { ...state, unsaved: null };
  }
}

/** The order as the form checked it, before a receipt is chosen. */
export type CheckedOrder = Omit<CreateOrderRequest, 'receipt' | 'replaces'>;

/** What the flow needs from the world: the server, the checkout, the wording and the screen's caches. */
export interface PaymentPorts {
  createOrder(request: CreateOrderRequest): Promise<CreateOrderReply>;
  releaseOrder(order: ReleaseOrderRequest): Promise<unknown>;
  openCheckout(order: CreateOrderReply, contact: { name: string; phone: string }): Promise<CheckoutOutcome>;
  createBooking(request: BookingRequest): Promise<BookingConfirmation>;
  newReceipt(): string;
  isNetworkFailure(failure: unknown): boolean;
  /** The order was refused with a 409 (slots, menu or the open order changed): what the screen shows is re-read. */
  onConflict(): void;
  /** A hold was given back: the slots are re-read. */
  onReleased(): void;
  onBooked(booking: BookingConfirmation): void;
  words: {
    orderProblem(failure: unknown): string;
    bookingProblem(failure: unknown): string;
    paymentEnded(status: 'dismissed' | 'failed'): string;
    notSaved: string;
  };
}

type Dispatch = (event: PaymentEvent) => void;

/**
 * The receipt for this order: the same order again (after a network failure, a reload or Back) asks
 * with the same receipt, so the server answers the hold it already made.
 */
export function receiptFor(body: string, state: PaymentState, fresh: () => string): string {
  const same = [state.pendingAttempt, state.openOrder].find((attempt) => attempt?.body === body);
  return same?.receipt ?? fresh();
}

/** Opens the payment order, runs the checkout and saves the booking; every outcome is an event. */
export async function payForOrder(
  order: CheckedOrder,
  event: { title: string; date: string },
  state: PaymentState,
  ports: PaymentPorts,
  dispatch: Dispatch,
): Promise<void> {
  const body = JSON.stringify(order);
  const receipt = receiptFor(body, state, ports.newReceipt);
  const attempt = { receipt, body };
  dispatch({ type: 'attempted', attempt });

  let paymentOrder: CreateOrderReply;
  try {
    // This tab's own open order on the event is replaced by the new one (the server releases only it).
    const own = state.openOrder?.receipt;
    paymentOrder = await ports.createOrder({ ...order, receipt, ...(own && own !== receipt ? { replaces: own } : {}) });
    dispatch({ type: 'orderOpened', attempt, expiresAt: paymentOrder.expiresAt });
  } catch (failure) {
    const conflict = failure instanceof ApiError && failure.status === 409;
    // A refused order leaves the open one as it was, unless the server says it is closed.
    const closed = conflict && failure.code === ORDER_REFUSAL.orderClosed;
    dispatch({
      type: 'orderRefused',
      network: ports.isNetworkFailure(failure),
      closed,
      problem: ports.words.orderProblem(failure),
    });
    if (conflict) ports.onConflict();
    return;
  }

  const giveBack = async (problem: string) => {
    dispatch({ type: 'checkoutEnded', problem });
    await ports.releaseOrder({ orderId: paymentOrder.orderId, receipt });
    ports.onReleased();
  };
  let outcome: CheckoutOutcome;
  try {
    outcome = await ports.openCheckout(paymentOrder, { name: order.name, phone: order.phone });
  } catch (failure) {
    return giveBack(ports.words.orderProblem(failure));
  }
  if (outcome.status !== 'paid') return giveBack(ports.words.paymentEnded(outcome.status));
  await saveBooking(
    {
      payment: outcome.payment,
      eventId: order.eventId,
      event,
      name: order.name,
      phone: order.phone,
      address: order.address,
      pincode: order.pincode,
      items: order.items,
      coupon: order.coupon,
      location: order.location,
    },
    ports,
    dispatch,
  );
}

/** Saves a paid booking; a failure keeps it, and the button saves it again instead of charging again. */
export async function saveBooking(request: BookingRequest, ports: PaymentPorts, dispatch: Dispatch): Promise<void> {
  let booking: BookingConfirmation;
  try {
    booking = await ports.createBooking(request);
  } catch (failure) {
    dispatch({ type: 'notSaved', request, lines: [ports.words.bookingProblem(failure), ports.words.notSaved] });
    return;
  }
  dispatch({ type: 'booked' });
  ports.onBooked(booking);
}
