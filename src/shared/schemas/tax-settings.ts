import { z } from 'zod';
import { gstinText } from './gstin.ts';

/** A tax setting's one sentence saying its rule (ownerInvoices.settingsRules). */
const ruleOf = (setting: string) => `ownerInvoices.settingsRules.${setting}`;

/** A CGST or SGST rate in percent, as the owner types it (2.5): 0 to 14, at most two decimals. */
const rate = (setting: string) =>
  z
    .number(ruleOf(setting))
    .min(0, ruleOf(setting))
    .max(14, ruleOf(setting))
    .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, ruleOf(setting))
    .default(2.5);

/**
 * The business settings a tax invoice needs (issue 46), part of businessSettingsSchema: with a GSTIN,
 * every paid booking gets a tax invoice; without, a plain receipt.
 */
export const taxSettingsFields = {
  /** The registered name and address the invoices print; '' for none. */
  legalName: z.string().trim().max(120, ruleOf('legalName')).default(''),
  legalAddress: z.string().trim().max(300, ruleOf('legalAddress')).default(''),
  /** '' for none; typed in any case, kept in capitals, checked with its check character. */
  gstin: gstinText(ruleOf('gstin')).default(''),
  /** The service's SAC code: outdoor catering 996331 by default. */
  sacCode: z
    .string()
    .trim()
    .regex(/^99\d{4}$/, ruleOf('sacCode'))
    .default('996331'),
  cgstPercent: rate('cgstPercent'),
  sgstPercent: rate('sgstPercent'),
  /** The invoice numbers' prefix ('MND' → MND/2026-27/000123); credit notes add '-CN'. */
  invoicePrefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,8}$/, ruleOf('invoicePrefix'))
    .default('MND'),
};

export type TaxSetting = keyof typeof taxSettingsFields;
export const TAX_SETTINGS = Object.keys(taxSettingsFields) as TaxSetting[];

export const DEFAULT_TAX_SETTINGS = {
  legalName: '',
  legalAddress: '',
  gstin: '',
  sacCode: '996331',
  cgstPercent: 2.5,
  sgstPercent: 2.5,
  invoicePrefix: 'MND',
};
