import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { WallBoard } from './board/wall-board.tsx';
import { ProcedureHome } from './procedure-home/procedure-home.tsx';

/**
 * Kitchen screens, one per route; each later issue replaces its placeholder with the real screen. The
 * SOP guide's pages (/soplocked) are the sop feature's (src/web/features/sop/sop-pages.tsx), the recipe
 * calculator (/recipe) the recipes feature's (src/web/features/recipes/recipes-page.tsx).
 */

function Placeholder({ page }: { page: 'eventReports' | 'cutlets' }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.${page}.title`)} body={t(`pages.${page}.body`)} />;
}

/**
 * The procedure home (/roadmap and /sop): preparation guide, event diary, inventory. The guide is the
 * sop feature's; src/web/app passes it in (features do not import each other).
 */
export const RoadmapPage = ({ guide }: { guide?: ReactNode }) => <ProcedureHome guide={guide} />;
/** The wall board (/testworks): the day's event at a glance from across the kitchen. */
export const TestworksPage = () => <WallBoard />;
export const EventReportsPage = () => <Placeholder page="eventReports" />;
export const CutletsPage = () => <Placeholder page="cutlets" />;
