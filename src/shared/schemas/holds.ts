import { z } from 'zod';
import { bookingLineSchema } from './bookings.ts';
import { successReply } from './common.ts';

/** A customer paying now: a payment hold still held and not yet expired, as the admin sees it. */
export const openHoldSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  /** Slots the hold keeps off sale. */
  units: z.number(),
  items: z.array(bookingLineSchema),
  amountPaise: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  coupon: z.string().nullable(),
});
export type OpenHold = z.infer<typeof openHoldSchema>;

/** An event's open holds, the soonest to expire first. */
export const openHoldsReply = successReply({ data: z.array(openHoldSchema) });
export type OpenHoldsReply = z.infer<typeof openHoldsReply>;

const released = z.object({ outcome: z.literal('released') });
const booked = z.object({ outcome: z.literal('booked'), reference: z.string() });

/**
 * What an admin's release came to: the gateway had no payment, so the slots are back on sale; or the
 * customer had in fact paid, so the hold became a booking.
 */
export type HoldRelease = z.infer<typeof released> | z.infer<typeof booked>;
export const holdReleaseReply = z.discriminatedUnion('outcome', [
  released.extend({ success: z.literal(true) }),
  booked.extend({ success: z.literal(true) }),
]);
export type HoldReleaseReply = z.infer<typeof holdReleaseReply>;
