import type { PickedLocation } from '#shared/schemas/bookings.ts';
/** Units per menu item key. */
type Quantities = Record<string, number>;

/** The order the customer has open: its receipt and body, so Pay again answers the same hold. */
export interface OpenOrder {
  receipt: string;
  /** The order's body as sent (JSON): a changed order is a new order. */
  body: string;
  expiresAt: string;
}

/** What the booking form holds, kept for this tab while the dialog is closed or the page reloads. */
export interface OrderDraft {
  quantities: Quantities;
  fields: { name: string; phone: string; address: string; pincode: string; email: string };
  couponInput: string;
  location: PickedLocation | null;
  openOrder: OpenOrder | null;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const key = (eventId: number) => `mandi.booking.draft.${eventId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage blocked: the form simply starts empty.
  }
}

export function loadDraft(eventId: number): OrderDraft | null {
  try {
    const text = storage()?.getItem(key(eventId));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<OrderDraft>;
    if (typeof draft !== 'object' || draft === null || typeof draft.fields !== 'object') return null;
    return {
      quantities: draft.quantities ?? {},
      fields: {
        name: asText(draft.fields.name),
        phone: asText(draft.fields.phone),
        address: asText(draft.fields.address),
        pincode: asText(draft.fields.pincode),
        email: asText(draft.fields.email),
      },
      couponInput: asText(draft.couponInput),
      location: draft.location ?? null,
      openOrder: draft.openOrder ?? null,
    };
  } catch {
    return null;
  }
}

export function saveDraft(eventId: number, draft: OrderDraft): void {
  try {
    storage()?.setItem(key(eventId), JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the form still works, it is only not kept.
  }
}

export function clearDraft(eventId: number): void {
  try {
    storage()?.removeItem(key(eventId));
  } catch {
    // Nothing kept to clear.
  }
}

/** The open order, while its hold has not expired. */
export function liveOpenOrder(order: OpenOrder | null, now: number = Date.now()): OpenOrder | null {
  return order && Date.parse(order.expiresAt) > now ? order : null;
}

/** Whether this tab has an order open on the event whose hold has not expired: the customer's own slots. */
export function hasLiveOpenOrder(eventId: number): boolean {
  return liveOpenOrder(loadDraft(eventId)?.openOrder ?? null) !== null;
}
