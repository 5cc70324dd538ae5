import { describe, expect, it } from 'vitest';
import { SETUP_MATERIALS } from '#shared/content/setup-materials.ts';
import { setupMaterialText } from './setup-materials.ts';

const material = (id: string) => SETUP_MATERIALS.find((each) => each.id === id)!;
const textFor = (id: string, lang: 'en' | 'ml' = 'en') => setupMaterialText(material(id), lang);

describe('setup materials rule', () => {
  it('lists what one pit needs, as the guide document gives it', () => {
    expect(SETUP_MATERIALS.map((each) => [each.name.en, each.quantity, each.unit.en])).toEqual([
      ['Puli (tamarind) wood', 40, 'kg'],
      ['Coconut shells', 2.5, 'kg'],
      ['Gas cylinder', 1, 'piece'],
      ['Metal pipe', 1, 'piece'],
      ['Paper', null, 'as needed'],
      ['Pit lid', 1, 'piece'],
      ['Gloves', 1, 'pair'],
    ]);
    for (const each of SETUP_MATERIALS) {
      expect(each.name.ml.trim()).not.toBe('');
      expect(each.unit.ml.trim()).not.toBe('');
    }
  });

  it('writes every amount per pit, fuel included, with a unit word in both languages', () => {
    expect(textFor('puliWood')).toBe('40.0 kg');
    expect(textFor('coconutShells')).toBe('2.5 kg');
    expect(textFor('pitLid')).toBe('1 piece');
    expect(textFor('pitLid', 'ml')).toBe('1 എണ്ണം');
    expect(textFor('gloves')).toBe('1 pair');
    expect(textFor('gloves', 'ml')).toBe('1 ജോഡി');
    expect(textFor('paper')).toBe('as needed');
    expect(textFor('paper', 'ml')).toBe('ആവശ്യത്തിന്');
  });
});
