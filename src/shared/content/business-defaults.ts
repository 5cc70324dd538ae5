import type { BusinessSettings } from '../schemas/settings.ts';

/** Seed 000 section 9 reference values; contact details are placeholders the admin replaces. */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  city: 'Kottayam',
  contactEmail: 'orders@example.com',
  phone: '+91 90000 00000',
  registrationNumber: 'FSSAI 00000000000000',
  sellerWhatsApp: '919000000000',
  couponCode: 'FMANDI20',
  discountPercent: 20,
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
};
