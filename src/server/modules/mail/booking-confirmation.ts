import { formatEventDate } from '#shared/domain/event-date.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { bookingPagePath } from '#shared/domain/booking-link.ts';
import { deliveryAddress } from '#shared/domain/delivery-address.ts';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { BookingRow } from '#server/db/schema.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { MAIL_TEXTS, type MailLanguage } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

interface Line {
  name: string;
  quantity: number;
}

/** The confirmation of a paid booking, in the language it was booked in, as plain text. */
export function bookingConfirmationMail(
  booking: BookingRow,
  settings: BusinessSettings,
  site: { publicUrl: string | undefined; brand: string },
): Omit<MailMessage, 'from'> & { to: string } {
  const language: MailLanguage = booking.language === 'ml' ? 'ml' : 'en';
  const t = MAIL_TEXTS[language].confirmation;
  const lines = JSON.parse(booking.items_json) as Line[];
  const text = [
    fillText(t.greeting, { name: booking.name }),
    '',
    t.intro,
    '',
    fillText(t.reference, { reference: booking.reference }),
    fillText(t.event, { title: booking.event_title, date: formatEventDate(booking.event_date, language) }),
    t.items,
    ...lines.map((line) => fillText(t.item, { name: line.name, quantity: line.quantity })),
    ...(booking.discount_paise > 0
      ? [fillText(t.discount, { percent: booking.discount_percent, amount: formatRupees(booking.discount_paise) })]
      : []),
    fillText(t.total, { amount: formatRupees(booking.amount_paise) }),
    fillText(t.deliverTo, { address: deliveryAddress(booking) }),
    '',
    t.page,
    `${site.publicUrl ?? ''}${bookingPagePath(booking.manage_token)}`,
    '',
    fillText(t.contact, { phone: settings.phone, whatsApp: whatsAppUrl(settings.sellerWhatsApp) }),
    '',
    fillText(t.signature, { brand: site.brand }),
  ].join('\n');
  return {
    to: booking.email ?? '',
    subject: fillText(t.subject, { reference: booking.reference }),
    text,
    language,
  };
}
