import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

/** The text keys of zod's own problems; validation-params.ts gives the bound each names. */
const GENERIC = {
  required: 'validation.required',
  invalidType: 'validation.invalidType',
  wholeNumber: 'validation.wholeNumber',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  tooFew: 'validation.tooFew',
  tooMany: 'validation.tooMany',
  tooSmall: 'validation.tooSmall',
  tooLarge: 'validation.tooLarge',
  mustExceed: 'validation.mustExceed',
  mustBeBelow: 'validation.mustBeBelow',
  invalidFormat: 'validation.invalidFormat',
  notAllowed: 'validation.notAllowed',
  unknownFields: 'validation.unknownFields',
  invalid: 'validation.invalid',
} as const;
export const GENERIC_PROBLEMS: readonly string[] = Object.values(GENERIC);

/**
 * zod's own problems (a field's `.max(300)` with no message of its own, a wrong type) named by text
 * key like every schema message, so that the browser words them in the screen's language and the
 * server answers the key as the code. Set where problems are worded: the server (http-error.ts) and the
 * browser's forms (web/lib/schema-form.ts); the storefront's first load carries none of it.
 */
export function validationKey(issue: Issue): string {
  const exclusive = issue.inclusive === false;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return GENERIC.required;
      return issue.expected === 'int' ? GENERIC.wholeNumber : GENERIC.invalidType;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? GENERIC.required : GENERIC.tooShort;
      if (issue.origin === 'array' || issue.origin === 'set') return GENERIC.tooFew;
      return exclusive ? GENERIC.mustExceed : GENERIC.tooSmall;
    case 'too_big':
      if (issue.origin === 'string') return GENERIC.tooLong;
      if (issue.origin === 'array' || issue.origin === 'set') return GENERIC.tooMany;
      return exclusive ? GENERIC.mustBeBelow : GENERIC.tooLarge;
    case 'invalid_format':
      return GENERIC.invalidFormat;
    case 'invalid_value':
      return GENERIC.notAllowed;
    case 'unrecognized_keys':
      return GENERIC.unknownFields;
    default:
      return GENERIC.invalid;
  }
}

z.config({ customError: validationKey });
