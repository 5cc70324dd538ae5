const NUMBER_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A number as a cook types it ('2.5', '-3'); '', '1e3' or '12 kg' is none. */
export const isNumberText = (value: unknown): value is string => typeof value === 'string' && NUMBER_TEXT.test(value);
