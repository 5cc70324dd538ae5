import type { BookingOfLink } from '#server/modules/invoices/invoices.service.ts';
import { findBookingToChange } from './my-booking.service.ts';

/** The booking a private link opens, for its invoice and credit notes: refused as the page's actions are. */
export function bookingOfLink(linkDays: number): BookingOfLink {
  return (db, token) => findBookingToChange(db, token, { linkDays });
}
