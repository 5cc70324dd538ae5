import { z } from 'zod';
import { isEventDay } from '../domain/event-date.ts';
import { DEFAULT_EVENT_IMAGE, isEventImageName } from '../domain/event-image.ts';

/** An event's menu: which catalogue items it sells and at what price (rupees; absent = catalogue price). */
export const eventMenuSchema = z.record(
  z.string().min(1).max(40),
  z.object({ enabled: z.boolean(), price: z.number().min(0).max(1_000_000).optional() }),
);

/** A sales event as GET /api/events answers it. */
export const publicEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** 'YYYY-MM-DD'; free text only on events saved before dates were real dates (see isEventDay). */
  date: z.string(),
  description: z.string(),
  image: z.string(),
  badge: z.string(),
  buttonText: z.string(),
  /** The owner's Malayalam badge and button text; '' shows the English. */
  badgeMl: z.string(),
  buttonTextMl: z.string(),
  isValentine: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  maxOrders: z.number(),
  menuItems: eventMenuSchema,
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** `?event=<title>` as the original storefront calls it, or `?eventId=<id>`. */
export const eventQuerySchema = z
  .object({
    event: z.string().trim().min(1).max(200).optional(),
    eventId: z.coerce.number().int().positive().optional(),
  })
  .refine((query) => query.event !== undefined || query.eventId !== undefined, 'Say which event: event or eventId');
export type EventQuery = z.infer<typeof eventQuerySchema>;

export const menuResponseSchema = z.object({
  items: z.record(
    z.string(),
    z.object({ name: z.string(), description: z.string(), price: z.number(), pricePaise: z.number() }),
  ),
  DISCOUNT_PERCENTAGE: z.number(),
  VALID_COUPON: z.string(),
  MAX_QUANTITY: z.number(),
  PEOPLE_PER_ORDER: z.number(),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;

/** The admin's event form, with its defaults: 50 orders, badge 'Limited Slots', button 'Book Now', the default image. */
export const eventInputSchema = z.object({
  title: z.string().trim().min(1, 'Event title is required').max(200, 'Event title is too long'),
  date: z
    .string()
    .trim()
    .min(1, 'Event date is required')
    .refine(isEventDay, 'Event date must be a real date (YYYY-MM-DD)'),
  description: z.string().trim().min(1, 'Event description is required').max(2000, 'Event description is too long'),
  maxOrders: z
    .number({ error: 'Maximum orders must be greater than 0' })
    .int('Maximum orders must be a whole number')
    .min(1, 'Maximum orders must be greater than 0')
    .max(100_000, 'Maximum orders is too large'),
  image: z
    .string()
    .trim()
    .max(200)
    .refine((image) => image === '' || isEventImageName(image), 'Image must be a file in the event images folder')
    .default(DEFAULT_EVENT_IMAGE)
    .transform((image) => image || DEFAULT_EVENT_IMAGE),
  badge: z.string().trim().max(60).default('Limited Slots'),
  buttonText: z.string().trim().max(60).default('Book Now'),
  badgeMl: z.string().trim().max(60).default(''),
  buttonTextMl: z.string().trim().max(60).default(''),
  isValentine: z.boolean().default(false),
  isActive: z.boolean().default(true),
  /**
   * What the event sells: an item left out is not on sale. Left out altogether on an update, the
   * event keeps the menu it has.
   */
  menuItems: eventMenuSchema.optional(),
});
export type EventInput = z.input<typeof eventInputSchema>;
