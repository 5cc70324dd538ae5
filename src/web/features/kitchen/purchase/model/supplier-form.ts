import type { z } from 'zod';
import { purchaseDetailsSchema, type ItemPurchaseDetails } from '#shared/schemas/purchasing.ts';
import { typedNumberField } from '../../model/typed-number.ts';

/** The supplier section as typed: the pack as text, read by the contract's rule. */
export const supplierFormSchema = purchaseDetailsSchema.extend({
  purchasePack: typedNumberField(purchaseDetailsSchema.shape.purchasePack, { decimals: 3 }),
});
export type SupplierTexts = z.input<typeof supplierFormSchema>;

export function supplierTextsOf(details: ItemPurchaseDetails | undefined): SupplierTexts {
  return {
    supplierName: details?.supplierName ?? '',
    supplierPhone: details?.supplierPhone ?? '',
    supplierLanguage: details?.supplierLanguage ?? 'en',
    supplierEmail: details?.supplierEmail ?? '',
    purchasePack: String(details?.purchasePack ?? 1),
  };
}
