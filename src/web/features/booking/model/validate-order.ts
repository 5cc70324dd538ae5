import { orderFormSchema } from '#shared/schemas/bookings.ts';

export type OrderField = 'name' | 'phone' | 'address' | 'pincode' | 'coupon';

/** The schema names its problems by text key ('booking.validation.…'); the form keeps the part under validation. */
const VALIDATION = 'booking.validation.';

const FIELDS: readonly OrderField[] = ['name', 'phone', 'address', 'pincode', 'coupon'];
const REQUIRED = ['name', 'phone', 'address', 'pincode'] as const;

export interface OrderDraft {
  name: string;
  phone: string;
  address: string;
  pincode: string;
  coupon: string | null;
  items: Record<string, number>;
  location: { lat: number; lng: number; address: string } | null;
}

/** A line of the summary above the Pay button (a locale key under booking.validation). */
export type SummaryProblem = 'selectItem' | 'fillRequired';

export type OrderCheck =
  | { ok: true; order: OrderDraft }
  | {
      ok: false;
      /** Locale keys under booking.validation, one per field. */
      fieldErrors: Partial<Record<OrderField, string>>;
      /** The summary messages (locale keys), in the order shown. */
      summary: SummaryProblem[];
      /** The location failed (outside Kerala): the caller drops it. */
      locationInvalid: boolean;
    };

/** Checks the form with the same schema the server uses; returns the trimmed, normalised order. */
export function validateOrder(draft: OrderDraft): OrderCheck {
  const parsed = orderFormSchema.safeParse(draft);
  if (parsed.success) {
    const data = parsed.data;
    return {
      ok: true,
      order: {
        name: data.name,
        phone: data.phone,
        address: data.address,
        pincode: data.pincode,
        coupon: data.coupon ?? null,
        items: data.items,
        location: data.location ?? null,
      },
    };
  }
  const fieldErrors: Partial<Record<OrderField, string>> = {};
  let locationInvalid = false;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'location') locationInvalid = true;
    else if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
      const named = issue.message.startsWith(VALIDATION) ? issue.message.slice(VALIDATION.length) : null;
      const key = named ?? (field === 'coupon' ? 'couponTooLong' : `${field}Required`);
      fieldErrors[field as OrderField] ??= key;
    }
  }
  return { ok: false, fieldErrors, summary: summaryProblems(draft), locationInvalid };
}

/**
 * The summary lines for the form as it is now: no item chosen, a required box empty. The form shows
 * them again on every change after a refused Pay, so a line goes as soon as its cause is fixed.
 */
export function summaryProblems(draft: Pick<OrderDraft, 'items' | (typeof REQUIRED)[number]>): SummaryProblem[] {
  const summary: SummaryProblem[] = [];
  if (!Object.values(draft.items).some((quantity) => quantity > 0)) summary.push('selectItem');
  if (REQUIRED.some((field) => draft[field].trim() === '')) summary.push('fillRequired');
  return summary;
}
