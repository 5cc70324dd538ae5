import { formatRupees } from './money.ts';

/**
 * The server's refusals of an order, written once: the server sends them as sentences, and the
 * booking dialog recognises them to show them in the customer's language.
 */
export const SOLD_OUT_MESSAGE =
  'All available slots for this event have been booked. Please check back for our next event.';

export function slotsLeftMessage(free: number): string {
  return `Only ${free} slot${free === 1 ? '' : 's'} left for this event. Please reduce your order.`;
}

export function priceChangedMessage(totalPaise: number): string {
  return `The price has changed: the total is now ${formatRupees(totalPaise)}. Please review your order.`;
}

export type OrderRefusal =
  { kind: 'soldOut' } | { kind: 'slotsLeft'; count: number } | { kind: 'priceChanged'; total: string };

export function parseOrderRefusal(message: string): OrderRefusal | null {
  if (message === SOLD_OUT_MESSAGE) return { kind: 'soldOut' };
  const slots = /^Only (\d+) slots? left for this event\. Please reduce your order\.$/.exec(message);
  if (slots) return { kind: 'slotsLeft', count: Number(slots[1]) };
  const price = /^The price has changed: the total is now (₹[\d,.]+)\. Please review your order\.$/.exec(message);
  if (price) return { kind: 'priceChanged', total: price[1]! };
  return null;
}
