/**
 * The name a kitchen record is made under when the cook leaves it blank: 'User', stored as
 * written (reports and exports show what was recorded). Screens word it in their own language.
 */
export const DEFAULT_COOK_NAME = 'User';

/** The name a start, completion or reading is recorded under: as typed, or DEFAULT_COOK_NAME when blank. */
export const recordedName = (typed: string): string => typed.trim() || DEFAULT_COOK_NAME;
