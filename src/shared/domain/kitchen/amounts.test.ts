import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPE_COLLECTIONS } from '#shared/content/recipes/index.ts';
import { GUIDE_RECIPES } from '#shared/content/sop/build.ts';
import { SOP_PAGES } from '#shared/content/sop/index.ts';
import type { SopPage } from '#shared/content/sop/types.ts';
import { SCALING_MODES, type Ingredient, type RecipeKey } from '#shared/schemas/recipes.ts';
import { formatAmount, roundHalfAway, unitKind, wholeCount } from './amounts.ts';
import { eventNeeds } from './event-needs.ts';
import { ingredientText, MAX_RECIPE_SERVINGS, recipeAmount } from './recipe-scaling.ts';
import { guideQuantity, SERVINGS_RULE } from './servings.ts';

describe('roundHalfAway', () => {
  it('rounds exact decimal halves away from zero, whatever their binary float', () => {
    expect(roundHalfAway(4.95, 1)).toBe('5.0');
    expect(roundHalfAway(0.0125, 3)).toBe('0.013');
    expect(roundHalfAway(2.675, 2)).toBe('2.68');
    expect(roundHalfAway(1.005, 2)).toBe('1.01');
    expect(roundHalfAway(1.05, 1)).toBe('1.1');
    expect(roundHalfAway(17.55, 1)).toBe('17.6');
    expect(roundHalfAway(0.5, 0)).toBe('1');
    expect(roundHalfAway(2.5, 0)).toBe('3');
    expect(roundHalfAway(-2.5, 0)).toBe('-3');
    expect(roundHalfAway(-4.95, 1)).toBe('-5.0');
    expect(roundHalfAway(99.95, 1)).toBe('100.0');
    expect(roundHalfAway(0.04, 1)).toBe('0.0');
    expect(roundHalfAway(-0.04, 1)).toBe('0.0');
    expect(roundHalfAway(0.1 + 0.2, 1)).toBe('0.3');
    expect(roundHalfAway(Number.NaN, 1)).toBe('');
  });

  it('rounds every written half (digits then 5) up in size, on any number of decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (digits, decimals, negative) => {
          // The value written with one more decimal, a 5: e.g. digits 494, decimals 1 → 49.45.
          const text = `${digits}5`.padStart(decimals + 2, '0');
          const written = `${text.slice(0, -(decimals + 1))}.${text.slice(-(decimals + 1))}`;
          const value = Number(`${negative ? '-' : ''}${written}`);
          const up = (BigInt(digits) + 1n).toString().padStart(decimals + 1, '0');
          const expected = decimals === 0 ? up : `${up.slice(0, -decimals)}.${up.slice(-decimals)}`;
          expect(roundHalfAway(value, decimals)).toBe(negative ? `-${expected}` : expected);
        },
      ),
    );
  });

  it('agrees with plain rounding away from the half', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (thousandths) => {
        const value = thousandths / 1000;
        const hundredths = Math.trunc(thousandths / 10);
        const rest = Math.abs(thousandths % 10);
        const rounded = hundredths + (rest >= 5 ? Math.sign(thousandths) : 0);
        expect(Number(roundHalfAway(value, 2))).toBe(rounded / 100);
      }),
    );
  });
});

describe('formatAmount', () => {
  it('writes measures to a tenth, small ones to a thousandth, and counts whole with their word', () => {
    expect(formatAmount(4.95, 'g')).toBe('5.0 g');
    expect(formatAmount(16, 'kg')).toBe('16.0 kg');
    expect(formatAmount(0.65, 'g')).toBe('0.65 g');
    expect(formatAmount(0.125, 'L')).toBe('0.125 L');
    expect(formatAmount(0.0125, 'kg')).toBe('0.013 kg');
    expect(formatAmount(0, 'g')).toBe('0 g');
    expect(formatAmount(1, 'pcs')).toBe('1 piece');
    expect(formatAmount(6, 'piece')).toBe('6 pieces');
    expect(formatAmount(6, 'piece', 'ml')).toBe('6 എണ്ണം');
    expect(formatAmount(8, '')).toBe('8 pieces');
    expect(formatAmount(2.5, 'pair')).toBe('3 pairs');
    expect(formatAmount(0.3, 'piece')).toBe('1 piece');
    expect(formatAmount(1, 'pair', 'ml')).toBe('1 ജോഡി');
  });

  it('never writes a count with a decimal point, nor an unnamed count', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.constantFrom('piece', 'pcs', 'pieces', 'nos', '', 'pair', 'packet'),
        fc.constantFrom('en', 'ml') as fc.Arbitrary<'en' | 'ml'>,
        (amount, unit, language) => {
          const text = formatAmount(amount, unit, language);
          expect(text).toMatch(/^\d+ \S/);
          expect(text).not.toContain('.');
          expect(Number(text.split(' ')[0])).toBe(wholeCount(amount));
          expect(unitKind(unit)).toBe('count');
        },
      ),
    );
  });
});

/** Every recipe ingredient with a quantity, of every collection, with its recipe. */
const EVERY_INGREDIENT = RECIPE_COLLECTIONS.flatMap((collection) =>
  collection.recipes.flatMap((recipe) =>
    recipe.ingredients
      .filter((ingredient) => ingredient.quantity !== null)
      .map((ingredient) => ({ collection: collection.date, recipe, ingredient })),
  ),
);

/** The guide's scaling items that are a recipe's ingredient, with the page and the recipe they come from. */
const GUIDE_PAGES: [SopPage, RecipeKey][] = [
  [SOP_PAGES.meatmasala, 'mandiMeat'],
  [SOP_PAGES.riceprep, 'mandiRice'],
  [SOP_PAGES.chutneyprep, 'puliChutney'],
];

const servings = fc.integer({ min: 1, max: 1000 });
const language = fc.constantFrom('en', 'ml') as fc.Arbitrary<'en' | 'ml'>;

describe('one number per ingredient on every screen', () => {
  it('caps servings once: the guide pages and the calculators take the same most', () => {
    expect(SERVINGS_RULE.max).toBe(MAX_RECIPE_SERVINGS);
  });

  it('the calculator, a guide panel and the event calculator write the same amount, for every recipe, ingredient and servings from 1 to 1,000', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EVERY_INGREDIENT), servings, language, ({ recipe, ingredient }, count, lang) => {
        const base = recipe.baseServings;
        // The recipe calculator's card and the event calculator both write ingredientText.
        const calculator = ingredientText(ingredient, count, base, lang);
        // A guide panel's item made of the same ingredient, as the guide content makes it.
        const guide = guideQuantity(
          {
            quantity: '',
            ingredient: { quantity: ingredient.quantity, unit: ingredient.unit, scaling: ingredient.scaling },
          },
          count,
          base,
          true,
          lang,
        );
        expect(guide).toBe(calculator);
        // The number written is the one rule's amount, rounded half away from zero.
        const amount = recipeAmount(ingredient.quantity!, count, base, ingredient.scaling);
        expect(calculator).toBe(formatAmount(amount, ingredient.unit, lang));
      }),
      { numRuns: 2000 },
    );
  });

  it('the guide pages show exactly the recipe calculator’s amounts for the newest collection, at every servings count from 1 to 1,000', () => {
    for (const [page, key] of GUIDE_PAGES) {
      const recipe = GUIDE_RECIPES.find((one) => one.key === key)!;
      const items = page.itemPanels.filter((panel) => panel.scales).flatMap((panel) => panel.items);
      const fromRecipe = items.filter((item) => item.ingredient !== undefined);
      expect(fromRecipe.length, page.id).toBeGreaterThan(0);
      for (const item of fromRecipe) {
        const ingredient = recipe.ingredients.find((one) => one.name.en === item.name.en)!;
        expect(ingredient, `${page.id} ${item.name.en}`).toBeDefined();
        for (let count = 1; count <= 1000; count++) {
          for (const lang of ['en', 'ml'] as const) {
            expect(guideQuantity(item, count, page.baseServings!, true, lang)).toBe(
              ingredientText(ingredient, count, recipe.baseServings, lang),
            );
          }
        }
      }
    }
  });

  it('event needs buy what the calculator shows (a small batch buys the base recipe)', () => {
    const recipes = RECIPE_COLLECTIONS.at(-1)!.recipes;
    fc.assert(
      fc.property(servings, (count) => {
        const needs = eventNeeds(recipes, count, []);
        for (const line of needs.lines) {
          const used = recipes.flatMap((recipe) =>
            recipe.ingredients
              .filter((one): one is Ingredient & { quantity: number } => one.quantity !== null)
              .filter((one) => one.name.en === line.name.en && one.unit.trim() === line.unit)
              .map((one) => recipeAmount(one.quantity, count, recipe.baseServings, one.scaling)),
          );
          expect(line.needed).toBeCloseTo(
            used.reduce((sum, one) => sum + one, 0),
            6,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('any ingredient, in any unit and scaling mode, is written the same by the calculator and a guide', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }).map((thousandths) => thousandths / 1000),
        fc.constantFrom('kg', 'g', 'L', 'ml', 'piece', 'pcs', 'pair', ''),
        fc.constantFrom(...SCALING_MODES),
        fc.integer({ min: 1, max: MAX_RECIPE_SERVINGS }),
        language,
        (quantity, unit, scaling, count, lang) => {
          const ingredient = { quantity, unit, scaling };
          expect(guideQuantity({ quantity: '', ingredient }, count, 20, true, lang)).toBe(
            ingredientText(ingredient, count, 20, lang),
          );
        },
      ),
    );
  });
});
