import type { BookingFigures } from '#server/plugins/business-figures.ts';
import * as repo from './operator-figures.repo.ts';

/** What the operator's metrics read of the bookings' tables at each scrape; the app hands it over. */
export const bookingFigures: BookingFigures = {
  bookings: repo.countBookings,
  heldUnits: (db) => repo.unitsHeld(db, new Date().toISOString()),
  refunds: repo.countRefunds,
  waitingOffers: repo.countOffers,
  paymentsWithoutBooking: repo.countOpenUnbooked,
};
