import { z } from 'zod';
import { isEventDay } from '../domain/event-date.ts';
import { successReply } from './common.ts';

/** POST /api/coupons/check: the code a customer typed, for the event they are ordering from. */
export const couponCheckSchema = z.object({
  eventId: z.number().int().positive(),
  code: z.string().trim().min(1, 'booking.validation.couponRequired').max(40, 'booking.validation.couponTooLong'),
});
export type CouponCheck = z.input<typeof couponCheckSchema>;

/**
 * Why a typed code takes nothing off: no such active code, past its last day, or its uses all taken.
 * Each has its text key, `booking.couponRefusal.<reason>`.
 */
export const COUPON_REFUSALS = ['unknown', 'expired', 'used-up'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** Whether the code takes a discount off this event's orders, how much (0 when it does not), and why not. */
export const couponCheckReply = successReply({
  applied: z.boolean(),
  discountPercent: z.number().int().min(0).max(100),
  reason: z.enum(COUPON_REFUSALS).optional(),
});
export type CouponCheckReply = z.infer<typeof couponCheckReply>;

/** 3 to 30 letters, digits, '-' or '_', any case as typed: stored upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

const code = z.string().trim().toUpperCase().regex(COUPON_CODE_PATTERN, 'adminSettings.coupons.validation.code');
const discountPercent = z
  .number('adminSettings.coupons.validation.discountPercent')
  .int('adminSettings.coupons.validation.discountPercent')
  .min(1, 'adminSettings.coupons.validation.discountPercent')
  .max(100, 'adminSettings.coupons.validation.discountPercent');
/** The last Kerala day the code applies, inclusive; null: no end. */
const endsOn = z
  .string('adminSettings.coupons.validation.endsOn')
  .refine(isEventDay, 'adminSettings.coupons.validation.endsOn')
  .nullable();
/** Uses the code may have; null: no limit. */
const useLimit = z
  .number('adminSettings.coupons.validation.useLimit')
  .int('adminSettings.coupons.validation.useLimit')
  .min(1, 'adminSettings.coupons.validation.useLimit')
  .max(1_000_000, 'adminSettings.coupons.validation.useLimit')
  .nullable();

/** POST /api/coupons: a new code. */
export const newCouponSchema = z.object({
  code,
  discountPercent,
  endsOn: endsOn.optional(),
  useLimit: useLimit.optional(),
});
export type NewCoupon = z.input<typeof newCouponSchema>;

/** PUT /api/coupons/:id: everything but the code itself, which bookings name and is never renamed. */
export const couponChangeSchema = z.object({
  discountPercent,
  endsOn,
  useLimit,
  active: z.boolean('adminSettings.coupons.validation.active'),
});
export type CouponChange = z.input<typeof couponChangeSchema>;

/** A code as the admin sees it, with its uses: bookings not cancelled and unexpired held holds. */
export const couponSchema = z.object({
  id: z.number(),
  code: z.string(),
  discountPercent: z.number(),
  endsOn: z.string().nullable(),
  useLimit: z.number().nullable(),
  active: z.boolean(),
  uses: z.number(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponsReply = successReply({ data: z.array(couponSchema) });
export const couponReply = successReply({ coupon: couponSchema });
