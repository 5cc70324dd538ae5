import { formatEventDate } from './event-date.ts';
import { formatRupees } from './money.ts';

/**
 * The server's refusals of an order, each with a stable code and what its sentence needs. The server
 * answers `{error: <English sentence>, code, params}`; the booking dialog words it from `code` and
 * `params` in the customer's language, never by reading the sentence.
 */
export const ORDER_REFUSALS = {
  'sold-out': () => 'All available slots for this event have been booked. Please check back for our next event.',
  'slots-left': ({ count }: { count: number }) =>
    `Only ${count} slot${count === 1 ? '' : 's'} left for this event. Please reduce your order.`,
  'price-changed': ({ total }: { total: string }) =>
    `The price has changed: the total is now ${total}. Please review your order.`,
  'unpaid-limit': () =>
    'Too many unpaid orders from your network right now. Please finish or close your open payment, or try again in a few minutes.',
  'order-closed': () => 'This payment was closed. Please press Pay again.',
  'event-not-on-sale': () => 'This event is no longer taking orders. Please choose an upcoming event.',
  /** `count`: minutes until that order's hold expires. */
  'phone-has-open-order': ({ count }: { count: number }) =>
    `This phone number already has an order being paid for this sale. Finish or close that payment, or try again in ${count} minute${count === 1 ? '' : 's'}.`,
  /** `phone`: the masked phone (••••••3210) a waiting-list offer is held for. */
  'offer-other-phone': ({ phone }: { phone: string }) =>
    `These slots are held for the phone number ${phone}. Order with that number to take them.`,
  /** `date` is the event's day, 'YYYY-MM-DD': the browser writes it in the customer's language. */
  'earlier-event-open': ({ title, date }: { title: string; date: string }) =>
    `Slots have opened again for ${title} on ${formatEventDate(date, 'en')}. Please book that sale first.`,
} as const;

export type OrderRefusalCode = keyof typeof ORDER_REFUSALS;

export const SOLD_OUT_MESSAGE = ORDER_REFUSALS['sold-out']();

export function slotsLeftMessage(count: number): string {
  return ORDER_REFUSALS['slots-left']({ count });
}

export function priceChangedMessage(totalPaise: number): string {
  return ORDER_REFUSALS['price-changed']({ total: formatRupees(totalPaise) });
}

export function isOrderRefusal(code: string | undefined): code is OrderRefusalCode {
  return code !== undefined && Object.hasOwn(ORDER_REFUSALS, code);
}
