import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { SOP_STEPS, type SopStep } from '#shared/content/sop-steps.ts';
import { WallBoard } from './board/wall-board.tsx';
import { ProcedureHome } from './procedure-home/procedure-home.tsx';

/** Kitchen screens, one per route; each later issue replaces its placeholder with the real screen. */

function Placeholder({ page }: { page: 'recipe' | 'eventReports' | 'cutlets' }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.${page}.title`)} body={t(`pages.${page}.body`)} />;
}

/** The procedure home (/roadmap and /sop): preparation guide, event diary, inventory. */
export const RoadmapPage = () => <ProcedureHome />;
/** The wall board (/testworks): the day's event at a glance from across the kitchen. */
export const TestworksPage = () => <WallBoard />;
export const RecipePage = () => <Placeholder page="recipe" />;
export const EventReportsPage = () => <Placeholder page="eventReports" />;
export const CutletsPage = () => <Placeholder page="cutlets" />;

export function SopHomePage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <ComingSoon title={t('pages.sopHome.title')} body={t('pages.sopHome.body')} />
      <ul className="mx-auto grid max-w-2xl gap-3 sm:grid-cols-2">
        {SOP_STEPS.map((step, index) => (
          <li key={step}>
            <Link
              to={`/soplocked/${step}`}
              className="block rounded-xl bg-white px-4 py-3 font-semibold shadow-sm ring-1 ring-stone-200 hover:ring-amber-500"
            >
              {index + 1}. {t(`pages.sopStep.${step}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SopStepPage({ step }: { step: SopStep }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.sopStep.${step}`)} body={t('pages.sopStep.body')} />;
}
