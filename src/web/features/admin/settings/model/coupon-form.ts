import type { z } from 'zod';
import {
  couponChangeSchema,
  newCouponSchema,
  type Coupon,
  type CouponChange,
  type NewCoupon,
} from '#shared/schemas/coupons.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { i18n } from '#web/lib/i18n.ts';

/** A coupon's fields as typed: numbers and the date stay text until sent, '' for "none". */
export interface CouponFormValues {
  code: string;
  discountPercent: string;
  endsOn: string;
  useLimit: string;
}
export type CouponField = keyof CouponFormValues;
/** Each field's problem, as the text key its rule names (the server names the same keys). */
export type CouponFormErrors = Partial<Record<CouponField, string>>;

export const EMPTY_COUPON: CouponFormValues = { code: '', discountPercent: '', endsOn: '', useLimit: '' };

export function couponForm(coupon: Coupon): CouponFormValues {
  return {
    code: coupon.code,
    discountPercent: String(coupon.discountPercent),
    endsOn: coupon.endsOn ?? '',
    useLimit: coupon.useLimit === null ? '' : String(coupon.useLimit),
  };
}

/** '' is nothing typed (NaN, refused by the rule); a half-typed number stays as typed for the rule to refuse. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const orNull = <T>(text: string, value: (text: string) => T) => (text.trim() === '' ? null : value(text.trim()));

type Check<T> = { ok: true; value: T } | { ok: false; errors: CouponFormErrors };

function check<T>(schema: z.ZodType<T>, input: unknown): Check<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: CouponFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CouponField;
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The new code as POST /api/coupons takes it, checked by the server's own schema. */
export function checkNewCoupon(values: CouponFormValues): Check<NewCoupon> {
  return check(newCouponSchema, {
    code: values.code,
    discountPercent: toNumber(values.discountPercent),
    endsOn: orNull(values.endsOn, (text) => text),
    useLimit: orNull(values.useLimit, Number),
  });
}

/** The change as PUT /api/coupons/:id takes it (the code is not among them). */
export function checkCouponChange(values: CouponFormValues, active: boolean): Check<CouponChange> {
  return check(couponChangeSchema, {
    discountPercent: toNumber(values.discountPercent),
    endsOn: orNull(values.endsOn, (text) => text),
    useLimit: orNull(values.useLimit, Number),
    active,
  });
}

const FIELDS: readonly string[] = ['code', 'discountPercent', 'endsOn', 'useLimit'] satisfies CouponField[];

/** A refusal the server names a field and a text key for (a duplicate code, a rule): shown beside that field. */
export function serverCouponErrors(error: unknown): CouponFormErrors | null {
  if (!(error instanceof ApiError) || !error.field || !error.code || !i18n.exists(error.code)) return null;
  return FIELDS.includes(error.field) ? { [error.field]: error.code } : null;
}
