import { z } from 'zod';
import { checkRupees, readTypedRupees } from '../domain/typed-rupees.ts';

/** Rupees as the owner typed them ('550.50'), checked by readTypedRupees: their paise. */
export function typedRupeesSchema(options: { positive?: boolean } = {}) {
  return z.string('validation.money.notRupees').transform((text, context) => {
    const read = readTypedRupees(text, options);
    if (read.ok) return read.paise;
    context.addIssue({ code: 'custom', message: read.key });
    return z.NEVER;
  });
}

/** Rupees sent as a number (an event's price), held to the same rule: at most two decimals, not below zero. */
export function rupeesSchema(options: { positive?: boolean } = {}) {
  return z.number('validation.money.notRupees').superRefine((rupees, context) => {
    const checked = checkRupees(rupees, options);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.key });
  });
}
