import { z } from 'zod';
import { successReply } from './common.ts';
import { rupeesSchema } from './money.ts';
import { isEventDay } from '../domain/event-date.ts';
import { DEFAULT_EVENT_IMAGE, isEventImageName } from '../domain/event-image.ts';

/** An event's menu: which catalogue items it sells and at what price (rupees; absent = catalogue price). */
const PRICE_INVALID = 'adminEvents.validation.priceInvalid';
export const eventMenuSchema = z.record(
  z.string().min(1).max(40),
  z.object({
    enabled: z.boolean(),
    price: rupeesSchema().max(1_000_000, PRICE_INVALID).optional(),
  }),
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
  /** The owner's Malayalam title and description; '' shows the English. */
  titleMl: z.string(),
  descriptionMl: z.string(),
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
  .refine((query) => query.event !== undefined || query.eventId !== undefined, 'validation.whichEvent');
export type EventQuery = z.infer<typeof eventQuerySchema>;

/** A menu item's name and description in English and in Malayalam ('' shows the English). */
const itemTextsSchema = z.object({
  name: z.string(),
  description: z.string(),
  nameMl: z.string(),
  descriptionMl: z.string(),
});

export const menuResponseSchema = z.object({
  items: z.record(z.string(), itemTextsSchema.extend({ price: z.number(), pricePaise: z.number() })),
  DISCOUNT_PERCENTAGE: z.number(),
  /** Always '': kept so older clients find the field, but the code is never sent (POST /api/coupons/check asks). */
  VALID_COUPON: z.string(),
  MAX_QUANTITY: z.number(),
  PEOPLE_PER_ORDER: z.number(),
});
export type MenuResponse = z.infer<typeof menuResponseSchema>;
export const menuReply = successReply({ data: menuResponseSchema });

/** The whole catalogue with its list prices (what an event's menu picks from). */
export const catalogueItemSchema = itemTextsSchema.extend({
  key: z.string(),
  price: z.number(),
  pricePaise: z.number(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;
export const catalogueReply = successReply({ data: z.array(catalogueItemSchema) });

/** PUT /api/menu-items/:key: the catalogue item to rename. */
export const menuItemParamsSchema = z.object({ key: z.string().min(1).max(40) });

/**
 * The admin's texts of one catalogue item, in English and optionally in Malayalam ('' shows the
 * English). Prices and keys are not changed here: anything else in the body is left out.
 */
export const menuItemTextsInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'adminEvents.validation.itemNameRequired')
    .max(80, 'adminEvents.validation.itemNameTooLong'),
  description: z.string().trim().max(300, 'adminEvents.validation.itemDescriptionTooLong').default(''),
  nameMl: z.string().trim().max(80, 'adminEvents.validation.itemNameTooLong').default(''),
  descriptionMl: z.string().trim().max(300, 'adminEvents.validation.itemDescriptionTooLong').default(''),
});
export type MenuItemTextsInput = z.input<typeof menuItemTextsInputSchema>;
export type ValidMenuItemTexts = z.output<typeof menuItemTextsInputSchema>;
export const catalogueItemReply = successReply({ data: catalogueItemSchema });

export const eventListQuerySchema = z.object({ includeInactive: z.enum(['true', 'false']).optional() });
export const eventsReply = successReply({ data: z.array(publicEventSchema) });
export type EventsReply = z.infer<typeof eventsReply>;
export const eventReply = successReply({ event: publicEventSchema });

/** The admin's event form, with its defaults: 50 orders, badge 'Limited Slots', button 'Book Now', the default image. */
export const eventInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'adminEvents.validation.titleRequired')
    .max(200, 'adminEvents.validation.titleTooLong'),
  date: z
    .string()
    .trim()
    .min(1, 'adminEvents.validation.dateRequired')
    .refine(isEventDay, 'adminEvents.validation.dateInvalid'),
  description: z
    .string()
    .trim()
    .min(1, 'adminEvents.validation.descriptionRequired')
    .max(2000, 'adminEvents.validation.descriptionTooLong'),
  /** The title and description in Malayalam; '' shows the English. */
  titleMl: z.string().trim().max(200, 'adminEvents.validation.titleTooLong').default(''),
  descriptionMl: z.string().trim().max(2000, 'adminEvents.validation.descriptionTooLong').default(''),
  maxOrders: z
    .number({ error: 'adminEvents.validation.maxOrdersRequired' })
    .int('adminEvents.validation.maxOrdersWhole')
    .min(1, 'adminEvents.validation.maxOrdersRequired')
    .max(100_000, 'adminEvents.validation.maxOrdersTooLarge'),
  image: z
    .string()
    .trim()
    .max(200, 'adminEvents.validation.imageInvalid')
    .refine((image) => image === '' || isEventImageName(image), 'adminEvents.validation.imageInvalid')
    .default(DEFAULT_EVENT_IMAGE)
    .transform((image) => image || DEFAULT_EVENT_IMAGE),
  badge: z.string().trim().max(60, 'adminEvents.validation.badgeTooLong').default('Limited Slots'),
  buttonText: z.string().trim().max(60, 'adminEvents.validation.buttonTextTooLong').default('Book Now'),
  badgeMl: z.string().trim().max(60, 'adminEvents.validation.badgeTooLong').default(''),
  buttonTextMl: z.string().trim().max(60, 'adminEvents.validation.buttonTextTooLong').default(''),
  isValentine: z.boolean().default(false),
  isActive: z.boolean().default(true),
  /**
   * What the event sells: an item left out is not on sale. Left out altogether on an update, the
   * event keeps the menu it has.
   */
  menuItems: eventMenuSchema.optional(),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type ValidEventInput = z.output<typeof eventInputSchema>;

/** POST /api/events/images (multipart, field `file`): the stored picture's name and address. */
export const uploadedImageReply = successReply({ image: z.string(), url: z.string() });
