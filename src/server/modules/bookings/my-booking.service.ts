import { bookingState, cancellationRefundPaise, customerMayCancel } from '#shared/domain/booking-state.ts';
import { cancellationTerms } from '#shared/domain/cancellation-terms.ts';
import type { MyBooking, MyBookingView } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { BookingRow } from '#server/db/schema.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { findEventById } from '#server/modules/events/events.service.ts';
import { readPublishedBusinessSettings } from '#server/modules/settings/settings.service.ts';
import * as repo from './bookings.repo.ts';
import { linkExpiredRefusal, privateLinkExpired } from './private-link.ts';
import { refundsOfBookings } from './refunds.repo.ts';
import { toConfirmation } from './settlement.service.ts';
import { refundsMade } from './refunds.service.ts';

/** Who a customer's own cancellation is recorded as, in the booking's history and its refund. */
export const BY_CUSTOMER = 'customer';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** One answer for a token of the wrong shape and one that matches nothing: it says nothing of which. */
const NO_SUCH_BOOKING = 'refusals.bookings.noSuchLink';

/** The booking a private link opens; 404 alike for a malformed and an unknown token. */
export async function findBookingByLink(db: DbOrTx, token: string): Promise<BookingRow> {
  const booking = TOKEN_SHAPE.test(token) ? await repo.findBookingByManageToken(db, token) : undefined;
  if (!booking) throw textRefusal(404, NO_SUCH_BOOKING);
  return booking;
}

type StatusChange = Awaited<ReturnType<typeof repo.statusChangesOf>>[number];

/** The booking's last change to cancelled, when it is cancelled. */
function cancellationOf(booking: BookingRow, changes: StatusChange[]): StatusChange | undefined {
  return booking.status === 'cancelled' ? changes.findLast((change) => change.to_status === 'cancelled') : undefined;
}

/** What a booking's link counts its days from: the event's day and, once cancelled, the cancellation. */
function linkDates(booking: BookingRow, eventDate: string | undefined, changes: StatusChange[]) {
  const endedAt =
    booking.status === 'cancelled' ? (cancellationOf(booking, changes)?.changed_at ?? booking.updated_at) : null;
  return { eventDate: eventDate ?? booking.event_date, endedAt };
}

/** Who cancelled the booking, as its customer is told. */
function cancelledBy(cancelling: StatusChange | undefined): MyBooking['cancelledBy'] {
  if (!cancelling) return null;
  return cancelling.changed_by === BY_CUSTOMER ? 'customer' : 'seller';
}

/** How long a link shows the customer's details (PRIVATE_LINK_DAYS), and the time it is opened. */
export interface LinkTime {
  linkDays: number;
  now?: Date;
}

/**
 * The booking an action (a cancellation) is taken through its private link on: 404 as findBookingByLink,
 * 410 once the link has outlived the customer's details.
 */
export async function findBookingToChange(db: DbOrTx, token: string, { linkDays, now = new Date() }: LinkTime) {
  const booking = await findBookingByLink(db, token);
  const [event, changes] = await Promise.all([
    findEventById(db, booking.event_id),
    booking.status === 'cancelled' ? repo.statusChangesOf(db, [booking.id]) : Promise.resolve([]),
  ]);
  if (privateLinkExpired(linkDates(booking, event?.date, changes), linkDays, now)) throw linkExpiredRefusal();
  return booking;
}

/**
 * The booking its private link opens, as its customer sees it: with the business's contact, what
 * cancelling now would mean (never more back than is left to refund), its refunds, and who cancelled it.
 * Once the link has outlived the customer's details, the booking's state only.
 */
export async function findMyBooking(
  db: DbOrTx,
  token: string,
  { linkDays, now = new Date() }: LinkTime,
): Promise<MyBookingView> {
  const booking = await findBookingByLink(db, token);
  const [settings, event, refunds, changes] = await Promise.all([
    readPublishedBusinessSettings(db),
    findEventById(db, booking.event_id),
    refundsOfBookings(db, [booking.id]),
    booking.status === 'cancelled' ? repo.statusChangesOf(db, [booking.id]) : Promise.resolve([]),
  ]);
  const dates = linkDates(booking, event?.date, changes);
  const { paymentId: _paymentId, manageUrl: _manageUrl, ...confirmation } = toConfirmation(booking);
  if (privateLinkExpired(dates, linkDays, now)) {
    const { bookingId, event: bookedEvent, language } = confirmation;
    return { expired: true, bookingId, status: booking.status, event: bookedEvent, language };
  }
  const state = bookingState(booking.status, booking.amount_paise, refundsMade(refunds));
  const policy = cancellationTerms(settings, dates.eventDate, booking.amount_paise, now);
  const terms = { ...policy, refundPaise: cancellationRefundPaise(policy, state.money) };
  return {
    ...confirmation,
    status: booking.status,
    bookedAt: booking.created_at,
    contact: { phone: settings.phone, whatsApp: settings.sellerWhatsApp, email: settings.contactEmail },
    cancellation: customerMayCancel(state) ? terms : { ...terms, open: false, refundPercent: 0, refundPaise: 0 },
    refunds: refunds.map((refund) => ({
      amountPaise: refund.amount_paise,
      status: refund.status,
      requestedAt: refund.created_at,
    })),
    cancelledBy: cancelledBy(cancellationOf(booking, changes)),
    expired: false,
  };
}
