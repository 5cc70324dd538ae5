import { describe, expect, it } from 'vitest';
import { fillText, TextStore } from './text-store.ts';

function store() {
  const texts = new TextStore<'en' | 'ml'>('en');
  texts.add('en', {
    hero: { title: 'We do one thing', greet: 'Hello {{name}}, {{ name }}!' },
    steps_one: '{{count}} step',
    steps_other: '{{count}} steps',
    onlyEnglish: 'Only in English',
  });
  texts.add('ml', { hero: { title: 'ഒരു കാര്യം' }, steps_other: '{{count}} ഘട്ടങ്ങൾ' });
  return texts;
}

describe('the text store', () => {
  it('looks up dotted keys and fills every {{name}}', () => {
    expect(store().translate('en', 'hero.title')).toBe('We do one thing');
    expect(store().translate('en', 'hero.greet', { name: 'Anu' })).toBe('Hello Anu, Anu!');
    expect(store().translate('en', 'hero.greet')).toBe('Hello {{name}}, {{ name }}!');
  });

  it("chooses the language's plural form", () => {
    expect(store().translate('en', 'steps', { count: 1 })).toBe('1 step');
    expect(store().translate('en', 'steps', { count: 0 })).toBe('0 steps');
    expect(store().translate('ml', 'steps', { count: 1 })).toBe('1 step'); // no Malayalam 'one': English
    expect(store().translate('ml', 'steps', { count: 4 })).toBe('4 ഘട്ടങ്ങൾ');
  });

  it('falls back to English, then to the default value or the key', () => {
    expect(store().translate('ml', 'hero.title')).toBe('ഒരു കാര്യം');
    expect(store().translate('ml', 'onlyEnglish')).toBe('Only in English');
    expect(store().translate('en', 'missing.key')).toBe('missing.key');
    expect(store().translate('en', 'missing.key', { defaultValue: 'paid' })).toBe('paid');
    expect(store().translate('en', 'hero')).toBe('hero'); // a group is not a text
    expect(store().exists('ml', 'onlyEnglish')).toBe(true);
    expect(store().exists('en', 'hero')).toBe(false);
  });

  it('merges texts added later into the same language, deeply', () => {
    const texts = store();
    texts.add('en', { hero: { tagline: 'Delivered' } });
    expect(texts.translate('en', 'hero.title')).toBe('We do one thing');
    expect(texts.translate('en', 'hero.tagline')).toBe('Delivered');
    expect(texts.has('ml')).toBe(true);
  });

  it('gives one language as a function', () => {
    const en = store().translator('en');
    expect(en('steps', { count: 2 })).toBe('2 steps');
  });
});

describe('filling a text', () => {
  it('fills every {{name}} given and leaves the others as written', () => {
    expect(fillText('{{a}} and {{ b }} but {{c}}', { a: 1, b: 'two' })).toBe('1 and two but {{c}}');
    expect(fillText('{{zero}}', { zero: 0 })).toBe('0');
    expect(fillText('{{toString}}')).toBe('{{toString}}');
  });

  it('takes each name from a function', () => {
    expect(fillText('Started by {{name}} at {{time}}', (name) => (name === 'name' ? 'Anil' : undefined))).toBe(
      'Started by Anil at {{time}}',
    );
  });
});
