import type { MyBooking } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/lib/http-error.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import * as repo from './bookings.repo.ts';
import { toConfirmation } from './settlement.service.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** One answer for a token of the wrong shape and one that matches nothing: it says nothing of which. */
const NO_SUCH_BOOKING = 'No booking matches this link';

/** The booking its private link opens, as its customer sees it, with the business's contact. */
export async function findMyBooking(db: DbOrTx, token: string): Promise<MyBooking> {
  const booking = TOKEN_SHAPE.test(token) ? await repo.findBookingByManageToken(db, token) : undefined;
  if (!booking) throw notFound(NO_SUCH_BOOKING);
  const settings = await readBusinessSettings(db);
  const { paymentId: _paymentId, manageUrl: _manageUrl, ...confirmation } = toConfirmation(booking);
  return {
    ...confirmation,
    status: booking.status,
    language: booking.language === 'ml' ? 'ml' : 'en',
    bookedAt: booking.created_at,
    contact: { phone: settings.phone, whatsApp: settings.sellerWhatsApp, email: settings.contactEmail },
  };
}
