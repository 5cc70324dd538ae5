import type { kitchenRulesEn } from './kitchen-rules.en.ts';
import type { Texts } from './texts-type.ts';

/** The kitchen diary's rule messages and corrective actions (shown on screens and sent by the server). */
export const kitchenRulesMl: Texts<typeof kitchenRulesEn> = {};
