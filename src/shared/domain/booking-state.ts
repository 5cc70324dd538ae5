import type { TextKey } from '#shared/content/locales/text-keys.ts';
import { BOOKING_STATUSES, type BookingStatus, type RefundStatus } from '../schemas/bookings.ts';
import type { CancellationTerms } from './cancellation-terms.ts';
import { formatRupees } from './money.ts';

/**
 * A booking's life, one state machine for the admin, the customer's page, the CSV and the mails:
 *
 *   held ──payment proven──▶ paid ('pending') ⇄ confirmed ⇄ delivered
 *                              └──────────┴───────────┴──▶ cancelled
 *
 * and, beside the status, its money: paid, refunded in part or refunded in full, derived only from
 * the refunds actually made (asked for, at the bank or sent back; a failed refund gave nothing back).
 * A hold is not a booking yet (holds.service keeps it); the owner moves a booking between the stored
 * statuses, the customer can only cancel. A move that contradicts the money is refused with a reason.
 */
export type BookingStage = 'held' | 'paid' | 'confirmed' | 'delivered' | 'cancelled';

const STAGE_OF: Record<BookingStatus, BookingStage> = {
  pending: 'paid',
  confirmed: 'confirmed',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

export function stageOf(status: BookingStatus): BookingStage {
  return STAGE_OF[status];
}

export type MoneyState = 'paid' | 'refundedInPart' | 'refundedInFull';

export interface RefundMade {
  amountPaise: number;
  status: RefundStatus;
}

export interface BookingMoney {
  paidPaise: number;
  /** Every refund not failed: asked for, at the bank or sent back. */
  refundedPaise: number;
  /** Of those, what has reached the customer's account. */
  sentBackPaise: number;
  /** What can still be refunded: paid − refunded so far. */
  leftPaise: number;
  state: MoneyState;
}

/** How many of a booking's refunds have been paid back: each of those has its credit note or refund receipt. */
export function paidBackCount(refunds: readonly Pick<RefundMade, 'status'>[]): number {
  return refunds.filter((refund) => refund.status === 'processed').length;
}

/** What happened to a booking's money, from its payment and the refunds made. */
export function bookingMoney(paidPaise: number, refunds: readonly RefundMade[]): BookingMoney {
  const sum = (list: readonly RefundMade[]) => list.reduce((total, refund) => total + refund.amountPaise, 0);
  const refundedPaise = sum(refunds.filter((refund) => refund.status !== 'failed'));
  const leftPaise = Math.max(0, paidPaise - refundedPaise);
  let state: MoneyState = 'paid';
  if (refundedPaise > 0) state = leftPaise === 0 ? 'refundedInFull' : 'refundedInPart';
  return {
    paidPaise,
    refundedPaise,
    sentBackPaise: sum(refunds.filter((refund) => refund.status === 'processed')),
    leftPaise,
    state,
  };
}

export interface BookingState {
  status: BookingStatus;
  money: BookingMoney;
}

export function bookingState(status: BookingStatus, paidPaise: number, refunds: readonly RefundMade[]): BookingState {
  return { status, money: bookingMoney(paidPaise, refunds) };
}

/** A refusal as the server sends it and the admin shows it: a text key and its parameters. */
export interface StateRefusal {
  key: 'adminBookings.refusals.refundedStaysCancelled' | 'adminBookings.refusals.refundedInFull';
  params: { refunded: string };
}

export type Transition = { allowed: true } | { allowed: false; refusal: StateRefusal };

const ALLOWED: Transition = { allowed: true };

/**
 * May the owner set `to`? Cancelling is always allowed (the money stays as it is; a refund is apart).
 * A cancelled booking whose money went back cannot come back: the meal would be unpaid (a new
 * booking is). A booking refunded in full can only be cancelled: confirming or delivering it would
 * give the meal away. A part refund (a goodwill discount) leaves the booking as it was.
 * Slots are the server's other check (adminBookings.refusals.noSlots), not the money's.
 */
export function ownerTransition(state: BookingState, to: BookingStatus): Transition {
  if (to === state.status || to === 'cancelled') return ALLOWED;
  const refunded = formatRupees(state.money.refundedPaise);
  if (state.status === 'cancelled' && state.money.refundedPaise > 0) {
    return { allowed: false, refusal: { key: 'adminBookings.refusals.refundedStaysCancelled', params: { refunded } } };
  }
  if (state.money.state === 'refundedInFull') {
    return { allowed: false, refusal: { key: 'adminBookings.refusals.refundedInFull', params: { refunded } } };
  }
  return ALLOWED;
}

/** Every status with whether the owner may set it now, in the order the admin lists them. */
export function ownerTransitions(state: BookingState): { status: BookingStatus; transition: Transition }[] {
  return BOOKING_STATUSES.map((status) => ({ status, transition: ownerTransition(state, status) }));
}

/** The customer may cancel a booking not yet delivered nor cancelled (before the cutoff: cancellation-terms). */
export function customerMayCancel(state: BookingState): boolean {
  return state.status === 'pending' || state.status === 'confirmed';
}

/** What cancelling now gives back: the policy's share, never more than is left to refund. */
export function cancellationRefundPaise(terms: CancellationTerms, money: BookingMoney): number {
  return Math.min(terms.refundPaise, money.leftPaise);
}

/** A text key of the customer's words and its parameters. */
export interface Words {
  key: TextKey;
  params: Record<string, string | number>;
}

/**
 * The booking page's headline: never "Paid — we are preparing your order" above a refund. A booking
 * refunded in full that still stands says so; one refunded in part says it is being prepared.
 */
export function customerHeadline(state: BookingState): Words {
  const { status, money } = state;
  if (status === 'cancelled') return { key: 'booking.myBooking.statuses.cancelled', params: {} };
  if (money.state === 'refundedInFull') {
    return { key: 'booking.myBooking.statuses.refundedInFull', params: { amount: formatRupees(money.refundedPaise) } };
  }
  if (status === 'pending' && money.state === 'refundedInPart') {
    return { key: 'booking.myBooking.statuses.preparing', params: {} };
  }
  return { key: `booking.myBooking.statuses.${status}`, params: {} };
}

/**
 * What happened to the customer's money, in one line; none for a paid booking with no refund.
 * A cancelled booking always says it: refunded in full, in part, or not at all.
 */
export function customerMoneyWords(state: BookingState): Words | null {
  const { status, money } = state;
  const paid = formatRupees(money.paidPaise);
  const refunded = formatRupees(money.refundedPaise);
  if (money.state === 'refundedInFull') return { key: 'booking.myBooking.money.refundedInFull', params: { paid } };
  if (money.state === 'refundedInPart') {
    return { key: 'booking.myBooking.money.refundedInPart', params: { paid, refunded } };
  }
  return status === 'cancelled' ? { key: 'booking.myBooking.money.noRefund', params: { paid } } : null;
}

/**
 * What the booking page promises for cancelling now, from the refund it would really give: all that
 * was paid only while nothing has been refunded; what is left after a part refund; nothing after a
 * full one.
 */
export function cancellationRefundWords(terms: CancellationTerms, money: BookingMoney): Words {
  const refundPaise = cancellationRefundPaise(terms, money);
  const amount = formatRupees(refundPaise);
  if (money.leftPaise === 0) {
    return {
      key: 'booking.myBooking.cancel.refundNothingLeft',
      params: { refunded: formatRupees(money.refundedPaise) },
    };
  }
  if (refundPaise <= 0) return { key: 'booking.myBooking.cancel.refundNone', params: {} };
  if (money.refundedPaise > 0 && refundPaise === money.leftPaise) {
    return { key: 'booking.myBooking.cancel.refundLeft', params: { amount } };
  }
  if (terms.refundPercent === 100) return { key: 'booking.myBooking.cancel.refundAll', params: { amount } };
  return { key: 'booking.myBooking.cancel.refundPart', params: { amount, percent: terms.refundPercent } };
}
