import type { ReactNode } from 'react';
import { WallBoard } from './board/components/wall-board.tsx';
import { EventReportsPage as EventReports } from './reports/components/event-reports-page.tsx';
import { ProcedureHome } from './home/components/procedure-home.tsx';
import { PurchaseListPage as PurchaseList } from './purchase/components/purchase-list-page.tsx';

/**
 * Kitchen screens, one per route. The SOP guide's pages (/soplocked) are the sop feature's (src/web/features/sop/sop-pages.tsx), the recipe
 * calculator (/recipe) the recipes feature's (src/web/features/recipes/recipes-page.tsx), the cutlet tool
 * (/cutlets) the cutlets feature's.
 */

/**
 * The procedure home (/roadmap and /sop): preparation guide, event diary, inventory. The guide is the
 * sop feature's; src/web/app passes it in (features do not import each other).
 */
export const RoadmapPage = ({ guide }: { guide?: ReactNode }) => <ProcedureHome guide={guide} />;
/** The wall board (/testworks): the day's event at a glance from across the kitchen. */
export const TestworksPage = () => <WallBoard />;
/** The event reports (/eventreports): one diary event's tasks as the kitchen left them, with CSV and PDF. */
export const EventReportsPage = () => <EventReports />;
/** The week's purchase list (/purchase-list): what to buy from each supplier for the events ahead. */
export const PurchaseListPage = () => <PurchaseList />;
