import { adminTextsEn } from './admin-texts.en.ts';
import { authEn } from './auth.en.ts';
import { bookingEn } from './booking.en.ts';
import { heldSlotsEn } from './held-slots.en.ts';
import { coreEn } from './core.en.ts';
import { kitchenTextsEn } from './kitchen-texts.en.ts';
import { refusalsEn } from './refusals.en.ts';
import type { Texts } from './texts-type.ts';
import { validationEn } from './validation.en.ts';

/** Every English UI text (default and fallback language). Malayalam must have every key: see ml.ts. */
export const en = {
  ...coreEn,
  auth: authEn,
  booking: { ...bookingEn, held: heldSlotsEn },
  ...adminTextsEn,
  ...kitchenTextsEn,
  validation: validationEn,
  refusals: refusalsEn,
};

export type Translation = Texts<typeof en>;
