import type { BusinessSettings } from '../schemas/settings.ts';
import { DEFAULT_TAX_SETTINGS } from '../schemas/tax-settings.ts';

/** Reference values (2 people per order, 5 per item); contact details are placeholders the admin replaces. Coupon codes are in the coupons table (FMANDI20, 20 %, first). */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  city: 'Kottayam',
  contactEmail: 'orders@example.com',
  phone: '+91 90000 00000',
  registrationNumber: 'FSSAI 00000000000000',
  sellerWhatsApp: '919000000000',
  peoplePerOrder: 2,
  maxPerItem: 5,
  festivalSpecialText: 'Reserve your festival special mandi on WhatsApp',
  festivalSpecialDate: '1 January, 12:00 PM',
  festivalSpecialTextMl: '',
  festivalSpecialDateMl: '',
  signatureDishImage: '',
  galleryImage1: '',
  galleryImage2: '',
  galleryImage3: '',
  cancelCutoffHours: 12,
  fullRefundHours: 48,
  partRefundHours: 24,
  partRefundPercent: 50,
  ...DEFAULT_TAX_SETTINGS,
};
