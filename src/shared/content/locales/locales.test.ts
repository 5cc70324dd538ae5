import { describe, expect, it } from 'vitest';
import type { TFunction } from '../text-store.ts';
import { en } from './en.ts';
import { ml } from './ml.ts';
import type { KeyUnder, TextKey } from './text-keys.ts';

type Tree = { [key: string]: string | Tree };

/** Every text of a tree by its dotted key. */
function texts(tree: Tree, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${path}${name}`, value);
    else for (const [key, text] of texts(value, `${path}${name}.`)) found.set(key, text);
  }
  return found;
}

/** A time is written without a unit ("06:30", not "06:30 time"). */
const MAY_BE_EMPTY = new Set(['cutlets.units.time']);
/** Malayalam names the task by its Malayalam name ({{taskMl}}) where English uses {{task}}. */
const OWN_NAMES: Record<string, [string, string]> = {
  'kitchenRules.schedule.beforeDay': ['task', 'taskMl'],
  'kitchenRules.schedule.afterDay': ['task', 'taskMl'],
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the texts of both languages', () => {
  const english = texts(en);
  const malayalam = texts(ml);

  it('have the same keys', () => {
    expect([...english.keys()].filter((key) => !malayalam.has(key))).toEqual([]);
    expect([...malayalam.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    const empty = (all: Map<string, string>) =>
      [...all].filter(([key, text]) => text.trim() === '' && !MAY_BE_EMPTY.has(key)).map(([key]) => key);
    expect(empty(english)).toEqual([]);
    expect(empty(malayalam)).toEqual([]);
  });

  it('fill in the same {{names}}', () => {
    const inMalayalam = (key: string, name: string) => (OWN_NAMES[key]?.[0] === name ? OWN_NAMES[key][1] : name);
    const differing = [...english]
      .filter(([key, text]) => {
        const expected = placeholders(text)
          .map((name) => inMalayalam(key, name!))
          .sort();
        return malayalam.has(key) && `${expected}` !== `${placeholders(malayalam.get(key)!)}`;
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

describe('text keys as types', () => {
  const t = ((key: string) => key) as TFunction<TextKey>;
  const booking = ((key: string) => key) as TFunction<KeyUnder<'booking'>>;

  it('take every key of the English texts, a plural text by its base', () => {
    expect(t('booking.title')).toBe('booking.title');
    expect(booking('errors.paymentFailed')).toBe('errors.paymentFailed');
    expect(t('booking.held.yours')).toBe('booking.held.yours');
  });

  it('refuse a key that is not one (checked by npm run typecheck)', () => {
    // @ts-expect-error a typo in a key is not a key
    expect(t('booking.titel')).toBe('booking.titel');
    // @ts-expect-error a key of another group is not one under this group's prefix
    expect(booking('kitchen.common.save')).toBe('kitchen.common.save');
    // @ts-expect-error a group is not a text
    expect(t('booking')).toBe('booking');
  });
});
