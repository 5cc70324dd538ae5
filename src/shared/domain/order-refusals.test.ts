import { describe, expect, it } from 'vitest';
import { englishText } from '#shared/content/messages.ts';
import { ORDER_REFUSAL } from './order-refusals.ts';

describe('order refusals', () => {
  it('say the English sentence from the key and its details', () => {
    expect(englishText(ORDER_REFUSAL.soldOut)).toBe(
      'All available slots for this event have been booked. Please check back for our next event.',
    );
    expect(englishText(ORDER_REFUSAL.slotsLeft, { count: 1 })).toBe(
      'Only 1 slot left for this event. Please reduce your order.',
    );
    expect(englishText(ORDER_REFUSAL.slotsLeft, { count: 12 })).toBe(
      'Only 12 slots left for this event. Please reduce your order.',
    );
    expect(englishText(ORDER_REFUSAL.priceChanged, { total: '₹2,080.50' })).toBe(
      'The price has changed: the total is now ₹2,080.50. Please review your order.',
    );
  });

  it('each have an English text', () => {
    for (const key of Object.values(ORDER_REFUSAL)) expect(englishText(key, { count: 2 }), key).not.toBeNull();
  });
});
