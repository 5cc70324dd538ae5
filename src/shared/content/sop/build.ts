import type { Bilingual, SopItem } from './types.ts';

/** One text in both languages. */
export function text(en: string, ml: string): Bilingual {
  return { en, ml };
}

/** A material or ingredient; `quantityMl` only when the quantity has words. */
export function item(en: string, ml: string, quantity: string, quantityMl?: string): SopItem {
  return quantityMl === undefined ? { name: { en, ml }, quantity } : { name: { en, ml }, quantity, quantityMl };
}

export const AS_NEEDED = { quantity: 'as needed', quantityMl: 'ആവശ്യത്തിന്' } as const;
