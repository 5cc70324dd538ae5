import type { MyBooking } from '#shared/schemas/bookings.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { notFound } from '#server/lib/http-error.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import * as repo from './bookings.repo.ts';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

/** One answer for a token of the wrong shape and one that matches nothing: it says nothing of which. */
const NO_SUCH_BOOKING = 'No booking matches this link';

/** The booking its private link opens, as its customer sees it, with the business's contact. */
export async function findMyBooking(db: DbOrTx, token: string): Promise<MyBooking> {
  const booking = TOKEN_SHAPE.test(token) ? await repo.findBookingByManageToken(db, token) : undefined;
  if (!booking) throw notFound(NO_SUCH_BOOKING);
  const settings = await readBusinessSettings(db);
  return {
    bookingId: booking.reference,
    status: booking.status,
    event: { id: booking.event_id, title: booking.event_title, date: booking.event_date },
    name: booking.name,
    phone: booking.phone,
    address: booking.address,
    pincode: booking.pincode,
    items: JSON.parse(booking.items_json),
    subtotalPaise: booking.subtotal_paise,
    discountPercent: booking.discount_percent,
    discountPaise: booking.discount_paise,
    totalPaise: booking.amount_paise,
    language: booking.language === 'ml' ? 'ml' : 'en',
    bookedAt: booking.created_at,
    contact: { phone: settings.phone, whatsApp: settings.sellerWhatsApp, email: settings.contactEmail },
  };
}
