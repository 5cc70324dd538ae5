import { ArrowDown, MapPin } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useBusinessSettings } from '#web/lib/business-settings.ts';
import { FestivalSpecialLink } from './festival-special-link.tsx';
import { onSectionLinkClick } from './scroll-to-section.ts';

export function HeroSection() {
  const { t, i18n } = useTranslation();
  const settings = useBusinessSettings();
  // Malayalam words are long and tall: one size smaller keeps the headline to a few lines.
  const headline =
    i18n.language === 'ml'
      ? 'text-3xl sm:text-4xl lg:text-5xl min-[1800px]:text-6xl'
      : 'text-4xl sm:text-5xl lg:text-6xl min-[1800px]:text-7xl';

  return (
    <section
      id="home"
      className="relative overflow-hidden bg-gradient-to-br from-stone-950 via-orange-950 to-amber-800 px-4 pb-16 pt-[104px] text-white sm:pb-24 sm:pt-[152px]"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-32 left-1/2 h-72 w-[42rem] max-w-[160vw] -translate-x-1/2 rounded-full bg-orange-500/30 blur-3xl"
      />
      <div className="relative mx-auto max-w-3xl text-center min-[1800px]:max-w-5xl">
        {/* Its place is kept while loading and while the city is a placeholder, so nothing below jumps. */}
        <p
          aria-hidden={settings.data?.city === '' ? true : undefined}
          className={`inline-flex max-w-full items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm ring-1 ring-white/15 ${settings.data?.city === '' ? 'invisible' : ''}`}
        >
          <MapPin aria-hidden className="size-4 shrink-0 text-amber-300" />
          <span>{t('hero.currentlyServing')}</span>
          <strong className="font-semibold text-amber-200">{settings.data?.city || '…'}</strong>
        </p>
        <h1 className={`mt-6 text-balance font-extrabold leading-tight ${headline}`}>{t('hero.title')}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg text-amber-50 sm:text-xl min-[1800px]:max-w-3xl min-[1800px]:text-2xl">
          {t('hero.tagline')}
        </p>
        <p className="mt-3 text-amber-200 sm:text-lg min-[1800px]:text-xl">{t('hero.portion')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:mt-10 sm:flex-row sm:flex-wrap">
          {/* A slot of the link's height, filled or not, so the page does not jump when the settings arrive. */}
          <div className="flex min-h-[68px] items-center justify-center">
            {settings.data && <FestivalSpecialLink settings={settings.data} />}
          </div>
          <a
            href="#events"
            onClick={(e) => onSectionLinkClick(e, 'events')}
            className="inline-flex items-center gap-2 rounded-2xl px-5 py-3 font-semibold text-amber-100 ring-1 ring-white/30 transition hover:bg-white/10 sm:whitespace-nowrap"
          >
            {t('storefront.seeSales')}
            <ArrowDown aria-hidden className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
