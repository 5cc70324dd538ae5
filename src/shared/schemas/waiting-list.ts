import { z } from 'zod';
import { BOOKING_LANGUAGES, orderFormSchema } from './bookings.ts';
import { successReply } from './common.ts';

/** Slots one person may wait for at once. */
export const MAX_WAITING_UNITS = 20;

const unitsRule = 'booking.waitingList.validation.units';

/** "Tell me when a slot frees": who, how to reach them, and how many slots they want. */
export const joinWaitingListSchema = z.object({
  eventId: z.number().int().positive(),
  name: orderFormSchema.shape.name,
  phone: orderFormSchema.shape.phone,
  email: orderFormSchema.shape.email,
  units: z.number(unitsRule).int(unitsRule).min(1, unitsRule).max(MAX_WAITING_UNITS, unitsRule),
  language: z.enum(BOOKING_LANGUAGES).optional(),
});
export type JoinWaitingList = z.input<typeof joinWaitingListSchema>;

export const joinWaitingListReply = successReply({
  /** People ahead in line, plus one. */
  position: z.number(),
});

export const WAITING_STATUSES = ['waiting', 'offered', 'accepted', 'lapsed'] as const;

/** An entry as the admin sees it, with its offer: the private link and until when it holds the slots. */
export const waitingEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  language: z.enum(BOOKING_LANGUAGES),
  units: z.number(),
  status: z.enum(WAITING_STATUSES),
  joinedAt: z.string(),
  offer: z.object({ path: z.string(), offeredAt: z.string(), expiresAt: z.string() }).nullable(),
});
export type WaitingEntryView = z.infer<typeof waitingEntrySchema>;
export const waitingListReply = successReply({ data: z.array(waitingEntrySchema) });

/** Per event with someone in line: how many wait, and for how many slots in all. */
export const lineSizeSchema = z.object({ eventId: z.number(), people: z.number(), units: z.number() });
export type LineSize = z.infer<typeof lineSizeSchema>;
export const lineSizesReply = successReply({ data: z.array(lineSizeSchema) });

/** The token of an offer's private link: 32 base64url characters. */
export const offerTokenParamsSchema = z.object({ token: z.string().max(100) });

/** An offer as its link opens it: the slots held for the customer, and the hold to order from. */
export const waitingOfferSchema = z.object({
  status: z.enum(WAITING_STATUSES),
  event: z.object({ id: z.number(), title: z.string(), date: z.string() }),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  units: z.number(),
  expiresAt: z.string(),
  /** The offer hold's receipt: the order made from the offer replaces it (create-order `replaces`). */
  receipt: z.string(),
  /** The order the booking form starts with: the offered units on the event's menu (item key → units). */
  items: z.record(z.string(), z.number()),
  /** The page of the booking paid from the offer; null until one is. */
  bookingPath: z.string().nullable(),
  expired: z.literal(false),
});
export type WaitingOffer = z.infer<typeof waitingOfferSchema>;

/** An offer whose link has outlived the customer's details (PRIVATE_LINK_DAYS): its state only. */
export const expiredOfferSchema = z.object({
  expired: z.literal(true),
  status: z.enum(WAITING_STATUSES),
  event: waitingOfferSchema.shape.event,
});
export type ExpiredOffer = z.infer<typeof expiredOfferSchema>;

/** What an offer's private link opens: the offer, or its state only once the link has expired. */
export const waitingOfferViewSchema = z.discriminatedUnion('expired', [waitingOfferSchema, expiredOfferSchema]);
export type WaitingOfferView = z.infer<typeof waitingOfferViewSchema>;
export const waitingOfferReply = successReply({ offer: waitingOfferViewSchema });
