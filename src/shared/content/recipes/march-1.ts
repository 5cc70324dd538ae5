import type { Recipe } from '#shared/schemas/recipes.ts';
import { FEB_27_RECIPES } from './feb-27.ts';

/** A copy of a Feb 27 recipe with some ingredients' quantities changed (by English name). */
function revised(key: Recipe['key'], quantities: Record<string, number>, extraLine?: [en: string, ml: string]): Recipe {
  const recipe = structuredClone(FEB_27_RECIPES.find((each) => each.key === key)!);
  for (const [name, quantity] of Object.entries(quantities)) {
    const ingredient = recipe.ingredients.find((each) => each.name.en === name);
    if (!ingredient) throw new Error(`March 1 revises an unknown ${key} ingredient: ${name}`);
    ingredient.quantity = quantity;
  }
  if (extraLine) {
    recipe.instructions.en.push(extraLine[0]);
    recipe.instructions.ml.push(extraLine[1]);
  }
  return recipe;
}

/**
 * 1 March 2025, the Feb 27 collection after a few days in the kitchen: less mutton fat on the meat
 * (300 g instead of 400 g: the meat came out greasy), 8 dried limes in the rice instead of 6 (as the
 * rice guide says) with a 5-minute rest before the lid comes off, and the chutney unchanged. The meat
 * masala itself is the guide's, as in Feb 27.
 */
export const MARCH_1_RECIPES: Recipe[] = [
  revised('mandiMeat', { 'Mutton fat': 300 }),
  revised('mandiRice', { 'Dried lime (loomi)': 8 }, [
    'Let the rice rest for 5 minutes before you open the lid; do not stir it.',
    'അടപ്പ് തുറക്കുന്നതിന് മുമ്പ് ചോറ് 5 മിനിറ്റ് വെക്കുക; ഇളക്കരുത്.',
  ]),
  structuredClone(FEB_27_RECIPES.find((each) => each.key === 'puliChutney')!),
];
