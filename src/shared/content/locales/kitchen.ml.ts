import type { kitchenEn } from './kitchen.en.ts';
import type { Texts } from './texts-type.ts';

/** The kitchen screens: procedure home, event diary, task board and wall board. */
export const kitchenMl: Texts<typeof kitchenEn> = {};
