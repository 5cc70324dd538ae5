import { z } from 'zod';
import { invoiceCustomerFields } from './gstin.ts';
import { isInKerala } from '../domain/kerala.ts';
import { normalizeIndianMobile } from '../domain/phone.ts';
import { normalizePincode } from '../domain/pincode.ts';
import { typedRupeesSchema } from './money.ts';
import { paymentProofSchema } from './payments.ts';
import { successReply } from './common.ts';

export const MAX_ITEM_KINDS = 20;

/** Something@somewhere.tld, no spaces: the shape of an address, not a promise that it receives mail. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The languages a customer books in; the booking's mails and page use it. */
export const BOOKING_LANGUAGES = ['en', 'ml'] as const;
export type BookingLanguage = (typeof BOOKING_LANGUAGES)[number];

export const locationSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    address: z.string().trim().max(500).default(''),
  })
  .refine((location) => isInKerala(location.lat, location.lng), 'booking.errors.locationOutsideKerala');
export type PickedLocation = z.infer<typeof locationSchema>;

/** The customer's part of the order form, checked the same way in the browser and on the server. */
export const orderFormSchema = z.object({
  name: z.string().trim().min(1, 'booking.validation.nameRequired').max(80, 'booking.validation.nameTooLong'),
  phone: z
    .string()
    .trim()
    .min(1, 'booking.validation.phoneRequired')
    .max(20, 'booking.validation.phoneInvalid')
    .transform((phone, context) => {
      const normalized = normalizeIndianMobile(phone);
      if (!normalized) context.addIssue({ code: 'custom', message: 'booking.validation.phoneInvalid' });
      return normalized ?? phone;
    }),
  address: z.string().trim().min(1, 'booking.validation.addressRequired').max(300, 'booking.validation.addressTooLong'),
  pincode: z
    .string()
    .trim()
    .max(12, 'booking.validation.pincodeInvalid')
    .transform((pincode, context) => {
      const normalized = normalizePincode(pincode);
      if (!normalized) context.addIssue({ code: 'custom', message: 'booking.validation.pincodeInvalid' });
      return normalized ?? pincode;
    }),
  coupon: z.string().trim().max(40, 'booking.validation.couponTooLong').nullish(),
  /** Optional: where the confirmation goes. Checked for shape only, never used as a login. */
  email: z
    .string()
    .trim()
    .max(254, 'booking.validation.emailInvalid')
    .transform((email) => email || null)
    .refine((email) => email === null || EMAIL_SHAPE.test(email), 'booking.validation.emailInvalid')
    .nullish(),
  items: z
    .record(z.string().min(1).max(40), z.number().int().min(0).max(1000))
    .refine((items) => Object.keys(items).length <= MAX_ITEM_KINDS, 'validation.tooManyItemKinds')
    .refine((items) => Object.values(items).some((quantity) => quantity > 0), 'booking.validation.selectItem'),
  location: locationSchema.nullish(),
  /** Optional: the customer's GSTIN and business name, for a tax invoice made out to the business. */
  ...invoiceCustomerFields,
});
export type OrderForm = z.input<typeof orderFormSchema>;

const eventReference = {
  /** The original storefront names the event by title and date; eventId is exact and preferred. */
  event: z.object({ title: z.string().trim().min(1).max(200), date: z.string().max(200).optional() }).optional(),
  eventId: z.number().int().positive().optional(),
};
const needsEvent = (body: { event?: unknown; eventId?: unknown }) =>
  body.event !== undefined || body.eventId !== undefined;

const receiptSchema = z
  .string()
  .min(8)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

export const createOrderRequestSchema = orderFormSchema
  .extend({
    /** Total in paise, as the browser computed it; refused when the server's differs. */
    amount: z.number().int().positive(),
    currency: z.literal('INR'),
    /** The browser's idempotency key: a retry with the same receipt gets the same order. */
    receipt: receiptSchema,
    /**
     * The receipt of this browser's own open order on the event, which this order replaces (its hold is
     * released). Without it, an open order of the same phone is never released by another order.
     */
    replaces: receiptSchema.optional(),
    /** The language the customer is booking in (English when not given). */
    language: z.enum(BOOKING_LANGUAGES).optional(),
    ...eventReference,
  })
  .refine(needsEvent, 'validation.whichEvent');
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const createOrderReply = successReply({
  orderId: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(['test', 'razorpay']),
  expiresAt: z.string(),
});
export type CreateOrderReply = z.infer<typeof createOrderReply>;

/** The checkout was closed or failed: its hold is given back. Only the order's own browser knows both. */
export const releaseOrderRequestSchema = z.object({ orderId: z.string().min(1).max(100), receipt: receiptSchema });
export type ReleaseOrderRequest = z.infer<typeof releaseOrderRequestSchema>;
export const releaseOrderReply = successReply({ released: z.boolean() });

/** The booking request: the order form again plus the payment proof. Only the proof decides. */
export const bookingRequestSchema = z
  .object({
    payment: paymentProofSchema,
    name: z.string().max(200).optional(),
    phone: z.string().max(40).optional(),
    address: z.string().max(600).optional(),
    pincode: z.string().max(20).optional(),
    items: z.record(z.string().max(40), z.number()).optional(),
    coupon: z.string().max(40).nullish(),
    location: z.unknown().optional(),
    ...eventReference,
  })
  .strip();
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'delivered', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_FLAGS = ['paid_after_hold_expired', 'over_capacity', 'refund_due'] as const;
export type BookingFlag = (typeof BOOKING_FLAGS)[number];

export const bookingLineSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The item's Malayalam name when it was booked (absent: the English). */
  nameMl: z.string().optional(),
  quantity: z.number(),
  unitPaise: z.number(),
  linePaise: z.number(),
});

export type BookingLine = z.infer<typeof bookingLineSchema>;

/** What the customer's confirmation (step 2) shows. */
export const bookingConfirmationSchema = z.object({
  bookingId: z.string(),
  paymentId: z.string(),
  /** titleMl: the event's Malayalam title when it was booked ('' shows the English). */
  event: z.object({ id: z.number(), title: z.string(), titleMl: z.string(), date: z.string() }),
  /** The language the customer booked in: its mails and its page are in it. */
  language: z.enum(BOOKING_LANGUAGES),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  items: z.array(bookingLineSchema),
  subtotalPaise: z.number(),
  discountPercent: z.number(),
  discountPaise: z.number(),
  totalPaise: z.number(),
  /** The customer's private booking page: `/booking/<token>`. */
  manageUrl: z.string(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;
export const bookingConfirmationReply = successReply({ booking: bookingConfirmationSchema });

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/** The token of a booking's private link: 32 base64url characters. */
export const manageTokenParamsSchema = z.object({ token: z.string().max(100) });

/**
 * A refund's way through the gateway: 'requested' until the gateway has taken it, 'pending' until the
 * bank has it, then 'processed' or 'failed'.
 */
export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What cancelling now would mean (see #shared/domain/cancellation-terms.ts). */
export const cancellationTermsSchema = z.object({
  open: z.boolean(),
  closesAt: z.string().nullable(),
  refundPercent: z.number(),
  refundPaise: z.number(),
});

/** A booking as its customer sees it on the private booking page, with the business's contact. */
export const myBookingSchema = bookingConfirmationSchema.omit({ paymentId: true, manageUrl: true }).extend({
  status: bookingStatusSchema,
  bookedAt: z.string(),
  contact: z.object({ phone: z.string(), whatsApp: z.string(), email: z.string() }),
  cancellation: cancellationTermsSchema,
  refunds: z.array(z.object({ amountPaise: z.number(), status: z.enum(REFUND_STATUSES), requestedAt: z.string() })),
  /** Who cancelled it (the seller: the owner from the admin); null while it is not cancelled. */
  cancelledBy: z.enum(['customer', 'seller']).nullable(),
  expired: z.literal(false),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/**
 * A booking whose link has outlived the customer's details (PRIVATE_LINK_DAYS after the event or the
 * cancellation): its state only, nothing personal.
 */
export const expiredBookingSchema = z.object({
  expired: z.literal(true),
  bookingId: z.string(),
  status: bookingStatusSchema,
  event: bookingConfirmationSchema.shape.event,
  language: z.enum(BOOKING_LANGUAGES),
});
export type ExpiredBooking = z.infer<typeof expiredBookingSchema>;

/** What a booking's private link opens: the booking, or its state only once the link has expired. */
export const myBookingViewSchema = z.discriminatedUnion('expired', [myBookingSchema, expiredBookingSchema]);
export type MyBookingView = z.infer<typeof myBookingViewSchema>;
export const myBookingReply = successReply({ booking: myBookingViewSchema });

/** A booking as the admin sees it, with what the payment flow flagged and its history. */
export const adminBookingSchema = z.object({
  id: z.number(),
  bookingId: z.string(),
  status: bookingStatusSchema,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  pincode: z.string(),
  items: z.array(bookingLineSchema),
  /** Rupees, as the admin screens show it; amountPaise is exact. */
  amount: z.number(),
  amountPaise: z.number(),
  discountApplied: z.number(),
  event: z.object({ id: z.number(), title: z.string(), date: z.string() }),
  paymentId: z.string(),
  flags: z.array(z.enum(BOOKING_FLAGS)),
  createdAt: z.string(),
  history: z.array(z.object({ from: z.string(), to: z.string(), by: z.string(), at: z.string() })),
  refunds: z.array(
    z.object({
      id: z.number(),
      amountPaise: z.number(),
      reason: z.string(),
      by: z.string(),
      status: z.enum(REFUND_STATUSES),
      at: z.string(),
      /** The gateway's last answer when it refused or could not be reached. */
      lastError: z.string().nullable(),
    }),
  ),
  /** Paid less every refund that has not failed: what can still be refunded. */
  refundablePaise: z.number(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingReply = successReply({ booking: adminBookingSchema });

export const bookingStatusChangeSchema = z.object({ status: bookingStatusSchema });

const REFUND_AMOUNT_RULE = 'adminBookings.refunds.validation.amountInvalid';

/**
 * The admin's refund: all that is left when no amount is given; the reason goes in the booking's
 * history. The amount is `amount`, rupees as typed ('550.50', checked by readTypedRupees), or
 * `amountPaise`; `amount` wins when both are sent.
 */
export const refundRequestSchema = z
  .object({
    amount: typedRupeesSchema({ positive: true }).optional(),
    amountPaise: z
      .number(REFUND_AMOUNT_RULE)
      .int(REFUND_AMOUNT_RULE)
      .positive(REFUND_AMOUNT_RULE)
      .max(1_000_000_000, REFUND_AMOUNT_RULE)
      .optional(),
    reason: z
      .string()
      .trim()
      .min(1, 'adminBookings.refunds.validation.reasonRequired')
      .max(300, 'adminBookings.refunds.validation.reasonTooLong'),
  })
  .transform(({ amount, amountPaise, reason }) => ({ amountPaise: amount ?? amountPaise, reason }));
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** A client's key for one refund (header Idempotency-Key): a repeat with it refunds nothing more. */
export const REFUND_KEY_SHAPE = /^[A-Za-z0-9_-]{10,64}$/;

export const bookingListQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
  eventId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const bookingExportQuerySchema = bookingListQuerySchema.omit({ page: true, pageSize: true });

export const bookingsPageReply = successReply({
  data: z.array(adminBookingSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type BookingsPage = z.infer<typeof bookingsPageReply>;

/** The admin overview: counts by status, revenue (cancelled excluded), recent lists, and sales per event. */
export const bookingsSummarySchema = z.object({
  counts: z.object({
    total: z.number(),
    pending: z.number(),
    confirmed: z.number(),
    delivered: z.number(),
    cancelled: z.number(),
  }),
  revenuePaise: z.number(),
  recentEvents: z.array(z.object({ title: z.string(), date: z.string(), bookings: z.number() })),
  recentBookings: z.array(adminBookingSchema),
  perEvent: z.array(
    z.object({
      eventId: z.number(),
      title: z.string(),
      date: z.string(),
      revenuePaise: z.number(),
      slotsSold: z.number(),
      maxOrders: z.number(),
    }),
  ),
});
export type BookingsSummary = z.infer<typeof bookingsSummarySchema>;
export const bookingsSummaryReply = successReply({ data: bookingsSummarySchema });
