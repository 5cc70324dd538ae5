import type { RecipeKey } from '#shared/schemas/recipes.ts';
import type { GuideQuantity } from '#shared/domain/kitchen/servings.ts';
import type { SopStep } from '../sop-steps.ts';

/** Every text of the SOP guide, in both languages: a missing Malayalam text fails the type-check. */
export interface Bilingual {
  en: string;
  ml: string;
}

/**
 * The number that starts a page's step ids (`<number>-<n>`): pit lighting 1, setup 2, meat masala 3,
 * rice prep 4, final cooking 5, chutney 6.
 */
export const SOP_PAGE_NUMBER: Record<SopStep, number> = {
  pitlighting: 1,
  setup: 2,
  meatmasala: 3,
  riceprep: 4,
  finalcooking: 5,
  chutneyprep: 6,
};

/** One sub-step panel of a page. */
export interface SopSubStep {
  /** `<page number>-<n>`, e.g. '1-2'. */
  id: string;
  title: Bilingual;
  /** e.g. '6:00–6:20 AM' on the meat masala page. */
  timeBadge?: string;
  instructions: Bilingual[];
  /** Minutes the step may take; a step with minutes has a Start/Stop timer. */
  allowedMinutes?: number;
}

/**
 * A material or ingredient with its quantity as text ('40 kg', '160 g', 'as needed'); a recipe's
 * ingredient also carries the recipe's quantity, unit and scaling mode, which the panel scales by the
 * recipe calculator's rule.
 */
export interface SopItem extends GuideQuantity {
  name: Bilingual;
  quantity: string;
  /** The recipe book's ingredient this item shows (by recipe and English name): the guide follows the book. */
  source?: { recipe: RecipeKey; ingredient: string };
  /**
   * The quantity in Malayalam, only when it has words ('as needed' → 'ആവശ്യത്തിന്', '1 pair' → '1 ജോഡി');
   * scaled like `quantity`. Absent: `quantity` is shown in both languages.
   */
  quantityMl?: string;
}

/** A materials or ingredients panel; `scales` when the page's servings stepper scales it. */
export interface SopItemsPanel {
  title: Bilingual;
  items: SopItem[];
  scales: boolean;
}

/** A panel of points: key points, safety, tips, notes, troubleshooting, variations, serving ideas… */
export interface SopPointsPanel {
  title: Bilingual;
  points: Bilingual[];
}

export interface SopTimelineEntry {
  /** e.g. '6:00 PM'. */
  time: string;
  text: Bilingual;
}

export interface SopPage {
  id: SopStep;
  title: Bilingual;
  subtitle: Bilingual;
  /** All sub-steps in order; final cooking and chutney have eight. */
  subSteps: SopSubStep[];
  itemPanels: SopItemsPanel[];
  timeline?: { title: Bilingual; entries: SopTimelineEntry[] };
  pointPanels: SopPointsPanel[];
  /** Servings the quantities are written for, when the page has a servings stepper (20). */
  baseServings?: number;
}
