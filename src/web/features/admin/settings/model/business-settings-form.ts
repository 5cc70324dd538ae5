import type { BusinessSettings } from '#shared/schemas/settings.ts';

export type BusinessField = keyof BusinessSettings;

/**
 * "+91 98470 12345" is how people write it; the storefront's chat link needs 919847012345. The form
 * also hands it the number it starts with, already digits.
 */
export function whatsAppDigits(typed: unknown): unknown {
  return typeof typed === 'string' ? typed.replace(/[\s+\-().]/g, '') : typed;
}

/** How a setting's box becomes the value the schema checks: the counts as numbers, the WhatsApp number as digits. */
export const BUSINESS_INPUTS: Partial<
  Record<BusinessField, { valueAsNumber: true } | { setValueAs: typeof whatsAppDigits }>
> = {
  peoplePerOrder: { valueAsNumber: true },
  maxPerItem: { valueAsNumber: true },
  cancelCutoffHours: { valueAsNumber: true },
  fullRefundHours: { valueAsNumber: true },
  partRefundHours: { valueAsNumber: true },
  partRefundPercent: { valueAsNumber: true },
  sellerWhatsApp: { setValueAs: whatsAppDigits },
};
