import { describe, expect, it } from 'vitest';
import { inventoryItem } from '#web/test/factories.ts';
import { linkChoice, linksOnTap, otherItems } from './link-choice.ts';

const GHEE_L = inventoryItem(1, 'Ghee', { unit: 'L' });
const GHEE_KG = inventoryItem(2, 'Ghee Tin', { unit: 'kg' });
const BUTTER = inventoryItem(3, 'Butter', { unit: 'g', nameMl: 'വെണ്ണ' });
const ALMOND = inventoryItem(4, 'Almond', { unit: 'kg' });
const GLOVES = inventoryItem(5, 'Gloves', { unit: 'pack' });
const OLD = inventoryItem(6, 'Old Ghee', { unit: 'kg', isActive: false });
const NONE = new Set<number>();

describe('the other items a need may be linked to', () => {
  it('offers active items not suggested whose unit compares with the need, by name in the screen’s language', () => {
    const items = [GHEE_L, GHEE_KG, BUTTER, ALMOND, GLOVES, OLD];
    expect(otherItems('g', items, new Set([GHEE_KG.id]), 'en').map((item) => item.id)).toEqual([
      ALMOND.id,
      BUTTER.id,
      GHEE_L.id,
    ]);
    // In Malayalam the butter is sorted by its Malayalam name, which Malayalam's order puts first.
    expect(otherItems('g', items, new Set([GHEE_KG.id]), 'ml').map((item) => item.id)).toEqual([
      BUTTER.id,
      ALMOND.id,
      GHEE_L.id,
    ]);
  });
});

describe('the link choice', () => {
  it('has nothing to link before an item is chosen', () => {
    expect(linkChoice('g', null, '', NONE)).toEqual({
      needsDensity: false,
      densityProblem: null,
      link: null,
      confirmShown: false,
    });
  });

  it('links an item in a unit that converts without a density; Link is offered only for an item not tapped from the suggestions', () => {
    expect(linkChoice('g', GHEE_KG, '', new Set([GHEE_KG.id]))).toEqual({
      needsDensity: false,
      densityProblem: null,
      link: { item: GHEE_KG, gramsPerMl: null },
      confirmShown: false,
    });
    expect(linkChoice('g', GHEE_KG, '', NONE).confirmShown).toBe(true);
  });

  it('waits for a density for a weight kept as a volume, saying why a typed one is refused', () => {
    expect(linkChoice('g', GHEE_L, '', new Set([GHEE_L.id]))).toEqual({
      needsDensity: true,
      densityProblem: null,
      link: null,
      confirmShown: true,
    });
    expect(linkChoice('g', GHEE_L, '9', NONE).densityProblem).toEqual({
      key: 'validation.tooLarge',
      params: { maximum: 5 },
    });
    expect(linkChoice('g', GHEE_L, '0.9.1', NONE)).toMatchObject({
      densityProblem: { key: 'validation.number.notANumber' },
      link: null,
    });
    expect(linkChoice('g', GHEE_L, ' 0.91 ', NONE)).toEqual({
      needsDensity: true,
      densityProblem: null,
      link: { item: GHEE_L, gramsPerMl: 0.91 },
      confirmShown: true,
    });
  });

  it('links on a tap unless a density must be typed first', () => {
    expect(linksOnTap('g', GHEE_KG)).toBe(true);
    expect(linksOnTap('g', GHEE_L)).toBe(false);
  });
});
