import { Flame, Globe2, Users } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { SectionHeading } from './section-heading.tsx';

const FACTS = [
  { key: 'origin', Icon: Globe2 },
  { key: 'pit', Icon: Flame },
  { key: 'share', Icon: Users },
] as const;

/** About Mandi: where the dish comes from and how it reached Kerala. */
export function AboutSection() {
  const { t } = useTranslation();
  return (
    <section id="about" aria-labelledby="about-title" className="bg-stone-900 px-4 py-16 text-stone-200 sm:py-20">
      <div className="mx-auto max-w-3xl min-[1800px]:max-w-4xl">
        <SectionHeading id="about-title" title={t('storefront.about.title')} tone="dark" />
        <ul className="mt-10 grid gap-3 sm:grid-cols-3">
          {FACTS.map(({ key, Icon }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-2xl bg-white/5 px-4 py-3 font-semibold text-white ring-1 ring-white/10 sm:flex-col sm:text-center"
            >
              <Icon aria-hidden className="size-6 shrink-0 text-amber-300" />
              <span className="min-w-0">{t(`storefront.about.facts.${key}`)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 space-y-5 text-lg leading-relaxed">
          <p>{t('storefront.about.origin')}</p>
          <p>{t('storefront.about.pit')}</p>
          <p>{t('storefront.about.kerala')}</p>
        </div>
      </div>
    </section>
  );
}
