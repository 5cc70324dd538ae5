import { formatAmount, type AmountLanguage } from './amounts.ts';

/**
 * What a setup material is for: `fuel` burns in the pit (puli wood, coconut shells), `equipment` is
 * what a pit needs once (including paper to light it, 'as needed').
 */
export type SetupMaterialUse = 'fuel' | 'equipment';

export interface SetupMaterial {
  /** The amount for one pit; null for text such as 'as needed'. */
  quantity: number | null;
  /** The unit ('kg', 'piece', 'pair'), or for a null quantity the text shown instead, in both languages. */
  unit: { en: string; ml: string };
  use: SetupMaterialUse;
}

/**
 * THE setup materials rule: every amount is per pit, fuel included. A pit is fired for 12 hours to
 * the same heat whatever the batch on its rack (the guide's 40 kg of wood and 2.5 kg of shells), so no
 * amount follows the servings: 137 servings still need 40 kg of wood per pit, not 274 kg.
 */
export function setupMaterialText(material: SetupMaterial, language: AmountLanguage): string {
  if (material.quantity === null) return material.unit[language].trim();
  return formatAmount(material.quantity, material.unit.en, language);
}
