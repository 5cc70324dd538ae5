import { isNumberText } from '#shared/domain/kitchen/number-text.ts';

/**
 * A number as a cook types it, for a form's `setValueAs`: '2.5' stays 2.5 and '-3' stays −3; '', '1e3'
 * or '12 kg' is no number (NaN), which the call's schema refuses in its own words.
 */
export const typedNumber = (text: unknown): number =>
  typeof text === 'number' ? text : isNumberText(text) ? Number(text) : Number.NaN;
