import { describe, expect, it } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { planFieldKey } from './import-plan.ts';

describe('the fields an import plan names', () => {
  it('words each field of an item by its text, and leaves a field it does not know as named', () => {
    expect(planFieldKey('currentPrice')).toBe('fields.currentPrice');
    expect(planFieldKey('priceHistory')).toBe('fields.priceHistory');
    expect(planFieldKey('colour')).toBeNull();
    expect(planFieldKey('toString')).toBeNull();
  });

  it('has a text for every field an item has', () => {
    for (const field of Object.keys(inventoryEn.fields)) expect(planFieldKey(field)).toBe(`fields.${field}`);
  });
});
