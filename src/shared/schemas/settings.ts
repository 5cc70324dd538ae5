import { z } from 'zod';
import { STORED_IMAGE_NAME } from '../domain/event-image.ts';
import { normalizeIndianPhone, whatsAppNumber } from '../domain/phone.ts';
import { successReply } from './common.ts';
import { taxSettingsFields } from './tax-settings.ts';

/** A storefront picture the owner uploaded, or '' for the drawing it starts with. */
const storefrontPicture = z
  .string()
  .refine((name) => name === '' || STORED_IMAGE_NAME.test(name), 'adminSettings.businessValidation.pictureNotUploaded')
  .default('');

/** A setting's one sentence saying its rule, whichever bound it breaks. */
const ruleOf = (setting: string) => `adminSettings.businessValidation.${setting}`;
const text = (setting: string, max: number) => z.string().trim().max(max, ruleOf(setting));
const count = (setting: string, max: number) =>
  z.number(ruleOf(setting)).int(ruleOf(setting)).min(1, ruleOf(setting)).max(max, ruleOf(setting));

/** Hours before an event's day begins (00:00 in Kerala), up to 30 days. */
const hours = (setting: string, byDefault: number) =>
  z.number(ruleOf(setting)).int(ruleOf(setting)).min(0, ruleOf(setting)).max(720, ruleOf(setting)).default(byDefault);

/** Business details the storefront shows and uses; the admin edits them. */
export const businessSettingsSchema = z.object({
  city: text('city', 80).min(1, ruleOf('city')),
  /** '' when the business has none; otherwise an address of the shape the admin's own e-mail has (z.email). */
  contactEmail: text('contactEmail', 120).refine(
    (email) => email === '' || z.regexes.email.test(email),
    ruleOf('contactEmail'),
  ),
  /** As the owner writes it for customers ('+91 98470 12345'), an Indian mobile or landline; '' for none. */
  phone: text('phone', 40).refine((phone) => phone === '' || normalizeIndianPhone(phone) !== null, ruleOf('phone')),
  registrationNumber: text('registrationNumber', 80),
  /** An Indian number however typed, kept as the chat link needs it: 91 and ten digits. */
  sellerWhatsApp: z
    .string(ruleOf('sellerWhatsApp'))
    .max(40, ruleOf('sellerWhatsApp'))
    .transform((typed, context) => {
      const digits = whatsAppNumber(typed);
      if (digits === null) context.addIssue({ code: 'custom', message: ruleOf('sellerWhatsApp') });
      return digits ?? typed;
    }),
  peoplePerOrder: count('peoplePerOrder', 50),
  maxPerItem: count('maxPerItem', 100),
  festivalSpecialText: text('festivalSpecialText', 200),
  festivalSpecialDate: text('festivalSpecialDate', 80),
  /** The festival special in Malayalam; '' shows the English to Malayalam readers too. */
  festivalSpecialTextMl: text('festivalSpecialTextMl', 200).default(''),
  festivalSpecialDateMl: text('festivalSpecialDateMl', 80).default(''),
  signatureDishImage: storefrontPicture,
  galleryImage1: storefrontPicture,
  galleryImage2: storefrontPicture,
  galleryImage3: storefrontPicture,
  /** Customers cancel from their booking page until this many hours before the event's day. */
  cancelCutoffHours: hours('cancelCutoffHours', 12),
  /** Cancelled at least this many hours before: all of it back. */
  fullRefundHours: hours('fullRefundHours', 48),
  /** Cancelled at least this many hours before (and not the above): partRefundPercent back; later, none. */
  partRefundHours: hours('partRefundHours', 24),
  partRefundPercent: z
    .number(ruleOf('partRefundPercent'))
    .int(ruleOf('partRefundPercent'))
    .min(0, ruleOf('partRefundPercent'))
    .max(100, ruleOf('partRefundPercent'))
    .default(50),
  ...taxSettingsFields,
});

export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/**
 * The settings as GET /api/settings answers them, to anyone: a detail still at its placeholder is blank
 * for customers. Coupon codes are not settings (the coupons table; customers' codes are checked by
 * POST /api/coupons/check).
 */
export const shownBusinessSettingsSchema = businessSettingsSchema.extend({
  city: z.string(),
  sellerWhatsApp: z.string(),
});
export type ShownBusinessSettings = z.infer<typeof shownBusinessSettingsSchema>;

/** The details customers see that a new install starts with as placeholders. */
export const BUSINESS_DETAILS = ['city', 'phone', 'sellerWhatsApp', 'contactEmail', 'registrationNumber'] as const;
export type BusinessDetail = (typeof BUSINESS_DETAILS)[number];

/** Details still at their placeholder: blanked for customers, named for the admin to replace. */
const placeholdersSchema = z.array(z.enum(BUSINESS_DETAILS));

export const settingsReply = successReply({ data: shownBusinessSettingsSchema, placeholders: placeholdersSchema });
export type SettingsReply = z.infer<typeof settingsReply>;

/** The admin's own call (GET /api/settings/admin, and the answer to PUT): as stored, placeholders not blanked. */
export const adminSettingsReply = successReply({ data: shownBusinessSettingsSchema, placeholders: placeholdersSchema });
export type AdminSettingsReply = z.infer<typeof adminSettingsReply>;

/** What the browser needs to know of the server's set-up: the payment provider, the map, the limits. */
export const clientConfigSchema = z.object({
  paymentProvider: z.enum(['test', 'razorpay']),
  razorpayKeyId: z.string(),
  mapTileUrl: z.string(),
  chatWidgetSrc: z.string().nullable(),
  /** Unpaid units one client may hold at once (MAX_UNPAID_UNITS_PER_ADDRESS; 0: no limit). */
  maxUnpaidUnits: z.number(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
export const clientConfigReply = successReply({ data: clientConfigSchema });
