import { ChevronRight } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Link } from 'react-router';
import { SOP_STEPS, type SopStep } from '#shared/content/sop-steps.ts';
import type { SopPage } from '#shared/content/sop/types.ts';
import { Bi, BiLabel } from './components/bilingual.tsx';
import { SopFooter } from './components/sop-footer.tsx';
import { guideText } from './model/guide-texts.ts';
import { button } from '#web/components/buttons.ts';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { SignOutButton } from '#web/components/sign-out-button.tsx';

/**
 * The SOP home in TV mode (/soplocked): the six pages as large cards in page order, every text in both
 * languages; its bar carries the language, the way back and Sign out.
 */
export function SopHomeScreen({ pages }: { pages: Record<SopStep, SopPage> }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.home' });
  return (
    <div className="mx-auto w-full max-w-[120rem] space-y-6 p-2 sm:p-4">
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-stone-900 p-3 text-white sm:p-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-black [overflow-wrap:anywhere] sm:text-4xl xl:text-6xl">
            <Bi
              text={guideText((texts) => texts.home.title)}
              secondClassName="text-[0.6em] font-semibold text-stone-300"
            />
          </h1>
          <Bi
            text={guideText((texts) => texts.home.subtitle)}
            className="mt-1 text-xl text-stone-300 xl:text-2xl"
            secondClassName="text-[0.8em] text-stone-400"
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSwitch size="header" />
          <Link to="/roadmap" className={button.secondary}>
            <BiLabel text={guideText((texts) => texts.home.backToProcedures)} />
          </Link>
          <SignOutButton label={<BiLabel text={guideText((texts) => texts.topBar.signOut)} />} />
        </div>
      </header>
      <ol aria-label={t('stepsLabel')} className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {SOP_STEPS.map((step, index) => (
          <li key={step}>
            <Link
              to={`/soplocked/${step}`}
              className="flex h-full min-h-40 items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-stone-200 hover:ring-amber-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-500"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-amber-700 text-2xl font-black text-white sm:size-16 sm:text-3xl">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <span className="sr-only">{t('step', { number: index + 1 })}: </span>
                <Bi
                  text={pages[step].title}
                  className="text-2xl leading-tight font-bold text-stone-900 sm:text-3xl xl:text-4xl"
                />
                <Bi text={pages[step].subtitle} className="mt-2 text-lg text-stone-700 xl:text-xl" />
              </span>
              <ChevronRight aria-hidden className="size-8 shrink-0 text-stone-500 sm:size-10" />
            </Link>
          </li>
        ))}
      </ol>
      <SopFooter />
    </div>
  );
}
