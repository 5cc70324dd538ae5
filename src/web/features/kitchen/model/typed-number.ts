import { keyOf } from '#shared/content/locales/text-keys.ts';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';
import { readTypedNumber } from '#shared/domain/typed-number.ts';
import { useTranslation } from '#web/lib/i18n.ts';

/** How a form's number field may be typed. */
export interface TypedNumberShape {
  /** Digits allowed after the point: 0 for counts (people, minutes, days). */
  decimals?: number;
  /** May be below zero (a temperature). */
  negative?: boolean;
  /** What an empty field means: refused ('Type a number', the default), or no number (null or undefined). */
  empty?: 'refused' | 'null' | 'undefined';
}

/** A pit or freezer reading: one digit after the point, below zero allowed. */
export const TEMPERATURE_SHAPE: TypedNumberShape = { decimals: 1, negative: true };

/**
 * A form field for a number a cook types, read by the one rule for typed numbers (readTypedNumber):
 * what it refuses ('-5' where nothing is below zero, '2.5' in a count, '1e3', '12 kg') is the field's
 * problem in that rule's words; a number it reads goes on to `schema`, the call's own, which words
 * the bounds as the server does (twenty digits are past every bound).
 */
export function typedNumberField<Schema extends z.ZodType>(
  schema: Schema,
  { decimals = 0, negative = false, empty = 'refused' }: TypedNumberShape = {},
) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((input, ctx): unknown => {
      if (typeof input === 'number' || input === null || input === undefined) return input;
      const text = String(input).trim();
      if (text === '' && empty !== 'refused') return empty === 'null' ? null : undefined;
      const read = readTypedNumber(text, {
        min: negative ? -Number.MAX_VALUE : 0,
        max: Number.MAX_VALUE,
        decimals,
      });
      if (read.ok) return read.value;
      if (read.key === 'validation.tooLarge') return Number(text);
      ctx.addIssue({ code: 'custom', message: read.key, input });
      return z.NEVER;
    })
    .pipe(schema);
}

/**
 * A number field's problem in the screen's language, with the digits after the point it allows
 * (`{{decimals}}`, which a form's problems do not carry).
 */
export function useNumberProblem() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined, { decimals = 0 }: TypedNumberShape = {}): string | undefined =>
      error?.message ? t(keyOf(error.message), { decimals, ...error.types }) : undefined,
    [t],
  );
}
