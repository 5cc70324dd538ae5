import type { TextKey } from '#shared/content/locales/text-keys.ts';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { Logo } from './logo.tsx';
import { onSectionLinkClick, type SectionId } from './scroll-to-section.ts';

const SECTIONS: readonly { id: SectionId; label: TextKey }[] = [
  { id: 'home', label: 'nav.home' },
  { id: 'events', label: 'nav.upcomingSales' },
  { id: 'contact', label: 'nav.contact' },
];

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-stone-900/95 text-white shadow backdrop-blur">
      <nav className="mx-auto flex h-[72px] max-w-6xl items-center justify-between gap-3 px-4 min-[1800px]:max-w-7xl">
        <a
          href="#home"
          onClick={(e) => onSectionLinkClick(e, 'home')}
          className="inline-flex min-h-11 items-center rounded-lg"
        >
          <Logo />
        </a>
        <ul className="hidden items-center gap-6 lg:flex">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(e) => onSectionLinkClick(e, section.id)}
                className="inline-flex min-h-11 items-center font-medium hover:text-amber-300"
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
            className="grid size-11 place-items-center rounded-lg hover:bg-white/10 lg:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <ul id="site-menu" className="space-y-1 border-t border-white/10 bg-stone-900 px-4 py-3 lg:hidden">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(e) => {
                  setMenuOpen(false);
                  onSectionLinkClick(e, section.id);
                }}
                className="flex min-h-11 items-center rounded-lg px-3 py-2 hover:bg-white/10"
              >
                {t(section.label)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
