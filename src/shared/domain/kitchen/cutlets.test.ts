import { describe, expect, it } from 'vitest';
import {
  packCheck,
  packCountsWith,
  isValueOutside,
  BREADCRUMBS_GRAMS_PER_KG,
  COATING_CHILL_MINUTES,
  CUTLET_FIELDS,
  CUTLET_INGREDIENTS,
  CUTLETS_PER_KG,
  DEFAULT_DAILY_TARGET,
  EGGS_PER_KG,
  IQF_HOURS,
  IQF_TEMPERATURE_C,
  PACK_MAX_CUTLETS,
  PACK_MIN_CUTLETS,
  PORTION_GRAMS,
  PORTION_TOLERANCE_GRAMS,
  POTATO_SHARE_OF_MEAT,
  breadcrumbsNeededGrams,
  carriedFrozen,
  closingFrozen,
  eggsNeeded,
  isClockTime,
  isTaskComplete,
  isTaskLate,
  leftoverOfferFrom,
  meatNeededKg,
  needsValue,
  readCutletNumber,
  cutletNumberRule,
  judgeCutletValue,
  cutletLimitText,
  FREEZER_WARMEST_C,
  readFieldValue,
  readItemValue,
  cutletLimit,
  VALUE_REQUIRED_KEY,
  potatoesNeededKg,
  progressPercent,
  progressShare,
  purchaseNeeded,
  purchasePlan,
  stepFor,
  taskEndsAt,
} from './cutlets.ts';

describe('cutlet constants', () => {
  it('are the rules the kitchen works by', () => {
    expect(CUTLETS_PER_KG).toBe(28);
    expect([PORTION_GRAMS, PORTION_TOLERANCE_GRAMS]).toEqual([50, 2]);
    expect(POTATO_SHARE_OF_MEAT).toBe(0.25);
    expect([EGGS_PER_KG, BREADCRUMBS_GRAMS_PER_KG]).toEqual([2, 50]);
    expect([PACK_MIN_CUTLETS, PACK_MAX_CUTLETS]).toEqual([10, 20]);
    expect([IQF_TEMPERATURE_C, IQF_HOURS, COATING_CHILL_MINUTES]).toEqual([-18, 2, 30]);
    expect(DEFAULT_DAILY_TARGET).toBe(100);
  });

  it('has eight ingredients and one list of fields without repeats', () => {
    expect(CUTLET_INGREDIENTS).toHaveLength(8);
    expect(new Set(CUTLET_FIELDS).size).toBe(CUTLET_FIELDS.length);
  });

  it('steps kg values by 0.1 and everything else by 1', () => {
    expect(stepFor('kg')).toBe(0.1);
    expect(stepFor('g')).toBe(1);
    expect(stepFor('pieces')).toBe(1);
    expect(stepFor('celsius')).toBe(1);
  });
});

describe('reading typed values', () => {
  const amount = 'kitchenRules.limits.cutletAmount';
  const amountBounds = { min: '0', max: '100,000' };

  it('reads numbers inside their limit as typed, to the gram, never rounded', () => {
    expect(readCutletNumber('2.5', 'cutletAmount')).toEqual({ ok: true, value: 2.5 });
    expect(readCutletNumber(' 2.5 ', 'cutletAmount')).toEqual({ ok: true, value: 2.5 });
    expect(readCutletNumber(0, 'cutletAmount')).toEqual({ ok: true, value: 0 });
    expect(readCutletNumber('100000', 'cutletAmount')).toEqual({ ok: true, value: 100_000 });
    expect(readCutletNumber('1.235', 'cutletAmount')).toEqual({ ok: true, value: 1.235 });
    expect(readCutletNumber('1.23456', 'cutletAmount')).toEqual({
      ok: false,
      key: 'validation.number.decimals',
      params: { decimals: 3 },
    });
  });

  it('refuses what is not a number as typed with the typed-number rule, never as 0 or another number', () => {
    const notANumber = { ok: false, key: 'validation.number.notANumber' };
    for (const bad of ['abc', '2kg', '-1', '-5', -0.001, '1e3', '1e9', 1e300, '2,5', Number.NaN, Infinity]) {
      expect(readCutletNumber(bad, 'cutletAmount'), String(bad)).toEqual(notANumber);
    }
    expect(readCutletNumber('', 'cutletAmount')).toEqual({ ok: false, key: 'validation.number.empty' });
    expect(readCutletNumber(undefined, 'cutletAmount')).toEqual({ ok: false, key: 'validation.number.empty' });
    expect(readCutletNumber(null, 'cutletAmount')).toEqual({ ok: false, key: 'validation.number.empty' });
  });

  it('refuses a number past its limit with the limit, which names both ends', () => {
    for (const bad of ['100000.1', 1e9, '1000000000', '99999999999999999999']) {
      expect(readCutletNumber(bad, 'cutletAmount'), String(bad)).toEqual({
        ok: false,
        key: amount,
        params: amountBounds,
      });
    }
  });

  it('keeps counts and the target whole, the target at least 1', () => {
    const target = { ok: false, key: 'kitchenRules.limits.cutletTarget', params: { min: '1', max: '100,000' } };
    expect(readCutletNumber('16', 'cutletCount')).toEqual({ ok: true, value: 16 });
    expect(readCutletNumber('16.5', 'cutletCount')).toEqual({ ok: false, key: 'validation.number.wholeOnly' });
    expect(readFieldValue('target', '1')).toEqual({ ok: true, value: 1 });
    expect(readFieldValue('target', '100000')).toEqual({ ok: true, value: 100_000 });
    expect(readFieldValue('target', '0')).toEqual(target);
    expect(readFieldValue('target', '100001')).toEqual(target);
    expect(readFieldValue('target', '99999999999999999999')).toEqual(target);
    expect(readFieldValue('target', '2.5')).toEqual({ ok: false, key: 'validation.number.wholeOnly' });
    expect(readFieldValue('target', 2.5)).toEqual({ ok: false, key: 'validation.number.wholeOnly' });
    expect(readFieldValue('target', '-3')).toEqual({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(readFieldValue('target', '')).toEqual({ ok: false, key: 'validation.number.empty' });
    expect(readFieldValue('target', 'lots')).toEqual({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(readFieldValue('target', '1e3')).toEqual({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(readFieldValue('frozenCutlets', '16')).toEqual({ ok: true, value: 16 });
    expect(readFieldValue('eggs', '2.5').ok).toBe(false);
    expect(readFieldValue('mandiLeftovers', '2.25')).toEqual({ ok: true, value: 2.25 });
    expect(readFieldValue('mandiLeftovers', '-5')).toEqual({ ok: false, key: 'validation.number.notANumber' });
    expect(readFieldValue('mandiLeftovers', '1e9')).toEqual({ ok: false, key: 'validation.number.notANumber' });
    expect(readFieldValue('mandiLeftovers', 1e9)).toEqual({ ok: false, key: amount, params: amountBounds });
  });

  it('types a count whole, a temperature to a tenth of a degree (minus allowed) and an amount to the gram', () => {
    expect(cutletNumberRule('cutletCount')).toEqual({ min: 0, max: 100_000, decimals: 0 });
    expect(cutletNumberRule('cutletTarget')).toEqual({ min: 1, max: 100_000, decimals: 0 });
    expect(cutletNumberRule('cutletAmount')).toEqual({ min: 0, max: 100_000, decimals: 3 });
    expect(cutletNumberRule('temperatureC')).toEqual({ min: -50, max: 600, decimals: 1 });
  });

  it('holds each unit to its limit: temperatures −50 to 600 °C', () => {
    expect(cutletLimit('celsius')).toBe('temperatureC');
    expect(cutletLimit('pieces')).toBe('cutletCount');
    expect(cutletLimit('packs')).toBe('cutletCount');
    expect(cutletLimit('kg')).toBe('cutletAmount');
    expect(cutletLimit('pieces', 'target')).toBe('cutletTarget');
    expect(readCutletNumber('-18', 'temperatureC')).toEqual({ ok: true, value: -18 });
    expect(readCutletNumber('-50', 'temperatureC').ok).toBe(true);
    expect(readCutletNumber('-18.5', 'temperatureC')).toEqual({ ok: true, value: -18.5 });
    expect(readCutletNumber('-18.25', 'temperatureC').ok).toBe(false);
    expect(readCutletNumber('-50.5', 'temperatureC').ok).toBe(false);
    expect(readCutletNumber('601', 'temperatureC').ok).toBe(false);
  });

  it("needs a checklist item's value when it is required or records a day's number; never pre-fills it", () => {
    const produced = { unit: 'pieces', required: true, field: 'producedCutlets' } as const;
    const frozen = { unit: 'pieces', required: false, field: 'frozenCutlets' } as const;
    const shaped = { unit: 'pieces', required: false } as const;
    const plan = { unit: 'kg', required: false, plan: 'meatNeeded' } as const;
    const time = { unit: 'time', required: true } as const;
    expect([produced, frozen, shaped, plan, time].map(needsValue)).toEqual([true, true, false, false, true]);
    for (const empty of [null, undefined, '', '   ']) {
      expect(readItemValue(produced, empty)).toEqual({ ok: false, key: VALUE_REQUIRED_KEY });
      expect(readItemValue(frozen, empty)).toEqual({ ok: false, key: VALUE_REQUIRED_KEY });
      expect(readItemValue(time, empty)).toEqual({ ok: false, key: VALUE_REQUIRED_KEY });
      expect(readItemValue(shaped, empty)).toEqual({ ok: true, value: null });
    }
    expect(readItemValue(produced, '84')).toEqual({ ok: true, value: 84 });
    expect(readItemValue(produced, 0)).toEqual({ ok: true, value: 0 });
    expect(readItemValue(produced, -1)).toEqual({ ok: false, key: 'validation.number.notAWholeNumber' });
    expect(readItemValue(produced, '100001')).toEqual({
      ok: false,
      key: 'kitchenRules.limits.cutletCount',
      params: { min: '0', max: '100,000' },
    });
    expect(readItemValue(plan, '99')).toEqual({ ok: true, value: null });
    expect(readItemValue({ unit: null, required: true }, 'x')).toEqual({ ok: true, value: null });
    expect(readItemValue(time, ' 13:15 ')).toEqual({ ok: true, value: '13:15' });
    for (const bad of ['25:00', '9:5', 13]) {
      expect(readItemValue(time, bad)).toEqual({ ok: false, key: 'kitchenRules.limits.time' });
    }
  });
});

describe('physical limits', () => {
  it('takes the IQF freezer at −18 °C or colder (the guide’s IQF temperature); warmer is out of limit, with what to do', () => {
    expect(FREEZER_WARMEST_C).toBe(-18);
    const warm = { inRange: false, correctiveAction: 'kitchenRules.cutlets.actions.freezerWarm' };
    for (const ok of [-18, -20, -40]) {
      expect(judgeCutletValue('iqfFreezer', ok), String(ok)).toEqual({ inRange: true, correctiveAction: null });
    }
    for (const bad of [-17.9, -12, 0, 25]) expect(judgeCutletValue('iqfFreezer', bad), String(bad)).toEqual(warm);
    expect(cutletLimitText('iqfFreezer')).toBe('kitchenRules.cutlets.limits.iqfFreezer');
  });

  it('takes a portion of 48 to 52 g; lighter or heavier is out of limit, with what to do', () => {
    for (const ok of [48, 50, 52]) expect(judgeCutletValue('portion', ok).inRange, String(ok)).toBe(true);
    expect(judgeCutletValue('portion', 47.9)).toEqual({
      inRange: false,
      correctiveAction: 'kitchenRules.cutlets.actions.portionLight',
    });
    expect(judgeCutletValue('portion', 52.1)).toEqual({
      inRange: false,
      correctiveAction: 'kitchenRules.cutlets.actions.portionHeavy',
    });
    expect(cutletLimitText('portion')).toBe('kitchenRules.cutlets.limits.portion');
  });
});

describe('purchase planning', () => {
  it('needs 3.0 kg of meat, 0.75 kg of potatoes, 6 eggs and 150 g breadcrumbs for 100 with 16 frozen', () => {
    expect(purchasePlan({ target: 100, frozen: 16, leftoverKg: 2 })).toEqual({
      meatKg: 3,
      potatoesKg: 0.75,
      eggs: 6,
      breadcrumbsG: 150,
      purchaseNeeded: true,
      meatToBuyKg: 1,
    });
  });

  it('rounds the meat up to the next 0.1 kg', () => {
    expect(meatNeededKg(100, 0)).toBe(3.6); // 3.571…
    expect(meatNeededKg(85, 0)).toBe(3.1); // 3.035…
    expect(meatNeededKg(28, 0)).toBe(1);
    expect(meatNeededKg(29, 0)).toBe(1.1);
    expect(meatNeededKg(1, 0)).toBe(0.1);
    expect(meatNeededKg(56, 0)).toBe(2);
  });

  it('needs no meat when the freezer holds the target or more', () => {
    expect(meatNeededKg(100, 100)).toBe(0);
    expect(meatNeededKg(100, 150)).toBe(0);
    expect(purchasePlan({ target: 100, frozen: 120, leftoverKg: 0 })).toMatchObject({
      meatKg: 0,
      potatoesKg: 0,
      eggs: 0,
      breadcrumbsG: 0,
      purchaseNeeded: false,
      meatToBuyKg: 0,
    });
  });

  it('scales potatoes, eggs and breadcrumbs per kg of meat', () => {
    expect(potatoesNeededKg(3.6)).toBe(0.9);
    expect(potatoesNeededKg(0.1)).toBe(0.025);
    expect(eggsNeeded(3)).toBe(6);
    expect(eggsNeeded(2.1)).toBe(5); // 4.2 eggs: a whole fifth
    expect(eggsNeeded(0)).toBe(0);
    expect(breadcrumbsNeededGrams(3.6)).toBe(180);
    expect(breadcrumbsNeededGrams(0.1)).toBe(5);
  });

  it('needs a purchase only when the leftovers are less than the meat needed', () => {
    expect(purchaseNeeded(2, 3)).toBe(true);
    expect(purchaseNeeded(3, 3)).toBe(false);
    expect(purchaseNeeded(3.01, 3)).toBe(false);
    expect(purchaseNeeded(2.99, 3)).toBe(true);
    expect(purchaseNeeded(0, 0)).toBe(false);
  });

  it('buys what the leftovers lack, up to the next 0.1 kg', () => {
    expect(purchasePlan({ target: 100, frozen: 0, leftoverKg: 2.05 }).meatToBuyKg).toBe(1.6); // 3.6 − 2.05
    expect(purchasePlan({ target: 100, frozen: 0, leftoverKg: 5 }).meatToBuyKg).toBe(0);
  });
});

describe('late tasks', () => {
  const task = { date: '2026-11-24', startTime: '08:00', durationMinutes: 90, completed: false };
  const at = (time: string) => Date.parse(`2026-11-24T${time}+05:30`);

  it('ends at its start plus its duration, Kerala time', () => {
    expect(new Date(taskEndsAt('2026-11-24', '08:00', 90)).toISOString()).toBe('2026-11-24T04:00:00.000Z');
    expect(new Date(taskEndsAt('2026-11-24', '15:15', 45)).toISOString()).toBe('2026-11-24T10:30:00.000Z');
  });

  it('is late only once the time is past its end, and never when completed', () => {
    expect(isTaskLate(task, at('09:29:59'))).toBe(false);
    expect(isTaskLate(task, at('09:30:00'))).toBe(false);
    expect(isTaskLate(task, at('09:30:01'))).toBe(true);
    expect(isTaskLate({ ...task, completed: true }, at('18:00:00'))).toBe(false);
  });

  it('is never late on a day still to come', () => {
    expect(isTaskLate({ ...task, date: '2026-11-25' }, at('23:59:00'))).toBe(false);
  });
});

describe('tasks and progress', () => {
  it('completes a task when every one of its items is checked', () => {
    expect(isTaskComplete(['a', 'b'], new Set(['a', 'b', 'c']))).toBe(true);
    expect(isTaskComplete(['a', 'b'], new Set(['a']))).toBe(false);
    expect(isTaskComplete([], new Set(['a']))).toBe(false);
  });

  it('is the share of completed tasks', () => {
    expect(progressShare(0, 12)).toBe(0);
    expect(progressShare(3, 12)).toBe(0.25);
    expect(progressShare(12, 12)).toBe(1);
    expect(progressShare(0, 0)).toBe(0);
    expect(progressShare(13, 12)).toBe(1);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
  });
});

describe('frozen cutlets carried over', () => {
  it('closes a day with its frozen count plus what it made', () => {
    expect(closingFrozen(16, 84)).toBe(100);
  });

  it("starts the next day from the latest day's closing count", () => {
    expect(
      carriedFrozen([
        { date: '2026-11-22', frozen: 16, produced: 84 },
        { date: '2026-11-20', frozen: 500, produced: 0 },
      ]),
    ).toEqual({ from: '2026-11-22', count: 100 });
  });

  it('carries through days that never had their own count', () => {
    expect(
      carriedFrozen([
        { date: '2026-11-20', frozen: 10, produced: 20 },
        { date: '2026-11-21', frozen: null, produced: 30 },
        { date: '2026-11-22', frozen: null, produced: null },
      ]),
    ).toEqual({ from: '2026-11-22', count: 60 });
  });

  it('starts from 0 and carries nothing without days', () => {
    expect(carriedFrozen([{ date: '2026-11-20', frozen: null, produced: 12 }])).toEqual({
      from: '2026-11-20',
      count: 12,
    });
    expect(carriedFrozen([])).toBeNull();
  });
});

describe('clock times', () => {
  it('takes HH:MM on a 24-hour clock only', () => {
    expect(isClockTime('00:00')).toBe(true);
    expect(isClockTime('13:15')).toBe(true);
    expect(isClockTime('23:59')).toBe(true);
    expect(isClockTime('24:00')).toBe(false);
    expect(isClockTime('9:00')).toBe(false);
    expect(isClockTime('12:60')).toBe(false);
    expect(isClockTime('noon')).toBe(false);
  });
});

describe('leftover meat offered to a cutlet day', () => {
  it('comes from the events since the previous cutlet day', () => {
    expect(leftoverOfferFrom('2026-11-24', '2026-11-22')).toBe('2026-11-22');
    expect(leftoverOfferFrom('2026-11-24', '2026-11-23')).toBe('2026-11-23');
  });

  it('never reaches more than a week back', () => {
    expect(leftoverOfferFrom('2026-11-24', '2026-11-01')).toBe('2026-11-17');
    expect(leftoverOfferFrom('2026-11-24', null)).toBe('2026-11-17');
  });
});

describe('packs of 10–20 cutlets', () => {
  it('fits the cutlets to the packs only when each pack can hold 10 to 20', () => {
    expect(packCheck(84, 6)).toBe('ok');
    expect(packCheck(60, 6)).toBe('ok');
    expect(packCheck(120, 6)).toBe('ok');
    expect(packCheck(59, 6)).toBe('tooFew');
    expect(packCheck(121, 6)).toBe('tooMany');
    expect(packCheck(84, 3)).toBe('tooMany');
    expect(packCheck(0, 6)).toBeNull();
    expect(packCheck(84, 0)).toBeNull();
  });
});

describe('isValueOutside', () => {
  it('holds a value to its physical limit', () => {
    expect(isValueOutside({ limit: 'iqfFreezer' }, 25, {})).toBe(true);
    expect(isValueOutside({ limit: 'iqfFreezer' }, -18, {})).toBe(false);
  });

  it('holds the cutlets and the packs to 10–20 a pack, with the typed count in place of its own', () => {
    expect(packCountsWith('totalPackages', 3, { producedCutlets: 100, totalPackages: 9 })).toEqual({
      produced: 100,
      packs: 3,
    });
    expect(packCountsWith('target', 3, {})).toBeNull();
    expect(isValueOutside({ field: 'totalPackages' }, 3, { producedCutlets: 100 })).toBe(true);
    expect(isValueOutside({ field: 'totalPackages' }, 5, { producedCutlets: 100 })).toBe(false);
    expect(isValueOutside({ field: 'totalPackages' }, 10, { producedCutlets: 100 })).toBe(false);
    expect(isValueOutside({ field: 'totalPackages' }, 11, { producedCutlets: 100 })).toBe(true);
    expect(isValueOutside({ field: 'producedCutlets' }, 50, { totalPackages: 6 })).toBe(true);
    // Until both are counted there is nothing to judge.
    expect(isValueOutside({ field: 'totalPackages' }, 3, {})).toBe(false);
  });
});
