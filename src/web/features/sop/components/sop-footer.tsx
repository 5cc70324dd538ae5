import { Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#web/lib/i18n.ts';
import { guideText } from '../model/guide-texts.ts';
import { BiLabel } from './bilingual.tsx';

const LINK =
  'inline-flex min-h-12 items-center gap-2 rounded-xl px-3 text-lg font-semibold text-stone-800 underline underline-offset-4 ring-1 ring-stone-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300';

/** The guide pages' footer: the public /sop path, in both languages. */
export function SopFooter() {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.footer' });
  return (
    <footer aria-label={t('label')} className="flex flex-wrap justify-center border-t border-stone-300 pt-3">
      <Link to="/sop" className={LINK}>
        <MapIcon aria-hidden className="size-5 shrink-0" />
        <BiLabel text={guideText((texts) => texts.footer.sopLink)} />
      </Link>
    </footer>
  );
}
