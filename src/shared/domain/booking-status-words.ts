import type { TFunction } from '#shared/content/text-store.ts';
import { BOOKING_STATUSES, type BookingStatus } from '../schemas/bookings.ts';
import type { MoneyState } from './booking-state.ts';

/**
 * The one place a booking status gets its words, on every admin screen and in the CSV. The stored
 * values stay the API's ('pending' …); the words say what the owner needs to know. A booking exists
 * only once it is paid, and the customer was told it is confirmed, so 'pending' reads "Paid — new"
 * (paid, not yet confirmed by the owner), never "Pending".
 */
export function bookingStatusTextKey(status: BookingStatus): `adminBookings.status.${BookingStatus}` {
  return `adminBookings.status.${status}`;
}

/** A status's words through the given translate function; a value that is no status (old history) as it is. */
export function wordBookingStatus(status: string, translate: TFunction): string {
  const known = BOOKING_STATUSES.find((name) => name === status);
  return known ? translate(bookingStatusTextKey(known)) : status;
}

/** The words of a booking's money (see booking-state.ts), beside its status: admin card, CSV and mails. */
export function bookingMoneyTextKey(state: MoneyState): `adminBookings.money.${MoneyState}` {
  return `adminBookings.money.${state}`;
}
