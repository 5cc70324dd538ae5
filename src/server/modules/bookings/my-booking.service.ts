import { bookingState, cancellationRefundPaise, customerMayCancel } from '#shared/domain/booking-state.ts';
import { cancellationTerms } from '#shared/domain/cancellation-terms.ts';
import type { MyBooking } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { BookingRow } from '#server/db/schema.ts';
import { notFound } from '#server/lib/http-error.ts';
import { findEventById } from '#server/modules/events/events.service.ts';
import { readPublishedBusinessSettings } from '#server/modules/settings/settings.service.ts';
import * as repo from './bookings.repo.ts';
import { refundsOfBookings } from './refunds.repo.ts';
import { toConfirmation } from './settlement.service.ts';
import { refundsMade } from './refunds.service.ts';

/** Who a customer's own cancellation is recorded as, in the booking's history and its refund. */
export const BY_CUSTOMER = 'customer';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** One answer for a token of the wrong shape and one that matches nothing: it says nothing of which. */
const NO_SUCH_BOOKING = 'No booking matches this link';

/** The booking a private link opens; 404 alike for a malformed and an unknown token. */
export async function findBookingByLink(db: DbOrTx, token: string): Promise<BookingRow> {
  const booking = TOKEN_SHAPE.test(token) ? await repo.findBookingByManageToken(db, token) : undefined;
  if (!booking) throw notFound(NO_SUCH_BOOKING);
  return booking;
}

/**
 * The booking its private link opens, as its customer sees it: with the business's contact, what
 * cancelling now would mean (never more back than is left to refund), its refunds, and who cancelled it.
 */
export async function findMyBooking(db: DbOrTx, token: string, now = new Date()): Promise<MyBooking> {
  const booking = await findBookingByLink(db, token);
  const [settings, event, refunds, changes] = await Promise.all([
    readPublishedBusinessSettings(db),
    findEventById(db, booking.event_id),
    refundsOfBookings(db, [booking.id]),
    booking.status === 'cancelled' ? repo.statusChangesOf(db, [booking.id]) : Promise.resolve([]),
  ]);
  const state = bookingState(booking.status, booking.amount_paise, refundsMade(refunds));
  const policy = cancellationTerms(settings, event?.date ?? booking.event_date, booking.amount_paise, now);
  const terms = { ...policy, refundPaise: cancellationRefundPaise(policy, state.money) };
  const cancelling = changes.findLast((change) => change.to_status === 'cancelled');
  const { paymentId: _paymentId, manageUrl: _manageUrl, ...confirmation } = toConfirmation(booking);
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
    cancelledBy: cancelling ? (cancelling.changed_by === BY_CUSTOMER ? 'customer' : 'seller') : null,
  };
}
