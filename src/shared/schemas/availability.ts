import { z } from 'zod';
import { successReply } from './common.ts';

/** An event's slots now, as the storefront shows them. */
const eventSlotsShape = {
  /** Units the asker may still order (with a receipt: its own unpaid hold counts as theirs). */
  availableSlots: z.number(),
  /** Units held by other customers who are paying now: they free if unpaid. */
  heldSlots: z.number(),
  /** When the soonest of those holds expires (ISO); null with none. */
  nextReleaseAt: z.string().nullable(),
};

/**
 * `GET /api/available-slots?eventId=<id>` (or `event=<title>`), optionally with `receipt=<the
 * browser's receipt of its open order>`: that order's held units are the asker's own.
 */
export const availabilityQuerySchema = z
  .object({
    event: z.string().trim().min(1).max(200).optional(),
    eventId: z.coerce.number().int().positive().optional(),
    receipt: z
      .string()
      .min(8)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  })
  .refine((query) => query.event !== undefined || query.eventId !== undefined, 'validation.whichEvent');

export const availableSlotsReply = successReply({
  ...eventSlotsShape,
  /** Units of the asker's own unpaid order (by its receipt), already counted in availableSlots. */
  yourHeldSlots: z.number(),
});
export type AvailableSlotsReply = z.infer<typeof availableSlotsReply>;

/** `GET /api/events/availability`: every upcoming event's slots, for the storefront's cards. */
export const eventAvailabilitySchema = z.object({ eventId: z.number(), ...eventSlotsShape });
export type EventAvailability = z.infer<typeof eventAvailabilitySchema>;
export const eventsAvailabilityReply = successReply({ data: z.array(eventAvailabilitySchema) });
export type EventsAvailabilityReply = z.infer<typeof eventsAvailabilityReply>;
