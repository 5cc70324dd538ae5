import { describe, expect, it } from 'vitest';
import { SETUP_MATERIALS } from '#shared/content/setup-materials.ts';
import {
  SETUP_MATERIALS_BASE_SERVINGS,
  setupMaterialAmount,
  setupMaterialScaling,
  setupMaterialText,
} from './setup-materials.ts';

const material = (id: string) => SETUP_MATERIALS.find((each) => each.id === id)!;
const textFor = (id: string, servings: number, lang: 'en' | 'ml' = 'en') =>
  setupMaterialText(material(id), servings, material(id).unit[lang]);

describe('setup materials rule', () => {
  it('lists the materials for 20 servings', () => {
    expect(SETUP_MATERIALS_BASE_SERVINGS).toBe(20);
    expect(SETUP_MATERIALS.map((each) => [each.name.en, each.quantity, each.unit.en])).toEqual([
      ['Puli (tamarind) wood', 40, 'kg'],
      ['Coconut shells', 2.5, 'kg'],
      ['Gas cylinder', 1, ''],
      ['Metal pipe', 1, ''],
      ['Paper', null, 'as needed'],
      ['Pit lid', 1, ''],
      ['Gloves', 1, 'pair'],
    ]);
    for (const each of SETUP_MATERIALS) {
      expect(each.name.ml.trim()).not.toBe('');
      expect(Boolean(each.unit.ml.trim())).toBe(Boolean(each.unit.en.trim()));
    }
  });

  it('scales only the fuel (puli wood and coconut shells); everything else is one per pit', () => {
    expect(SETUP_MATERIALS.filter((each) => each.use === 'fuel').map((each) => each.id)).toEqual([
      'puliWood',
      'coconutShells',
    ]);
    expect(setupMaterialScaling('fuel')).toBe('linear');
    expect(setupMaterialScaling('equipment')).toBe('fixed');
  });

  it('scales fuel linearly with servings / 20', () => {
    expect(setupMaterialAmount(material('puliWood'), 20)).toBe(40);
    expect(setupMaterialAmount(material('puliWood'), 40)).toBe(80);
    expect(setupMaterialAmount(material('puliWood'), 10)).toBe(20);
    expect(setupMaterialAmount(material('coconutShells'), 60)).toBe(7.5);
    expect(setupMaterialAmount(material('coconutShells'), 1)).toBe(0.125);
  });

  it('keeps equipment fixed whatever the batch, and text quantities as null', () => {
    for (const servings of [1, 20, 35, 200]) {
      expect(setupMaterialAmount(material('pitLid'), servings)).toBe(1);
      expect(setupMaterialAmount(material('gasCylinder'), servings)).toBe(1);
      expect(setupMaterialAmount(material('gloves'), servings)).toBe(1);
      expect(setupMaterialAmount(material('paper'), servings)).toBeNull();
    }
  });

  it('shows fuel by the event rule (one decimal from 1, two below) and equipment as written', () => {
    expect(textFor('puliWood', 40)).toBe('80.0 kg');
    expect(textFor('coconutShells', 20)).toBe('2.5 kg');
    expect(textFor('coconutShells', 1)).toBe('0.13 kg');
    expect(textFor('puliWood', 1)).toBe('2.0 kg');
    expect(textFor('pitLid', 100)).toBe('1');
    expect(textFor('gloves', 100)).toBe('1 pair');
    expect(textFor('gloves', 100, 'ml')).toBe('1 ജോടി');
    expect(textFor('paper', 100)).toBe('as needed');
    expect(textFor('paper', 100, 'ml')).toBe('ആവശ്യത്തിന്');
  });
});
