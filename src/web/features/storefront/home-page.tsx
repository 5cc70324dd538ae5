import { MapPin, Menu, X } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { useBusinessSettings } from '#web/lib/business-settings.ts';

/** The fixed header's height: section links scroll so the section starts just below it. */
const HEADER_OFFSET_PX = 72;
const SECTIONS = [
  { id: 'home', label: 'nav.home' },
  { id: 'events', label: 'nav.upcomingSales' },
  { id: 'contact', label: 'nav.contact' },
] as const;

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX, behavior: 'smooth' });
  history.replaceState(null, '', `#${id}`);
}

export function HomePage({ onBook: _onBook }: { onBook: (event: PublicEvent) => void }) {
  const { t } = useTranslation();
  const settings = useBusinessSettings();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-amber-50 text-stone-900">
      <header className="fixed inset-x-0 top-0 z-40 h-[72px] bg-stone-900/95 text-white shadow backdrop-blur">
        <nav className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4">
          <a href="#home" onClick={(e) => scrollToSection(e, 'home')} className="text-xl font-extrabold tracking-wide">
            Mandi
          </a>
          <ul className="hidden items-center gap-6 md:flex">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(e) => scrollToSection(e, section.id)}
                  className="hover:text-amber-300"
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <button
              type="button"
              className="rounded-lg p-2 hover:bg-white/10 md:hidden"
              aria-label={t('nav.openMenu')}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
            </button>
          </div>
        </nav>
        {menuOpen && (
          <ul className="space-y-1 bg-stone-900 px-4 pb-4 md:hidden">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(e) => {
                    setMenuOpen(false);
                    scrollToSection(e, section.id);
                  }}
                  className="block rounded-lg px-3 py-2 hover:bg-white/10"
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </header>

      <main>
        <section
          id="home"
          className="bg-gradient-to-br from-stone-900 via-amber-950 to-amber-800 px-4 pb-16 pt-[120px] text-white"
        >
          <div className="mx-auto max-w-3xl text-center">
            <h1 className="text-3xl font-extrabold leading-tight sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-5 text-lg text-amber-100 sm:text-xl">{t('hero.tagline')}</p>
            <p className="mt-2 text-amber-200">{t('hero.portion')}</p>
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm">
              <MapPin aria-hidden className="size-4" /> {t('hero.currentlyServing')}{' '}
              <strong>{settings.data?.city ?? '…'}</strong>
            </p>
          </div>
        </section>

        <section id="events" className="px-4 py-14">
          <div className="mx-auto max-w-4xl">
            <h2 className="text-center text-2xl font-bold sm:text-3xl">{t('storefront.upcomingTitle')}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-center text-stone-700">{t('storefront.comingSoon')}</p>
          </div>
        </section>
      </main>

      <footer id="contact" className="bg-stone-900 px-4 py-10 text-stone-300">
        <div className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2">
          <div>
            <p className="text-xl font-extrabold text-white">Mandi</p>
            {settings.data && <p className="mt-2 text-sm">{settings.data.registrationNumber}</p>}
          </div>
          <div className="space-y-1 text-sm">
            <p className="font-semibold text-white">{t('nav.contact')}</p>
            {settings.data && (
              <>
                <p>
                  <a className="hover:text-amber-300" href={`mailto:${settings.data.contactEmail}`}>
                    {settings.data.contactEmail}
                  </a>
                </p>
                <p>
                  <a className="hover:text-amber-300" href={`tel:${settings.data.phone.replace(/\s+/g, '')}`}>
                    {settings.data.phone}
                  </a>
                </p>
              </>
            )}
          </div>
        </div>
        <p className="mx-auto mt-8 max-w-6xl border-t border-white/10 pt-4 text-center text-xs">
          {t('storefront.footerRights')}
        </p>
      </footer>
    </div>
  );
}
