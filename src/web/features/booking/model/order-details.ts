import type { z } from 'zod';
import { orderFormSchema } from '#shared/schemas/bookings.ts';

/** The customer's contact details, checked as the order's schema checks them on the server. */
export const contactSchema = orderFormSchema.pick({
  name: true,
  phone: true,
  address: true,
  pincode: true,
  email: true,
  gstin: true,
  businessName: true,
});
/** As typed: the phone and pincode as people write them, normalised by the schema. */
export type ContactFields = z.input<typeof contactSchema>;
export type ContactDetails = z.output<typeof contactSchema>;
export const NO_CONTACT: ContactFields = {
  name: '',
  phone: '',
  address: '',
  pincode: '',
  email: '',
  gstin: '',
  businessName: '',
};

/** The rest of the order, by the same schema: the items chosen, the coupon applied, the point picked. */
export const orderRestSchema = orderFormSchema.pick({ items: true, coupon: true, location: true });

const REQUIRED = ['name', 'phone', 'address', 'pincode'] as const;

/** A line of the summary above the Pay button (a locale key under booking.validation). */
export type SummaryProblem = 'selectItem' | 'fillRequired';

/**
 * The summary lines for the form as it is now: no item chosen, a required box empty. The form shows
 * them again on every change after a refused Pay, so a line goes as soon as its cause is fixed.
 */
export function summaryProblems(draft: ContactFields & { items: Record<string, number> }): SummaryProblem[] {
  const summary: SummaryProblem[] = [];
  if (!Object.values(draft.items).some((quantity) => quantity > 0)) summary.push('selectItem');
  if (REQUIRED.some((field) => draft[field].trim() === '')) summary.push('fillRequired');
  return summary;
}
