import { describe, expect, it } from 'vitest';
import { receiveFieldOf, receiveFormSchema } from './receive-form.ts';

const problemsOf = (lines: { itemId: number; quantity: string; price: string }[]) => {
  const parsed = receiveFormSchema.safeParse({ lines });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the delivery as typed', () => {
  it('reads quantities (a comma as the point) and rupees into the call’s body', () => {
    expect(receiveFormSchema.parse({ lines: [{ itemId: 3, quantity: '2,5', price: '10.25' }] })).toEqual({
      lines: [{ itemId: 3, quantity: 2.5, pricePaise: 1025 }],
    });
  });

  it('names each problem at its field by the call’s rules; an empty price is one', () => {
    expect(
      problemsOf([
        { itemId: 3, quantity: '0', price: '' },
        { itemId: 4, quantity: 'abc', price: '-1' },
        { itemId: 5, quantity: '1', price: '0' },
      ]),
    ).toEqual({
      'lines.0.quantity': 'purchase.validation.quantity',
      'lines.0.price': 'purchase.validation.price',
      'lines.1.quantity': 'purchase.validation.quantity',
      'lines.1.price': 'purchase.validation.price',
    });
  });

  it('names an item twice at the lines', () => {
    const line = { itemId: 3, quantity: '1', price: '1' };
    expect(problemsOf([line, line])).toEqual({ lines: 'purchase.validation.lines' });
  });
});

describe('a refusal of the server', () => {
  it('goes beside the price, or the line’s quantity, of the line it names; else nowhere', () => {
    expect(receiveFieldOf('lines.2.pricePaise')).toBe('lines.2.price');
    expect(receiveFieldOf('lines.1.itemId')).toBe('lines.1.quantity');
    expect(receiveFieldOf('lines.0.quantity')).toBe('lines.0.quantity');
    expect(receiveFieldOf('lines')).toBeUndefined();
  });
});
