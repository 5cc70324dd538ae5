import { describe, expect, it } from 'vitest';
import { isOrderRefusal, priceChangedMessage, slotsLeftMessage, SOLD_OUT_MESSAGE } from './order-refusals.ts';

describe('order refusals', () => {
  it('say the English sentence from the code and its details', () => {
    expect(SOLD_OUT_MESSAGE).toBe(
      'All available slots for this event have been booked. Please check back for our next event.',
    );
    expect(slotsLeftMessage(1)).toBe('Only 1 slot left for this event. Please reduce your order.');
    expect(slotsLeftMessage(12)).toBe('Only 12 slots left for this event. Please reduce your order.');
    expect(priceChangedMessage(208050)).toBe(
      'The price has changed: the total is now ₹2,080.50. Please review your order.',
    );
  });

  it('know their own codes only', () => {
    expect(isOrderRefusal('slots-left')).toBe(true);
    expect(isOrderRefusal('toString')).toBe(false);
    expect(isOrderRefusal(undefined)).toBe(false);
  });
});
