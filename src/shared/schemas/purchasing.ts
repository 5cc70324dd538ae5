import { z } from 'zod';
import { normalizeIndianPhone } from '../domain/phone.ts';
import { successReply } from './common.ts';
import { INVENTORY_MAX_AMOUNT } from './inventory.ts';

/**
 * The week's purchase list (issue 46): each inventory item's supplier and purchase pack, the list per
 * supplier for the events of the next days, and a delivery received. Money in integer paise.
 */

export const SUPPLIER_LANGUAGES = ['en', 'ml'] as const;
export const supplierLanguageSchema = z.enum(SUPPLIER_LANGUAGES, { error: 'purchase.validation.language' });
export type SupplierLanguage = z.infer<typeof supplierLanguageSchema>;

/** The days the list looks ahead: 7 unless asked, 1 to 31. */
export const PURCHASE_DAYS = { default: 7, min: 1, max: 31 } as const;

/** A blank text is none (null). */
const optionalText = (max: number, key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(max, key)
    .nullable()
    .transform((text) => (text ? text : null));

/** An item's supplier and the pack it is bought in (in the item's unit). No supplier: name and phone null. */
export const purchaseDetailsSchema = z.object({
  supplierName: optionalText(80, 'purchase.validation.name'),
  supplierPhone: optionalText(20, 'purchase.validation.phone').refine(
    (phone) => phone === null || normalizeIndianPhone(phone) !== null,
    'purchase.validation.phone',
  ),
  supplierLanguage: supplierLanguageSchema.default('en'),
  supplierEmail: optionalText(120, 'purchase.validation.email').refine(
    (email) => email === null || z.regexes.email.test(email),
    'purchase.validation.email',
  ),
  purchasePack: z
    .number({ error: 'purchase.validation.pack' })
    .positive('purchase.validation.pack')
    .max(INVENTORY_MAX_AMOUNT, 'purchase.validation.pack'),
});
export type PurchaseDetailsInput = z.output<typeof purchaseDetailsSchema>;

export const itemPurchaseDetailsSchema = z.object({
  itemId: z.number(),
  supplierName: z.string().nullable(),
  supplierPhone: z.string().nullable(),
  supplierLanguage: supplierLanguageSchema,
  supplierEmail: z.string().nullable(),
  purchasePack: z.number(),
});
export type ItemPurchaseDetails = z.infer<typeof itemPurchaseDetailsSchema>;

export const purchaseDetailsReply = successReply({ data: itemPurchaseDetailsSchema });
export const purchaseDetailsListReply = successReply({ data: z.array(itemPurchaseDetailsSchema) });

export const purchaseListQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'purchase.validation.days' })
    .int('purchase.validation.days')
    .min(PURCHASE_DAYS.min, 'purchase.validation.days')
    .max(PURCHASE_DAYS.max, 'purchase.validation.days')
    .default(PURCHASE_DAYS.default),
});

/** The PDF and the mail name one supplier by name; the PDF without one holds every supplier. */
export const purchaseListPdfQuerySchema = purchaseListQuerySchema.extend({
  supplier: z.string().trim().min(1, 'purchase.refusals.unknownSupplier').max(80).optional(),
});
export const purchaseListMailSchema = purchaseListQuerySchema.extend({
  supplier: z.string().trim().min(1, 'purchase.refusals.unknownSupplier').max(80),
});

export const purchaseLineSchema = z.object({
  itemId: z.number(),
  name: z.string(),
  /** What to buy: whole packs, in the item's unit. */
  quantity: z.number(),
  unit: z.string(),
  packs: z.number(),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const supplierListSchema = z.object({
  /** null: the items without a supplier ("No supplier"). */
  name: z.string().nullable(),
  phone: z.string().nullable(),
  language: supplierLanguageSchema,
  lines: z.array(purchaseLineSchema),
  /** The list as a message, in the supplier's language. */
  text: z.string(),
  /** A WhatsApp chat with the supplier with the text typed; null without a phone. */
  whatsappUrl: z.string().nullable(),
});
export type SupplierList = z.infer<typeof supplierListSchema>;

/** A sales event the list is made for (or the next one after its days), with its booked plates. */
export const purchaseEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleMl: z.string(),
  date: z.string(),
  plates: z.number(),
});
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;

export const purchaseListSchema = z.object({
  /** The first and last day (YYYY-MM-DD) whose events count. */
  from: z.string(),
  to: z.string(),
  suppliers: z.array(supplierListSchema),
  /** The events of those days, by date: what the list is made of. */
  events: z.array(purchaseEventSchema),
  /** The first event after `to`, so an empty list can say when the next one is; null when none. */
  nextEvent: purchaseEventSchema.omit({ plates: true }).nullable(),
});
export type PurchaseList = z.infer<typeof purchaseListSchema>;
/** GET /api/purchase-list answers the list itself, as the issue names it. */
export const purchaseListReply = purchaseListSchema;

/** POST /api/purchase-deliveries: what came, per item, and its price per the item's unit in paise. */
export const deliverySchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.number({ error: 'purchase.validation.lines' }).int().positive(),
        quantity: z
          .number({ error: 'purchase.validation.quantity' })
          .positive('purchase.validation.quantity')
          .max(INVENTORY_MAX_AMOUNT, 'purchase.validation.quantity'),
        pricePaise: z
          .number({ error: 'purchase.validation.price' })
          .int('purchase.validation.price')
          .nonnegative('purchase.validation.price')
          .max(INVENTORY_MAX_AMOUNT * 100, 'purchase.validation.price'),
      }),
      { error: 'purchase.validation.lines' },
    )
    .min(1, 'purchase.validation.lines')
    .max(200, 'purchase.validation.lines')
    .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, 'purchase.validation.lines'),
});
export type Delivery = z.output<typeof deliverySchema>;
export const deliveryReply = successReply({ data: z.object({ items: z.number() }) });
