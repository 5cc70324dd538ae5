import type { StateRefusal, Transition } from '#shared/domain/booking-state.ts';
import type { BookingStatus } from '#shared/schemas/bookings.ts';

/** A status the owner may or may not move a booking to (booking-state.ts `ownerTransitions`). */
export interface StatusMove {
  status: BookingStatus;
  transition: Transition;
}

export interface StatusOption {
  value: BookingStatus;
  label: string;
  disabled: boolean;
}

export interface StatusChoiceWords {
  status: (status: BookingStatus) => string;
  /** A status its state does not allow, still listed so the owner sees it. */
  notAllowed: (status: BookingStatus) => string;
}

/** The status select's choices: every status, the ones not allowed disabled and marked. */
export function statusOptions(moves: readonly StatusMove[], words: StatusChoiceWords): StatusOption[] {
  return moves.map(({ status, transition }) => ({
    value: status,
    label: transition.allowed ? words.status(status) : words.notAllowed(status),
    disabled: !transition.allowed,
  }));
}

/** Why the disallowed statuses are: each reason once, in the moves' order. */
export function statusRefusals(moves: readonly StatusMove[], word: (refusal: StateRefusal) => string): string[] {
  const reasons = moves.flatMap(({ transition }) => (transition.allowed ? [] : [word(transition.refusal)]));
  return [...new Set(reasons)];
}

/** Picking Cancelled for a booking not yet cancelled asks first (and offers a refund); any other pick changes at once. */
export function pickAsksFirst(current: BookingStatus, picked: BookingStatus): boolean {
  return picked === 'cancelled' && current !== 'cancelled';
}
