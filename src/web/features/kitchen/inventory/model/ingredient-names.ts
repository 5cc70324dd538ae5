import { ingredientKey } from '#shared/domain/kitchen/stock-matching.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';

/** The recipes' ingredient names by link key (an ingredient's English name as links store it). */
export function ingredientNames(
  recipes: readonly Pick<Recipe, 'ingredients'>[],
): Map<string, { en: string; ml: string }> {
  return new Map(
    recipes.flatMap((recipe) =>
      recipe.ingredients.map((ingredient) => [ingredientKey(ingredient.name.en), ingredient.name] as const),
    ),
  );
}
