import { z } from 'zod';
import { staleRecordReply, successReply } from './common.ts';

/**
 * The kitchen's recipe book: dated collections (the three seeded ones and any the owner writes), each
 * with Mandi Meat, Mandi Rice and Puli Chutney. Staff read published collections; admins also write
 * drafts, one recipe at a time from the version they read. A published collection is history: edits
 * answer 409.
 */

const bilingual = z.object({ en: z.string().trim().min(1).max(300), ml: z.string().trim().min(1).max(300) });

export const RECIPE_KEYS = ['mandiMeat', 'mandiRice', 'puliChutney'] as const;
export const recipeKeySchema = z.enum(RECIPE_KEYS);
export type RecipeKey = z.infer<typeof recipeKeySchema>;

/**
 * How an ingredient follows the servings: linear (the default), fixed (one pit lid
 * whatever the batch) or damped (salt and spices: quantity × factor^0.8).
 */
export const SCALING_MODES = ['linear', 'fixed', 'damped'] as const;
export const scalingSchema = z.enum(SCALING_MODES);

const QUANTITY_INVALID = 'recipes.validation.quantity';

export const ingredientSchema = z.object({
  name: bilingual,
  /** The amount for the recipe's base servings; null for text such as 'as needed'. */
  quantity: z.number(QUANTITY_INVALID).nonnegative(QUANTITY_INVALID).max(100_000, QUANTITY_INVALID).nullable(),
  /** e.g. 'kg', 'g', 'L', 'ml', 'piece'; for a null quantity, the text shown instead ('as needed'). */
  unit: z.string().trim().max(40),
  scaling: scalingSchema.default('linear'),
  /** The inventory item whose current price costs this ingredient; null when not linked. */
  inventoryItemId: z.number().int().positive().nullable().default(null),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** A guide step whose video (an uploaded file or a link) a recipe or a recipe step plays, such as '5-3'. */
const videoStepIdSchema = z.string().regex(/^[1-6]-[1-9]$/);

export const recipeStepSchema = z.object({
  title: bilingual,
  description: z.object({ en: z.string().trim().min(1).max(2000), ml: z.string().trim().min(1).max(2000) }),
  /** The guide step whose video this step plays, or null. */
  videoStepId: videoStepIdSchema.nullable().default(null),
});
export type RecipeStep = z.infer<typeof recipeStepSchema>;

const instructionLines = z
  .array(z.string().max(500, 'recipes.validation.instructionTooLong'))
  .max(40, 'recipes.validation.tooManyInstructions');

/** The most steps a recipe's step-by-step card has. */
export const MAX_RECIPE_STEPS = 20;

export const recipeSchema = z.object({
  key: recipeKeySchema,
  title: bilingual,
  baseServings: z.number().int().positive().max(1000),
  ingredients: z.array(ingredientSchema).min(1).max(60),
  /** Numbered instructions, one line per step; the Malayalam lines match the English ones, or are not written yet. */
  instructions: z
    .object({ en: instructionLines, ml: instructionLines })
    .refine((lines) => lines.ml.length === 0 || lines.ml.length === lines.en.length, {
      message: 'recipes.validation.instructionsMatch',
      path: ['ml'],
    }),
  steps: z.array(recipeStepSchema).max(MAX_RECIPE_STEPS),
  /** The guide step whose video the recipe's video area plays; none when null or absent. */
  videoStepId: videoStepIdSchema.nullish(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * A recipe as a collection holds it: its content and its version, bumped by every save. The same shape
 * is the body of PUT /api/recipes/collections/:id/recipes/:key, carrying back the version the editor
 * read: a save from an older one is refused (409, the recipe as it is now).
 */
export const versionedRecipeSchema = recipeSchema.extend({ version: z.number().int().positive() });
export type VersionedRecipe = z.infer<typeof versionedRecipeSchema>;
/** 409 to a recipe saved from an older version: the recipe as it is now, to show beside the admin's. */
export const staleRecipeReply = staleRecordReply(versionedRecipeSchema);

export const collectionSummarySchema = z.object({
  id: z.number(),
  /** The collection's day, YYYY-MM-DD. */
  date: z.string(),
  name: bilingual,
  badge: bilingual,
  status: z.enum(['draft', 'published']),
  createdBy: z.string(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
export const collectionSchema = collectionSummarySchema.extend({ recipes: z.array(versionedRecipeSchema) });
export type Collection = z.infer<typeof collectionSchema>;

export const collectionsReply = successReply({ data: z.array(collectionSummarySchema) });
export const collectionReply = successReply({ data: collectionSchema });

/** POST /api/recipes/collections (admin): a draft copied from another collection. */
export const newCollectionSchema = z.object({
  copyFrom: z.number().int().positive(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'recipes.validation.date'),
  name: bilingual,
  badge: bilingual,
});

/**
 * POST /api/recipes/collections/:id/publish (admin): the admin's explicit confirmation, since a
 * published collection can never be changed again. Every state-changing call carries a checked body.
 */
export const publishCollectionSchema = z.object({ confirm: z.literal(true) });

/** The cost of one recipe at a number of servings, from current inventory prices, in whole paise. */
export const recipeCostSchema = z.object({
  key: recipeKeySchema,
  batchCostPaise: z.number().int(),
  perServingPaise: z.number().int(),
  /** Ingredients not linked to an inventory item, or linked to one without a price or unit that converts. */
  uncosted: z.array(z.string()),
});
export const recipeCostsReply = successReply({ data: z.array(recipeCostSchema) });
