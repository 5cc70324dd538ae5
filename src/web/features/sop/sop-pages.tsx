import type { SopStep } from '#shared/content/sop-steps.ts';
import { SOP_PAGES } from '#shared/content/sop/index.ts';
import { PreparationGuide } from './preparation-guide.tsx';
import { SopHomeScreen } from './sop-home.tsx';
import { SopStepScreen } from './sop-step-screen.tsx';

/** The SOP guide's screens with their content, one per route; src/web/app composes them. */

/** /soplocked: the SOP home in TV mode. */
export const SopHomePage = () => <SopHomeScreen pages={SOP_PAGES} />;
/** /soplocked/<step>: one page on the wall screen. */
export const SopStepPage = ({ step }: { step: SopStep }) => <SopStepScreen step={step} pages={SOP_PAGES} />;
/** The procedure home's Preparation Guide tab. */
export const PreparationGuideTab = () => <PreparationGuide pages={SOP_PAGES} />;
