import { formatEventQuantity, RECIPE_BASE_SERVINGS, scaledAmount, type ScalingMode } from './recipe-scaling.ts';

/**
 * What a setup material is for, which decides how it follows the batch: `fuel` burns in the pit,
 * `equipment` is what a pit needs once (including paper to light it, 'as needed').
 */
export type SetupMaterialUse = 'fuel' | 'equipment';

export interface SetupMaterial {
  /** The amount for the recipes' 20 servings; null for text such as 'as needed'. */
  quantity: number | null;
  use: SetupMaterialUse;
}

/** The setup materials are listed for the recipes' base of 20 servings. */
export const SETUP_MATERIALS_BASE_SERVINGS = RECIPE_BASE_SERVINGS;

/**
 * THE setup materials rule (the list is for 20 servings; how it follows the batch is decided here
 * and nowhere else):
 * - fuel (puli wood, coconut shells) heats the meat in the pit, so it scales linearly with
 *   servings / 20, like the recipes' ingredients;
 * - equipment (gas cylinder, metal pipe, pit lid, gloves, paper) is fixed per pit: a pit needs one
 *   lid and one cylinder whatever the batch.
 */
export function setupMaterialScaling(use: SetupMaterialUse): ScalingMode {
  return use === 'fuel' ? 'linear' : 'fixed';
}

/** The amount for `servings`, or null when the list gives text instead of a number. */
export function setupMaterialAmount(material: SetupMaterial, servings: number): number | null {
  if (material.quantity === null) return null;
  return scaledAmount(material.quantity, servings, SETUP_MATERIALS_BASE_SERVINGS, setupMaterialScaling(material.use));
}

/**
 * What the event calculator shows: scaled fuel by the event display rule ('80.0 kg', '0.13 kg');
 * equipment as the list writes it, a count not a measure ('1', '1 pair'); text ('as needed') as written.
 * `unit` is in the screen's language.
 */
export function setupMaterialText(material: SetupMaterial, servings: number, unit: string): string {
  const amount = setupMaterialAmount(material, servings);
  if (amount === null) return unit.trim();
  if (setupMaterialScaling(material.use) === 'fixed') {
    return unit.trim() === '' ? String(amount) : `${amount} ${unit.trim()}`;
  }
  return formatEventQuantity(amount, unit);
}
