import { z } from 'zod';
import { successReply } from './common.ts';

/** POST /api/coupons/check: the code a customer typed, for the event they are ordering from. */
export const couponCheckSchema = z.object({
  eventId: z.number().int().positive(),
  code: z.string().trim().min(1, 'booking.validation.couponRequired').max(40, 'booking.validation.couponTooLong'),
});
export type CouponCheck = z.input<typeof couponCheckSchema>;

/** Whether the code takes a discount off this event's orders, and how much (0 when it does not). */
export const couponCheckReply = successReply({
  applied: z.boolean(),
  discountPercent: z.number().int().min(0).max(100),
});
export type CouponCheckReply = z.infer<typeof couponCheckReply>;
