import { ArrowLeft, ArrowRight, Home } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Link } from 'react-router';
import { SOP_STEPS, type SopStep } from '#shared/content/sop-steps.ts';
import type { SopPage } from '#shared/content/sop/types.ts';
import { guideText } from '../model/guide-texts.ts';
import { BiLabel } from './bilingual.tsx';
import { button } from '#web/components/buttons.ts';

/**
 * Previous / SOP Home / Next in page order, each in both languages. The first page offers Back to
 * Home instead of Previous and names its next page 'Meat Prep'; the last offers Back to Home instead
 * of Next.
 */
export function StepNav({ step, pages }: { step: SopStep; pages: Record<SopStep, SopPage> }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.nav' });
  const index = SOP_STEPS.indexOf(step);
  const previous = SOP_STEPS[index - 1];
  const next = SOP_STEPS[index + 1];
  const backHome = (
    <Link to="/soplocked" className={button.secondary}>
      <Home aria-hidden className="size-5 shrink-0" />
      <BiLabel text={guideText((texts) => texts.nav.backHome)} />
    </Link>
  );
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center justify-between gap-3">
      {previous ? (
        <Link to={`/soplocked/${previous}`} className={button.secondary}>
          <ArrowLeft aria-hidden className="size-5 shrink-0" />
          <BiLabel text={guideText((texts) => texts.nav.previousTo, { page: pages[previous].title })} />
        </Link>
      ) : (
        backHome
      )}
      <Link to="/soplocked" className={button.dark}>
        <Home aria-hidden className="size-5 shrink-0" />
        <BiLabel text={guideText((texts) => texts.nav.home)} />
      </Link>
      {next ? (
        <Link to={`/soplocked/${next}`} className={button.primary}>
          <BiLabel
            text={
              step === 'setup'
                ? guideText((texts) => texts.nav.nextMeatPrep)
                : guideText((texts) => texts.nav.nextTo, { page: pages[next].title })
            }
          />
          <ArrowRight aria-hidden className="size-5 shrink-0" />
        </Link>
      ) : (
        backHome
      )}
    </nav>
  );
}
