import { describe, expect, it } from 'vitest';
import { mostUnitsInOneOrder, offeredItems, overItemMaximum, waitingLimitBroken } from './order-limits.ts';
import { maskPhone } from './phone.ts';

describe('what one order may hold', () => {
  it('is the maximum per item times the items on the menu', () => {
    expect(overItemMaximum(5, 5)).toBe(false);
    expect(overItemMaximum(6, 5)).toBe(true);
    expect(mostUnitsInOneOrder(5, 3)).toBe(15);
    expect(mostUnitsInOneOrder(5, 0)).toBe(0);
  });

  it('starts an offer of units as the menu in order, each item filled to its maximum', () => {
    expect(offeredItems(2, ['a', 'b'], 5)).toEqual({ a: 2 });
    expect(offeredItems(7, ['a', 'b', 'c'], 5)).toEqual({ a: 5, b: 2 });
    expect(offeredItems(12, ['a', 'b'], 5)).toEqual({ a: 5, b: 5 });
    expect(offeredItems(3, [], 5)).toEqual({});
  });

  it('names the limit a waiting line breaks: the capacity first, then one order', () => {
    const limits = { capacity: 12, maxPerItem: 5, menuItems: 3, maxUnpaidUnits: 10 };
    expect(waitingLimitBroken(13, limits)).toEqual({ rule: 'capacity', count: 12 });
    expect(waitingLimitBroken(11, limits)).toEqual({ rule: 'perOrder', count: 10 });
    expect(waitingLimitBroken(10, limits)).toBeNull();
    expect(waitingLimitBroken(11, { ...limits, maxUnpaidUnits: 0 })).toBeNull();
    expect(waitingLimitBroken(3, { ...limits, menuItems: 1, maxPerItem: 2 })).toEqual({ rule: 'perOrder', count: 2 });
  });
});

describe('a masked phone', () => {
  it('shows only its last four digits', () => {
    expect(maskPhone('9876543210')).toBe('••••••3210');
    expect(maskPhone('321')).toBe('321');
  });
});
