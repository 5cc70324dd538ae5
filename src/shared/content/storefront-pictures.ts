import type { BusinessSettings } from '../schemas/settings.ts';

/** The storefront's pictures: each shows the owner's upload, else the drawing it starts with. */
export const STOREFRONT_PICTURES = [
  { setting: 'signatureDishImage', drawing: '/images/signature-dish.svg' },
  { setting: 'galleryImage1', drawing: '/images/gallery-1.svg' },
  { setting: 'galleryImage2', drawing: '/images/gallery-2.svg' },
  { setting: 'galleryImage3', drawing: '/images/gallery-3.svg' },
] as const satisfies readonly { setting: keyof BusinessSettings; drawing: string }[];

export type StorefrontPicture = (typeof STOREFRONT_PICTURES)[number]['setting'];
export const drawingOf = (setting: StorefrontPicture) =>
  STOREFRONT_PICTURES.find((picture) => picture.setting === setting)!.drawing;
