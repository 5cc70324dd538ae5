import { describe, expect, it } from 'vitest';
import { parseOrderRefusal, priceChangedMessage, slotsLeftMessage, SOLD_OUT_MESSAGE } from './order-refusals.ts';

describe('order refusals', () => {
  it('are recognised from the sentences the server sends', () => {
    expect(parseOrderRefusal(SOLD_OUT_MESSAGE)).toEqual({ kind: 'soldOut' });
    expect(parseOrderRefusal(slotsLeftMessage(1))).toEqual({ kind: 'slotsLeft', count: 1 });
    expect(parseOrderRefusal(slotsLeftMessage(12))).toEqual({ kind: 'slotsLeft', count: 12 });
    expect(parseOrderRefusal(priceChangedMessage(208050))).toEqual({ kind: 'priceChanged', total: '₹2,080.50' });
    expect(parseOrderRefusal('Invalid coupon code')).toBeNull();
  });
});
