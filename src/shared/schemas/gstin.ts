import { z } from 'zod';
import { gstinChecks, normalGstin } from '../domain/gst.ts';

/**
 * A GSTIN box, the owner's and the customer's alike: typed in any case and spacing, kept in capitals
 * without spaces, refused (with `rule`, a text key) unless its check character is right; '' for none.
 */
export const gstinText = (rule: string) =>
  z
    .string()
    .max(40, rule)
    .overwrite(normalGstin)
    .refine((gstin) => gstin === '' || gstinChecks(gstin), rule);

/** The customer's optional details for a tax invoice in their business's name; '' or absent for none. */
export const invoiceCustomerFields = {
  gstin: gstinText('booking.validation.gstinInvalid')
    .transform((gstin) => gstin || null)
    .nullish(),
  businessName: z
    .string()
    .trim()
    .max(120, 'booking.validation.businessNameTooLong')
    .transform((name) => name || null)
    .nullish(),
};
