import { describe, expect, it } from 'vitest';
import { bookingState, ownerTransitions } from '#shared/domain/booking-state.ts';
import { pickAsksFirst, statusOptions, statusRefusals } from './status-choices.ts';

const words = { status: (status: string) => status, notAllowed: (status: string) => `${status} (not allowed)` };
const refusalWords = (refusal: { key: string; params: { refunded: string } }) =>
  `${refusal.key} ${refusal.params.refunded}`;

describe('the status select of a booking', () => {
  it('offers every status when the money allows any move', () => {
    const moves = ownerTransitions(bookingState('pending', 224_000, []));
    expect(statusOptions(moves, words)).toEqual([
      { value: 'pending', label: 'pending', disabled: false },
      { value: 'confirmed', label: 'confirmed', disabled: false },
      { value: 'delivered', label: 'delivered', disabled: false },
      { value: 'cancelled', label: 'cancelled', disabled: false },
    ]);
    expect(statusRefusals(moves, refusalWords)).toEqual([]);
  });

  it('lists the moves a refunded cancelled booking may not make, disabled, and says why once', () => {
    const moves = ownerTransitions(bookingState('cancelled', 224_000, [{ amountPaise: 100_000, status: 'processed' }]));
    expect(
      statusOptions(moves, words)
        .filter((option) => option.disabled)
        .map((option) => option.label),
    ).toEqual(['pending (not allowed)', 'confirmed (not allowed)', 'delivered (not allowed)']);
    expect(statusRefusals(moves, refusalWords)).toEqual(['adminBookings.refusals.refundedStaysCancelled ₹1,000']);
  });

  it('asks before cancelling, and changes any other status at once', () => {
    expect(pickAsksFirst('confirmed', 'cancelled')).toBe(true);
    expect(pickAsksFirst('cancelled', 'cancelled')).toBe(false);
    expect(pickAsksFirst('cancelled', 'pending')).toBe(false);
    expect(pickAsksFirst('pending', 'delivered')).toBe(false);
  });
});
