import { couponCheckReply, type CouponCheckReply } from '#shared/schemas/coupons.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Asks the server whether the typed code takes a discount off this event's orders (the browser never knows codes). */
export function checkCoupon(eventId: number, code: string): Promise<CouponCheckReply> {
  return apiRequest('/api/coupons/check', { method: 'POST', body: { eventId, code }, reply: couponCheckReply });
}
