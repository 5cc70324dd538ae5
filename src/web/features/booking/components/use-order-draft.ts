import { useEffect, useState, type RefObject } from 'react';
import { loadDraft, saveDraft, type OrderDraft } from '#web/lib/order-draft.ts';
import { NO_CONTACT } from '../model/order-details.ts';

/** What the customer had typed before Back or a reload, and the order they had open (empty the first time). */
export function useStartingDraft(eventId: number): OrderDraft {
  const [draft] = useState(() => loadDraft(eventId));
  return {
    quantities: draft?.quantities ?? {},
    fields: draft?.fields ?? { ...NO_CONTACT, email: '' },
    couponInput: draft?.couponInput ?? '',
    location: draft?.location ?? null,
    openOrder: draft?.openOrder ?? null,
  };
}

/** Keeps the form's values for this tab on every change, until the order is booked. */
export function useKeptDraft(eventId: number, booked: RefObject<boolean>, draft: OrderDraft): void {
  const { quantities, fields, couponInput, location, openOrder } = draft;
  const { name, phone, address, pincode, email } = fields;
  useEffect(() => {
    if (booked.current) return;
    saveDraft(eventId, {
      quantities,
      fields: { name, phone, address, pincode, email },
      couponInput,
      location,
      openOrder,
    });
  }, [booked, eventId, quantities, name, phone, address, pincode, email, couponInput, location, openOrder]);
}
