import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../schemas/bookings.ts';
import {
  bookingMoney,
  bookingState,
  cancellationRefundPaise,
  cancellationRefundWords,
  customerHeadline,
  customerMayCancel,
  customerMoneyWords,
  ownerTransition,
  ownerTransitions,
  stageOf,
  type RefundMade,
} from './booking-state.ts';
import type { CancellationTerms } from './cancellation-terms.ts';

const PAID = 55_000;
const none: RefundMade[] = [];
const part: RefundMade[] = [{ amountPaise: 20_000, status: 'processed' }];
const full: RefundMade[] = [
  { amountPaise: 20_000, status: 'processed' },
  { amountPaise: 35_000, status: 'pending' },
];
const failedOnly: RefundMade[] = [{ amountPaise: PAID, status: 'failed' }];
const open = (percent: number): CancellationTerms => ({
  open: true,
  closesAt: '2026-12-30T18:30:00.000Z',
  refundPercent: percent,
  refundPaise: Math.floor((PAID * percent) / 100),
});

describe('a booking’s money', () => {
  it('is derived from the refunds made; a failed refund gave nothing back', () => {
    expect(bookingMoney(PAID, none)).toEqual({
      paidPaise: PAID,
      refundedPaise: 0,
      sentBackPaise: 0,
      leftPaise: PAID,
      state: 'paid',
    });
    expect(bookingMoney(PAID, part)).toMatchObject({
      refundedPaise: 20_000,
      leftPaise: 35_000,
      state: 'refundedInPart',
    });
    expect(bookingMoney(PAID, full)).toMatchObject({
      refundedPaise: PAID,
      sentBackPaise: 20_000,
      leftPaise: 0,
      state: 'refundedInFull',
    });
    expect(bookingMoney(PAID, failedOnly)).toMatchObject({ refundedPaise: 0, leftPaise: PAID, state: 'paid' });
  });

  it('names the stage of each stored status: a booking exists once paid', () => {
    expect(BOOKING_STATUSES.map(stageOf)).toEqual(['paid', 'confirmed', 'delivered', 'cancelled']);
  });
});

describe('the owner’s transitions', () => {
  const allowed = (status: BookingStatus, refunds: RefundMade[]) =>
    ownerTransitions(bookingState(status, PAID, refunds))
      .filter(({ transition }) => transition.allowed)
      .map(({ status: to }) => to);

  it('allows every move while nothing was refunded, and a failed refund changes nothing', () => {
    for (const from of BOOKING_STATUSES) {
      expect(allowed(from, none)).toEqual([...BOOKING_STATUSES]);
      expect(allowed(from, failedOnly)).toEqual([...BOOKING_STATUSES]);
    }
  });

  it('keeps a part refund (a goodwill discount) out of the way of active bookings', () => {
    for (const from of ['pending', 'confirmed', 'delivered'] as const) {
      expect(allowed(from, part)).toEqual([...BOOKING_STATUSES]);
    }
  });

  it('keeps a cancelled booking whose money went back cancelled, saying how much went back', () => {
    for (const refunds of [part, full]) expect(allowed('cancelled', refunds)).toEqual(['cancelled']);
    const refused = ownerTransition(bookingState('cancelled', PAID, full), 'confirmed');
    expect(refused).toEqual({
      allowed: false,
      refusal: { key: 'adminBookings.refusals.refundedStaysCancelled', params: { refunded: '₹550' } },
    });
  });

  it('lets a booking refunded in full only be cancelled: confirming it would give the meal away', () => {
    for (const from of ['pending', 'confirmed', 'delivered'] as const) {
      expect(allowed(from, full)).toEqual([from, 'cancelled']);
    }
    expect(ownerTransition(bookingState('pending', PAID, full), 'confirmed')).toEqual({
      allowed: false,
      refusal: { key: 'adminBookings.refusals.refundedInFull', params: { refunded: '₹550' } },
    });
  });
});

describe('the customer’s words about money', () => {
  it('never reads “Paid — we are preparing your order” above a refund', () => {
    expect(customerHeadline(bookingState('pending', PAID, none)).key).toBe('booking.myBooking.statuses.pending');
    expect(customerHeadline(bookingState('pending', PAID, part)).key).toBe('booking.myBooking.statuses.preparing');
    expect(customerHeadline(bookingState('confirmed', PAID, full))).toEqual({
      key: 'booking.myBooking.statuses.refundedInFull',
      params: { amount: '₹550' },
    });
    expect(customerHeadline(bookingState('cancelled', PAID, full)).key).toBe('booking.myBooking.statuses.cancelled');
  });

  it('says what happened to the money: refunded in full, in part, or nothing on a cancellation', () => {
    expect(customerMoneyWords(bookingState('confirmed', PAID, none))).toBeNull();
    expect(customerMoneyWords(bookingState('cancelled', PAID, none))).toEqual({
      key: 'booking.myBooking.money.noRefund',
      params: { paid: '₹550' },
    });
    expect(customerMoneyWords(bookingState('cancelled', PAID, part))).toEqual({
      key: 'booking.myBooking.money.refundedInPart',
      params: { paid: '₹550', refunded: '₹200' },
    });
    expect(customerMoneyWords(bookingState('confirmed', PAID, full))?.key).toBe(
      'booking.myBooking.money.refundedInFull',
    );
  });

  it('promises on cancelling only what is left to refund', () => {
    const money = (refunds: RefundMade[]) => bookingMoney(PAID, refunds);
    expect(cancellationRefundWords(open(100), money(none))).toEqual({
      key: 'booking.myBooking.cancel.refundAll',
      params: { amount: '₹550' },
    });
    expect(cancellationRefundWords(open(50), money(none))).toEqual({
      key: 'booking.myBooking.cancel.refundPart',
      params: { amount: '₹275', percent: 50 },
    });
    expect(cancellationRefundWords(open(100), money(part))).toEqual({
      key: 'booking.myBooking.cancel.refundLeft',
      params: { amount: '₹350' },
    });
    expect(cancellationRefundWords(open(100), money(full))).toEqual({
      key: 'booking.myBooking.cancel.refundNothingLeft',
      params: { refunded: '₹550' },
    });
    expect(cancellationRefundWords(open(0), money(none)).key).toBe('booking.myBooking.cancel.refundNone');
    expect(cancellationRefundPaise(open(100), money(part))).toBe(35_000);
    expect(cancellationRefundPaise(open(50), money(part))).toBe(27_500);
  });

  it('lets the customer cancel only a booking not yet delivered nor cancelled', () => {
    expect(BOOKING_STATUSES.filter((status) => customerMayCancel(bookingState(status, PAID, none)))).toEqual([
      'pending',
      'confirmed',
    ]);
  });
});
