import type { BusinessSettings } from '#shared/schemas/settings.ts';

export type BusinessField = keyof BusinessSettings;

/** How a setting's box becomes the value the schema checks: the counts as numbers. */
export const BUSINESS_INPUTS: Partial<Record<BusinessField, { valueAsNumber: true }>> = {
  peoplePerOrder: { valueAsNumber: true },
  maxPerItem: { valueAsNumber: true },
  cancelCutoffHours: { valueAsNumber: true },
  fullRefundHours: { valueAsNumber: true },
  partRefundHours: { valueAsNumber: true },
  partRefundPercent: { valueAsNumber: true },
};
