import { formatEventDate } from '#shared/domain/event-date.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { bookingPagePath } from '#shared/domain/booking-link.ts';
import { myCreditNotePath, myInvoicePath } from '#shared/schemas/invoices.ts';
import { deliveryAddress } from '#shared/domain/delivery-address.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';
import type { BookingRow } from '#server/db/schema.ts';
import type { BookingLine } from '#shared/schemas/bookings.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { mailLanguage, mailText } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

/** Where a mail's links lead and whose name it is signed with. */
export interface MailSite {
  publicUrl: string;
  brand: string;
}

export type ComposedMail = Omit<MailMessage, 'from'> & { to: string };

/** A booking's words in its own language: the event's and items' Malayalam names where it has them. */
function bookingWords(booking: BookingRow) {
  const language = mailLanguage(booking.language);
  return {
    language,
    t: mailText(language),
    title: inLanguage(booking.event_title, booking.event_title_ml, language),
    date: formatEventDate(booking.event_date, language),
  };
}

/** Every booking mail ends alike: the private page's link (opening in the booking's language), the contact, the brand. */
function closing(booking: BookingRow, settings: BusinessSettings, site: MailSite): string[] {
  const { language, t } = bookingWords(booking);
  return [
    '',
    t('confirmation.page'),
    `${site.publicUrl}${bookingPagePath(booking.manage_token, language)}`,
    '',
    t('confirmation.contact', { phone: settings.phone, whatsApp: whatsAppUrl(settings.sellerWhatsApp) }),
    '',
    t('confirmation.signature', { brand: site.brand }),
  ];
}

function mail(booking: BookingRow, subject: string, lines: string[]): ComposedMail {
  return { to: booking.email ?? '', subject, text: lines.join('\n'), language: mailLanguage(booking.language) };
}

/** The confirmation of a paid booking, in the language it was booked in, as plain text. */
export function bookingConfirmationMail(booking: BookingRow, settings: BusinessSettings, site: MailSite): ComposedMail {
  const { language, t, title, date } = bookingWords(booking);
  const lines = JSON.parse(booking.items_json) as BookingLine[];
  return mail(booking, t('confirmation.subject', { reference: booking.reference }), [
    t('confirmation.greeting', { name: booking.name }),
    '',
    t('confirmation.intro'),
    '',
    t('confirmation.reference', { reference: booking.reference }),
    t('confirmation.event', { title, date }),
    t('confirmation.items'),
    ...lines.map((line) =>
      t('confirmation.item', { name: inLanguage(line.name, line.nameMl, language), quantity: line.quantity }),
    ),
    ...(booking.discount_paise > 0
      ? [
          t('confirmation.discount', {
            percent: booking.discount_percent,
            amount: formatRupees(booking.discount_paise),
          }),
        ]
      : []),
    t('confirmation.total', { amount: formatRupees(booking.amount_paise) }),
    t('confirmation.deliverTo', { address: deliveryAddress(booking) }),
    '',
    t('confirmation.invoice'),
    `${site.publicUrl}${myInvoicePath(booking.manage_token ?? '')}`,
    ...closing(booking, settings, site),
  ]);
}

/** A booking cancelled, by its customer or the owner: with the refund on its way, if any. */
export function bookingCancelledMail(
  booking: BookingRow,
  refundedPaise: number,
  settings: BusinessSettings,
  site: MailSite,
): ComposedMail {
  const { t, title, date } = bookingWords(booking);
  return mail(booking, t('cancelled.subject', { reference: booking.reference }), [
    t('confirmation.greeting', { name: booking.name }),
    '',
    t('cancelled.intro', { reference: booking.reference, title, date }),
    refundedPaise > 0 ? t('cancelled.refund', { amount: formatRupees(refundedPaise) }) : t('cancelled.noRefund'),
    ...closing(booking, settings, site),
  ]);
}

/** The document a refund was given: a credit note, or a refund receipt against a plain receipt. */
export interface RefundDocument {
  id: number;
  kind: 'credit_note' | 'refund_receipt';
}

/** A refund paid back to the customer (the owner's or a cancellation's), with its document's link when it has one. */
export function bookingRefundMail(
  booking: BookingRow,
  amountPaise: number,
  settings: BusinessSettings,
  site: MailSite,
  document?: RefundDocument,
): ComposedMail {
  const { t, title, date } = bookingWords(booking);
  const amount = formatRupees(amountPaise);
  return mail(booking, t('refund.subject', { reference: booking.reference, amount }), [
    t('confirmation.greeting', { name: booking.name }),
    '',
    t('refund.intro', { reference: booking.reference, title, date, amount }),
    t('refund.time'),
    ...(document
      ? [
          '',
          t(document.kind === 'credit_note' ? 'refund.creditNote' : 'refund.refundReceipt'),
          `${site.publicUrl}${myCreditNotePath(booking.manage_token ?? '', document.id)}`,
        ]
      : []),
    ...closing(booking, settings, site),
  ]);
}
