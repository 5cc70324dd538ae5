import { MessageCircle } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import type { ShownBusinessSettings } from '#shared/schemas/settings.ts';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';

/** Reserves the festival special by opening a WhatsApp chat with the seller, the request already typed. */
export function FestivalSpecialLink({ settings }: { settings: ShownBusinessSettings }) {
  const { t, i18n } = useTranslation();
  const text = inLanguage(settings.festivalSpecialText, settings.festivalSpecialTextMl, i18n.language);
  const date = inLanguage(settings.festivalSpecialDate, settings.festivalSpecialDateMl, i18n.language);
  const { sellerWhatsApp } = settings;
  // The admin turns the offer off by clearing its text.
  if (!text || !sellerWhatsApp) return null;
  const message = t('storefront.festival.message', { text, date });
  return (
    <a
      href={whatsAppUrl(sellerWhatsApp, message)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-3 rounded-2xl bg-emerald-600 px-5 py-3 text-left text-white shadow-lg transition hover:bg-emerald-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-emerald-300"
    >
      <MessageCircle aria-hidden className="size-6 shrink-0" />
      <span className="min-w-0">
        <span className="block font-bold sm:whitespace-nowrap">{t('storefront.festival.button')}</span>
        {date && <span className="block text-sm text-emerald-50">{t('storefront.festival.date', { date })}</span>}
      </span>
    </a>
  );
}
