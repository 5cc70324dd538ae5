import { z } from 'zod';
import { recipeSchema, type CollectionSummary, type RecipeKey } from '#shared/schemas/recipes.ts';
import { newestCollectionsFirst } from '#shared/domain/kitchen/recipe-book.ts';

export type Lang = 'en' | 'ml';

/** The text of a bilingual field in the screen's language. */
export const pick = (text: { en: string; ml: string }, lang: Lang) => text[lang];

export const langOf = (language: string | undefined): Lang => (language === 'ml' ? 'ml' : 'en');

/** Which placeholder caption a collection's rice and chutney videos carry (by the collection's date). */
export function videoCaptionKind(date: string): 'original' | 'updated' | 'march1' | 'other' {
  if (date === '2025-02-14') return 'original';
  if (date === '2025-02-27') return 'updated';
  if (date === '2025-03-01') return 'march1';
  return 'other';
}

/**
 * The archive's order, as the kitchen's book lists it: oldest day first (February 14, February 27,
 * March 1), so a new collection comes last; on the same day, the earlier-written first.
 */
export function archiveOrder<T extends Pick<CollectionSummary, 'date' | 'id'>>(collections: T[]): T[] {
  return newestCollectionsFirst(collections).reverse();
}

export const RECIPE_ORDER: RecipeKey[] = ['mandiMeat', 'mandiRice', 'puliChutney'];

/** One instruction per line; numbering typed by the admin ('1. ') is dropped, the card numbers them. */
export function instructionLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
    .filter((line) => line !== '');
}

/** The instructions as the recipe's schema checks them, typed one per line in each language's box. */
const typedLines = z.string().transform(instructionLines);
export const instructionsFormSchema = z
  .object({ en: typedLines, ml: typedLines })
  .pipe(recipeSchema.shape.instructions);
