import { formatEventDate } from '#shared/domain/event-date.ts';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';
import { waitingOfferPath } from '#shared/domain/booking-link.ts';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';
import { fillText } from '#shared/content/text-store.ts';
import type { WaitingEntry } from '#server/db/schema.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { MAIL_TEXTS, type MailLanguage } from './mail-texts.ts';
import type { MailMessage } from './mailer.ts';

/** A waiting-list offer: the slots held, until when, and the private link to order them. */
export function waitingOfferMail(
  entry: WaitingEntry,
  event: { title: string; date: string },
  settings: BusinessSettings,
  site: { publicUrl: string | undefined; brand: string },
): Omit<MailMessage, 'from'> & { to: string } {
  const language: MailLanguage = entry.language === 'ml' ? 'ml' : 'en';
  const t = MAIL_TEXTS[language].offer;
  const text = [
    fillText(t.greeting, { name: entry.name }),
    '',
    fillText(t.intro, { count: entry.units, title: event.title, date: formatEventDate(event.date, language) }),
    fillText(t.until, { time: formatKeralaDateTime(entry.offer_expires_at ?? '', language) }),
    '',
    `${site.publicUrl ?? ''}${waitingOfferPath(entry.offer_token ?? '')}`,
    '',
    t.after,
    '',
    fillText(t.contact, { phone: settings.phone, whatsApp: whatsAppUrl(settings.sellerWhatsApp) }),
    '',
    site.brand,
  ].join('\n');
  return { to: entry.email ?? '', subject: fillText(t.subject, { title: event.title }), text, language };
}
