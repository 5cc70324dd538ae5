import { describe, expect, it } from 'vitest';
import { receiveFieldOf, receiveFormSchema } from './receive-form.ts';

const problemsOf = (lines: { itemId: number; quantity: string; price: string }[]) => {
  const parsed = receiveFormSchema.safeParse({ lines });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the delivery as typed', () => {
  it('reads quantities and rupees into the call’s body by the one rule for typed numbers', () => {
    expect(receiveFormSchema.parse({ lines: [{ itemId: 3, quantity: '2.5', price: '10.25' }] })).toEqual({
      lines: [{ itemId: 3, quantity: 2.5, pricePaise: 1025 }],
    });
    // Never read as some other number: a comma, an exponent or a unit is a problem at the field.
    expect(Object.keys(problemsOf([{ itemId: 3, quantity: '2,5', price: '1e3' }]))).toEqual([
      'lines.0.quantity',
      'lines.0.price',
    ]);
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
      'lines.0.price': 'validation.money.empty',
      'lines.1.quantity': 'validation.number.notANumber',
      'lines.1.price': 'validation.money.notRupees',
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
