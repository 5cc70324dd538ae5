import { describe, expect, it } from 'vitest';
import { SOP_STEPS } from '../sop-steps.ts';
import { PIT_LIMITS } from '../../domain/kitchen/temperature-limits.ts';
import { guideQuantity } from '../../domain/kitchen/servings.ts';
import { PIT_COOK_STEP_ID, SOP_PAGES, findSubStep } from './index.ts';
import { SOP_PAGE_NUMBER, type Bilingual, type SopItem, type SopPage } from './types.ts';

const MALAYALAM = /[\u0D00-\u0D7F]/;

/** Every Bilingual of a page, with where it sits, found by walking the page. */
function bilinguals(value: unknown, path: string, found: Array<{ path: string; text: Bilingual }> = []) {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => bilinguals(entry, `${path}[${index}]`, found));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && keys.includes('en') && keys.includes('ml')) {
      found.push({ path, text: record as unknown as Bilingual });
    } else {
      for (const key of keys) bilinguals(record[key], `${path}.${key}`, found);
    }
  }
  return found;
}

const allText = (page: SopPage) => JSON.stringify(page);
const minutes = (page: SopPage) => page.subSteps.map((step) => step.allowedMinutes);
const items = (page: SopPage) => page.itemPanels.flatMap((panel) => panel.items);
/** What a scaling panel shows at the recipes' 20 servings. */
const shownAtBase = (entry: SopItem) => guideQuantity(entry, 20, 20, true, 'en');

describe('SOP_PAGES', () => {
  it('has one page per SOP step, keyed by its own id', () => {
    expect(Object.keys(SOP_PAGES).sort()).toEqual([...SOP_STEPS].sort());
    for (const step of SOP_STEPS) expect(SOP_PAGES[step].id).toBe(step);
  });

  it.each(SOP_STEPS)('%s: sub-step ids run <page number>-1, -2, … in order', (step) => {
    const ids = SOP_PAGES[step].subSteps.map((subStep) => subStep.id);
    const number = SOP_PAGE_NUMBER[step];
    expect(ids).toEqual(ids.map((_, index) => `${number}-${index + 1}`));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('meat masala: every time window is as long as its timer, and the hour of marination fits before loading', () => {
    const clock = (time: string) => {
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      return hours * 60 + minutes;
    };
    for (const subStep of SOP_PAGES.meatmasala.subSteps) {
      const [from = '', to = ''] = subStep.timeBadge!.replace(' AM', '').split('–');
      expect(clock(to) - clock(from), subStep.id).toBe(subStep.allowedMinutes);
    }
    const rub = SOP_PAGES.meatmasala.subSteps.find((subStep) => subStep.id === '3-3')!;
    const ready = SOP_PAGES.meatmasala.subSteps.at(-1)!;
    const load = ready.timeBadge!.replace(' AM', '').split('–')[1]!;
    expect(clock(load) - clock(rub.timeBadge!.split('–')[0]!)).toBeGreaterThanOrEqual(60);
  });

  it('step ids are unique across the whole guide', () => {
    const ids = SOP_STEPS.flatMap((step) => SOP_PAGES[step].subSteps.map((subStep) => subStep.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives the allowed minutes of each timed step', () => {
    expect(minutes(SOP_PAGES.pitlighting)).toEqual([15, 15, 120, 10]);
    expect(minutes(SOP_PAGES.setup)).toEqual([30, 15, 60, 10]);
    expect(minutes(SOP_PAGES.meatmasala)).toEqual([20, 10, 15, 15, 15, 15]);
    expect(minutes(SOP_PAGES.riceprep)).toEqual([30, undefined, undefined, undefined]);
    expect(minutes(SOP_PAGES.finalcooking)).toEqual([
      undefined,
      undefined,
      120,
      undefined,
      15,
      undefined,
      undefined,
      undefined,
    ]);
    expect(minutes(SOP_PAGES.chutneyprep)).toEqual([
      20,
      undefined,
      undefined,
      20,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('badges the meat masala steps 6:00–7:30 AM', () => {
    expect(SOP_PAGES.meatmasala.subSteps.map((step) => step.timeBadge)).toEqual([
      '6:00–6:20 AM',
      '6:20–6:30 AM',
      '6:30–6:45 AM',
      '6:45–7:00 AM',
      '7:00–7:15 AM',
      '7:15–7:30 AM',
    ]);
  });

  it('has 4 panels on setup and pit lighting, 6 on meat masala and 8 on final cooking and chutney', () => {
    expect(SOP_PAGES.setup.subSteps).toHaveLength(4);
    expect(SOP_PAGES.pitlighting.subSteps).toHaveLength(4);
    expect(SOP_PAGES.meatmasala.subSteps).toHaveLength(6);
    expect(SOP_PAGES.riceprep.subSteps).toHaveLength(4);
    expect(SOP_PAGES.finalcooking.subSteps).toHaveLength(8);
    expect(SOP_PAGES.chutneyprep.subSteps).toHaveLength(8);
  });

  it('names the 2-hour cook in the pit', () => {
    expect(PIT_COOK_STEP_ID).toBe('5-3');
    expect(findSubStep(PIT_COOK_STEP_ID)?.subStep.allowedMinutes).toBe(120);
    expect(findSubStep(PIT_COOK_STEP_ID)?.page.id).toBe('finalcooking');
  });

  it('finds a sub-step by id, or null', () => {
    expect(findSubStep('1-3')?.subStep.title.en).toBe('Fire management');
    expect(findSubStep('3-6')?.page.id).toBe('meatmasala');
    expect(findSubStep('9-9')).toBeNull();
    expect(findSubStep('')).toBeNull();
  });
});

describe('quantities', () => {
  it('meat masala: the recipe for 20, exactly, in scaling panels', () => {
    const page = SOP_PAGES.meatmasala;
    expect(page.baseServings).toBe(20);
    const recipe = page.itemPanels.filter((panel) => panel.scales).flatMap((panel) => panel.items);
    expect(recipe.map((entry) => [entry.name.en, shownAtBase(entry)])).toEqual([
      ['Mutton', '8.0 kg'],
      ['MSG', '160.0 g'],
      ['Rock salt', '50.0 g'],
      ['Black pepper', '36.0 g'],
      ['White pepper powder', '30.0 g'],
      ['Cumin powder', '13.0 g'],
      ['Cinnamon', '33.0 g'],
      ['Caraway', '15.0 g'],
      ['Cumin seeds', '13.0 g'],
      ['Coriander', '6.0 g'],
      ['Cardamom', '11.0 g'],
      ['Clove', '2.0 g'],
    ]);
    // Every one of them is the recipe book's own ingredient, scaled by its rule.
    expect(recipe.every((entry) => entry.ingredient !== undefined)).toBe(true);
    expect(page.itemPanels.some((panel) => !panel.scales)).toBe(true);
  });

  it('setup and pit lighting: two materials panels with the pit materials', () => {
    for (const page of [SOP_PAGES.setup, SOP_PAGES.pitlighting]) {
      expect(page.itemPanels).toHaveLength(2);
      expect(page.itemPanels.every((panel) => !panel.scales)).toBe(true);
      const quantity = Object.fromEntries(items(page).map((entry) => [entry.name.en, entry.quantity]));
      expect(quantity).toMatchObject({
        'Dried tamarind (puli) wood': '40 kg',
        'Coconut shells': '2.5 kg',
        'Gas cylinder': '1',
        'Metal pipe': '1',
        Paper: 'as needed',
        'Pit lid': '1',
        'Heat-proof gloves': '1 pair',
      });
    }
  });

  it('setup: the timeline 6:00 PM gather, 6:30 arrange, 7:00 light, 8:00 close', () => {
    expect(SOP_PAGES.setup.timeline?.entries.map((entry) => [entry.time, entry.text.en])).toEqual([
      ['6:00 PM', 'Gather the materials at the pit'],
      ['6:30 PM', 'Arrange the wood and coconut shells'],
      ['7:00 PM', 'Light the fire'],
      ['8:00 PM', 'Close the pit'],
    ]);
  });

  it('rice prep: two panels of 10 ingredients for 20 servings', () => {
    const page = SOP_PAGES.riceprep;
    expect(page.baseServings).toBe(20);
    expect(page.itemPanels.map((panel) => [panel.items.length, panel.scales])).toEqual([
      [10, true],
      [10, true],
    ]);
    expect(
      items(page)
        .slice(0, 4)
        .map((entry) => [entry.name.en, shownAtBase(entry)]),
    ).toEqual([
      ['Basmati rice', '4.0 kg'],
      ['Water', '8.0 L'],
      ['Onion', '1.0 kg'],
      ['Ghee', '250.0 g'],
    ]);
    const lime = items(page).find((entry) => entry.name.en === 'Dried lime (loomi)')!;
    expect([shownAtBase(lime), guideQuantity(lime, 20, 20, true, 'ml')]).toEqual(['8 pieces', '8 എണ്ണം']);
    expect(new Set(items(page).map((entry) => entry.name.en)).size).toBe(20);
  });

  it('chutney: panels of 5 and 4 ingredients for 20 servings, with 196 g jaggery and 125 g tamarind', () => {
    const page = SOP_PAGES.chutneyprep;
    expect(page.baseServings).toBe(20);
    expect(page.itemPanels.map((panel) => [panel.items.length, panel.scales])).toEqual([
      [5, true],
      [4, true],
    ]);
    const quantity = Object.fromEntries(items(page).map((entry) => [entry.name.en, shownAtBase(entry)]));
    expect(quantity).toMatchObject({ Jaggery: '196.0 g', Tamarind: '125.0 g' });
  });

  it('final cooking: two materials panels that do not scale', () => {
    expect(SOP_PAGES.finalcooking.itemPanels).toHaveLength(2);
    expect(SOP_PAGES.finalcooking.itemPanels.every((panel) => !panel.scales)).toBe(true);
  });

  it('every scaling quantity starts with a number, and every page with a scaling panel has base servings', () => {
    for (const step of SOP_STEPS) {
      const page = SOP_PAGES[step];
      const scaling = page.itemPanels.filter((panel) => panel.scales).flatMap((panel) => panel.items);
      if (scaling.length > 0) expect(page.baseServings, step).toBe(20);
      for (const entry of scaling) {
        expect(entry.quantity, `${step} ${entry.name.en}`).toMatch(/^\d/);
        expect(guideQuantity(entry, 40, 20, true, 'en'), entry.name.en).not.toBe(shownAtBase(entry));
      }
    }
  });

  it('a quantity with words has a Malayalam quantity, and a plain one has none', () => {
    for (const step of SOP_STEPS) {
      for (const entry of items(SOP_PAGES[step])) {
        const hasWords = /[a-z]{3,}/i.test(entry.quantity.replace(/\b(kg|g|ml|L)\b/g, ''));
        if (hasWords) expect(entry.quantityMl, `${step} ${entry.name.en}`).toMatch(MALAYALAM);
        else expect(entry.quantityMl, `${step} ${entry.name.en}`).toBeUndefined();
      }
    }
  });
});

describe('cooking facts', () => {
  it('final cooking states the pit limits of temperature-limits.ts', () => {
    const text = allText(SOP_PAGES.finalcooking);
    expect(text).toContain(`${PIT_LIMITS.beforeLoadingMin} °C`);
    expect(text).toContain('280–320 °C');
    expect(text).toContain('every 15 minutes');
    expect(text).toContain(`${PIT_LIMITS.afterLoadingMin}–${PIT_LIMITS.afterLoadingMax} °C`);
    // The guide's 2-hour rule, 130–135 °C on the safe side.
    expect(text).toContain(
      `Above ${PIT_LIMITS.doneAbove} °C: cook ${PIT_LIMITS.tenMoreMinutes} more minutes, then the meat is done.`,
    );
    expect(text).toContain(`${PIT_LIMITS.doneAbove} °C or below`);
    expect(text).toContain(
      `${PIT_LIMITS.twentyMoreBelow}–${PIT_LIMITS.doneAbove} °C is taken as below ${PIT_LIMITS.twentyMoreBelow} °C`,
    );
    expect(text).toContain(`cook ${PIT_LIMITS.twentyMoreMinutes} more minutes, then check again`);
    expect(text).not.toContain('above 135 °C is done');
  });

  it('pit lighting states ignition, loading, first-hour and 12-hour facts', () => {
    const text = allText(SOP_PAGES.pitlighting);
    expect(text).toContain('10–15 minutes');
    expect(text).toContain('at least 200 °C');
    expect(text).toContain(`${PIT_LIMITS.firstHourMin}–${PIT_LIMITS.firstHourMax} °C`);
    expect(text).toContain('12 hours before cooking');
  });

  it('rice and chutney state their times', () => {
    const rice = allText(SOP_PAGES.riceprep);
    expect(rice).toContain('30 minutes');
    expect(rice).toContain('1:2');
    expect(rice).toContain('80%');
    const chutney = allText(SOP_PAGES.chutneyprep);
    expect(chutney).toContain('15–20 minutes');
    expect(chutney).toContain('2 weeks in the fridge');
    expect(chutney).toContain('20 minutes');
  });
});

describe('bilingual text', () => {
  it.each(SOP_STEPS)('%s: every text has English and Malayalam, in Malayalam script', (step) => {
    const found = bilinguals(SOP_PAGES[step], step);
    expect(found.length).toBeGreaterThan(20);
    for (const { path, text } of found) {
      expect(text.en.trim(), path).not.toBe('');
      expect(text.ml.trim(), path).not.toBe('');
      expect(text.ml, path).toMatch(MALAYALAM);
      expect(text.en, path).not.toMatch(MALAYALAM);
    }
  });

  it.each(SOP_STEPS)('%s: every panel and step has a title and at least one entry', (step) => {
    const page = SOP_PAGES[step];
    for (const subStep of page.subSteps) expect(subStep.instructions.length, subStep.id).toBeGreaterThan(0);
    for (const panel of page.itemPanels) expect(panel.items.length, panel.title.en).toBeGreaterThan(0);
    for (const panel of page.pointPanels) expect(panel.points.length, panel.title.en).toBeGreaterThan(0);
  });

  it('keeps numbers and units the same in both languages', () => {
    for (const step of SOP_STEPS) {
      for (const { path, text } of bilinguals(SOP_PAGES[step], step)) {
        const facts = (s: string) => (s.match(/\d+(?:[.:–]\d+)*(?:\s?(?:°C|kg|g|L|ml|%))?/g) ?? []).sort();
        expect(facts(text.ml), path).toEqual(facts(text.en));
      }
    }
  });
});
