import { formatEventDate } from '#shared/domain/event-date.ts';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';
import { waitingOfferPath } from '#shared/domain/booking-link.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';
import type { WaitingEntry } from '#server/db/schema.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { mailLanguage, mailText } from './mail-texts.ts';
import type { ComposedMail, MailSite } from './booking-mails.ts';

/** A waiting-list offer: the slots held ("1 slot", "2 slots"), until when, and the private link to order them. */
export function waitingOfferMail(
  entry: WaitingEntry,
  event: { title: string; titleMl: string; date: string },
  settings: BusinessSettings,
  site: MailSite,
): ComposedMail {
  const language = mailLanguage(entry.language);
  const t = mailText(language);
  const title = inLanguage(event.title, event.titleMl, language);
  const count = entry.units;
  const text = [
    t('confirmation.greeting', { name: entry.name }),
    '',
    t('offer.intro', { count, title, date: formatEventDate(event.date, language) }),
    t('offer.until', { count, time: formatKeralaDateTime(entry.offer_expires_at ?? '', language) }),
    '',
    `${site.publicUrl}${waitingOfferPath(entry.offer_token ?? '', language)}`,
    '',
    t('offer.after', { count }),
    '',
    t('confirmation.contact', { phone: settings.phone, whatsApp: whatsAppUrl(settings.sellerWhatsApp) }),
    '',
    site.brand,
  ].join('\n');
  return { to: entry.email ?? '', subject: t('offer.subject', { title }), text, language };
}
