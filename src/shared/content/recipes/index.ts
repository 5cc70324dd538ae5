import type { Recipe } from '#shared/schemas/recipes.ts';
import { text } from './build.ts';
import { FEB_14_RECIPES } from './feb-14.ts';
import { FEB_27_RECIPES } from './feb-27.ts';
import { MARCH_1_RECIPES } from './march-1.ts';

export interface SeedRecipeCollection {
  /** YYYY-MM-DD. */
  date: string;
  name: { en: string; ml: string };
  badge: { en: string; ml: string };
  recipes: Recipe[];
}

const ORIGINAL = text('Original Mandi Recipe Collection', 'ആദ്യത്തെ മന്തി പാചകക്കുറിപ്പ് ശേഖരം');
const UPDATED = text('Updated Mandi Recipe Collection', 'പുതുക്കിയ മന്തി പാചകക്കുറിപ്പ് ശേഖരം');
const ENHANCED = text('Enhanced Version', 'മെച്ചപ്പെടുത്തിയ പതിപ്പ്');

/** The kitchen's three recipe collections, seeded once as published (oldest first). */
export const RECIPE_COLLECTIONS: SeedRecipeCollection[] = [
  {
    date: '2025-02-14',
    name: ORIGINAL,
    badge: text('Current Version', 'നിലവിലെ പതിപ്പ്'),
    recipes: FEB_14_RECIPES,
  },
  { date: '2025-02-27', name: UPDATED, badge: ENHANCED, recipes: FEB_27_RECIPES },
  { date: '2025-03-01', name: UPDATED, badge: ENHANCED, recipes: MARCH_1_RECIPES },
];
