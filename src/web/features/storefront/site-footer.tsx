import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useBusinessSettings } from '#web/lib/business-settings.ts';
import { Logo } from './logo.tsx';
import { onSectionLinkClick } from './scroll-to-section.ts';

/** Touch-sized (44 px tall) on a phone. */
const LINK =
  'inline-flex min-h-11 items-center rounded text-left hover:text-amber-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300';

/** Logo, registration number, Quick Links and contact details; the section the header's Contact link opens. */
export function SiteFooter({ onBookNow }: { onBookNow: () => void }) {
  const { t } = useTranslation();
  const settings = useBusinessSettings().data;

  return (
    <footer id="contact" className="bg-stone-950 px-4 pb-28 pt-14 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 sm:grid-cols-2 lg:grid-cols-3 min-[1800px]:max-w-7xl">
        <div>
          <Logo className="text-white" />
          <p className="mt-3 text-stone-400">{t('storefront.footer.tagline')}</p>
          {settings?.registrationNumber && (
            <p className="mt-4 text-sm">
              <span className="text-stone-400">{t('storefront.footer.registration')}: </span>
              <span className="break-words">{settings.registrationNumber}</span>
            </p>
          )}
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="font-semibold text-white">
            {t('storefront.footer.quickLinks')}
          </h2>
          <ul className="mt-2">
            <li>
              <a href="#home" onClick={(e) => onSectionLinkClick(e, 'home')} className={LINK}>
                {t('nav.home')}
              </a>
            </li>
            <li>
              <a href="#events" onClick={(e) => onSectionLinkClick(e, 'events')} className={LINK}>
                {t('nav.upcomingSales')}
              </a>
            </li>
            <li>
              <button type="button" onClick={onBookNow} className={LINK}>
                {t('nav.bookNow')}
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t('storefront.footer.contactTitle')}</h2>
          {settings && (
            <ul className="mt-2">
              {settings.contactEmail && (
                <li className="flex items-center gap-2">
                  <Mail aria-hidden className="size-4 shrink-0 text-amber-300" />
                  <span className="sr-only">{t('storefront.footer.email')}: </span>
                  <a className={`${LINK} break-all`} href={`mailto:${settings.contactEmail}`}>
                    {settings.contactEmail}
                  </a>
                </li>
              )}
              {settings.phone && (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden className="size-4 shrink-0 text-amber-300" />
                  <span className="sr-only">{t('storefront.footer.phone')}: </span>
                  <a className={LINK} href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
                    {settings.phone}
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-white/10 pt-5 text-center text-sm text-stone-400">
        {t('storefront.footer.rights')}
      </p>
    </footer>
  );
}
