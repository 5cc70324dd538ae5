import type { SopStep } from '../sop-steps.ts';
import { CHUTNEY_PREP_PAGE } from './chutney-prep.ts';
import { FINAL_COOKING_PAGE, PIT_COOK_STEP_ID } from './final-cooking.ts';
import { MEAT_MASALA_PAGE } from './meat-masala.ts';
import { PIT_LIGHTING_PAGE } from './pit-lighting.ts';
import { RICE_PREP_PAGE } from './rice-prep.ts';
import { SETUP_PAGE } from './setup.ts';
import type { SopPage, SopSubStep } from './types.ts';

export { PIT_COOK_STEP_ID };

/** The SOP guide's pages by route name; Previous / Next follow SOP_STEPS. */
export const SOP_PAGES: Record<SopStep, SopPage> = {
  setup: SETUP_PAGE,
  meatmasala: MEAT_MASALA_PAGE,
  pitlighting: PIT_LIGHTING_PAGE,
  riceprep: RICE_PREP_PAGE,
  finalcooking: FINAL_COOKING_PAGE,
  chutneyprep: CHUTNEY_PREP_PAGE,
};

export interface FoundSubStep {
  page: SopPage;
  subStep: SopSubStep;
}

/** The page and sub-step of a step id ('1-3', '5-3'), or null when no page has it. */
export function findSubStep(stepId: string): FoundSubStep | null {
  for (const page of Object.values(SOP_PAGES)) {
    const subStep = page.subSteps.find((step) => step.id === stepId);
    if (subStep !== undefined) return { page, subStep };
  }
  return null;
}
