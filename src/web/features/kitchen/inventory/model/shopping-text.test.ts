import { describe, expect, it } from 'vitest';
import type { NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import { i18n } from '#web/lib/i18n.ts';
import { shoppingText } from './shopping-text.ts';

function line(
  key: string,
  name: { en: string; ml: string },
  toBuy: number,
  unit: string,
  pricePaise: number,
): NeedLine {
  return {
    key,
    name,
    ingredient: name.en.toLowerCase(),
    linked: false,
    recipes: [],
    status: 'ok',
    itemId: 1,
    itemName: name.en,
    itemNameMl: name.ml,
    itemUnit: unit,
    needed: toBuy,
    unit,
    inStock: 0,
    toBuy,
    pricePaise,
    costPaise: toBuy * pricePaise,
    buyCostPaise: toBuy * pricePaise,
    lowStock: true,
  };
}

const NEEDS = {
  people: 50,
  shopping: [
    line('mutton', { en: 'Mutton', ml: 'മട്ടൻ' }, 15, 'kg', 80_000),
    line('loomi', { en: 'Dried lime', ml: 'ഉണക്ക നാരങ്ങ' }, 10, 'piece', 0),
  ],
  shoppingCostPaise: 1_200_000,
};

describe('the shopping list as a message', () => {
  it('is the title, the people, one line per item (its cost when priced) and the total', () => {
    const t = i18n.getFixedT('en', 'translation', 'inventory.needs');
    expect(shoppingText(NEEDS, 'en', t, 'Shopping list: Wedding lunch')).toBe(
      [
        'Shopping list: Wedding lunch',
        'For 50 people',
        '',
        '- Mutton: 15.00 kg (₹12,000)',
        '- Dried lime: 10.00 piece',
        '',
        'Total: ₹12,000',
      ].join('\n'),
    );
  });

  it("writes the names in the screen's language and the amounts as it is given", () => {
    const t = i18n.getFixedT('ml', 'translation', 'inventory.needs');
    const text = shoppingText(NEEDS, 'ml', t, 'title', (amount, unit) => `${amount} ${unit}!`);
    expect(text.split('\n')[3]).toBe('- മട്ടൻ: 15 kg! (₹12,000)');
    expect(text.split('\n')[4]).toBe('- ഉണക്ക നാരങ്ങ: 10 piece!');
  });
});
