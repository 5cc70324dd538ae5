import type { TFunction } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';
import type { BookingConfirmation } from '#shared/schemas/bookings.ts';

/** The seller's chat link with the order written out, as the customer sends it after paying. */
export function whatsAppOrderLink(
  sellerNumber: string,
  booking: BookingConfirmation,
  t: TFunction,
  language: string,
): string {
  const lines = [
    t('booking.whatsapp.greeting'),
    t('booking.whatsapp.reference', { id: booking.bookingId }),
    t('booking.whatsapp.event', { title: booking.event.title, date: formatEventDate(booking.event.date, language) }),
    t('booking.whatsapp.items'),
    ...booking.items.map((item) => t('booking.whatsapp.item', { name: item.name, quantity: item.quantity })),
    t('booking.whatsapp.total', { amount: formatRupees(booking.totalPaise) }),
    t('booking.whatsapp.name', { name: booking.name }),
    t('booking.whatsapp.phone', { phone: booking.phone }),
    t('booking.whatsapp.address', { address: booking.address, pincode: booking.pincode }),
  ];
  return whatsAppUrl(sellerNumber, lines.join('\n'));
}
