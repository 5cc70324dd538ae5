import { describe, expect, it } from 'vitest';
import { CUTLET_FIELDS } from '../../domain/kitchen/cutlets.ts';
import { CUTLET_TASKS, DAY_BEFORE_TASKS, PRODUCTION_TASKS, findCutletItem, itemRecording } from './index.ts';

describe('cutlet tasks', () => {
  it('has the three day-before tasks with their subtasks', () => {
    expect(DAY_BEFORE_TASKS.map((task) => task.title.en)).toEqual([
      'Inventory assessment',
      'Ingredient verification',
      'Purchase planning',
    ]);
    for (const task of DAY_BEFORE_TASKS) expect(task.items.length).toBeGreaterThan(0);
    // The eight ingredients are verified.
    expect(DAY_BEFORE_TASKS[1]!.items).toHaveLength(8);
  });

  it('has the nine production tasks at their start times and minutes', () => {
    expect(PRODUCTION_TASKS.map((task) => [task.title.en, task.startTime, task.durationMinutes])).toEqual([
      ['Leftover meat processing', '08:00', 90],
      ['Spice blending', '09:30', 30],
      ['Potato base', '10:00', 45],
      ['Cutlet mixing', '10:45', 30],
      ['Shaping', '11:15', 45],
      ['Coating', '12:00', 60],
      ['Quality check', '13:00', 15],
      ['IQF freezing', '13:15', 120],
      ['Vacuum packaging', '15:15', 45],
    ]);
  });

  it('gives each production task instructions and checkpoints, some of them required', () => {
    for (const task of PRODUCTION_TASKS) {
      expect(task.instructions.length, task.id).toBeGreaterThan(0);
      expect(task.items.length, task.id).toBeGreaterThan(0);
      expect(['critical', 'high']).toContain(task.priority);
    }
    expect(PRODUCTION_TASKS.flatMap((task) => task.items).some((item) => item.required)).toBe(true);
    expect(PRODUCTION_TASKS.flatMap((task) => task.items).some((item) => item.unit === 'time')).toBe(true);
  });

  it('writes the rules into the instructions', () => {
    const english = JSON.stringify(PRODUCTION_TASKS.map((task) => task.instructions.map((line) => line.en)));
    for (const fact of ['28 cutlets', '50 g (48–52 g)', '10 × 6 × 1.5 cm', '30 minutes', '−18 °C for 2 hours', '10–20'])
      expect(english).toContain(fact);
  });

  it('names every task and item in English and Malayalam, with unique ids', () => {
    const ids = CUTLET_TASKS.flatMap((task) => [task.id, ...task.items.map((item) => item.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const task of CUTLET_TASKS) {
      for (const text of [task.title, task.category, ...task.items.map((item) => item.task)]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.ml).toMatch(/[\u0D00-\u0D7F]/);
      }
      for (const item of task.items) expect(item.id.startsWith(`${task.id}-`)).toBe(true);
    }
  });

  it('holds the IQF freezer reading and the portion weights to their physical limits', () => {
    const limited = CUTLET_TASKS.flatMap((task) => task.items)
      .filter((item) => item.limit)
      .map((item) => [item.task.en, item.unit, item.limit]);
    expect(limited).toEqual([
      ['Portion weight checked', 'g', 'portion'],
      ['Sample weight', 'g', 'portion'],
      ['Freezer temperature', 'celsius', 'iqfFreezer'],
    ]);
    expect(findCutletItem('prod-8-1')?.task.title.en).toBe('IQF freezing');
  });

  it('records each field of the day by at most one item, and finds items by id', () => {
    for (const field of CUTLET_FIELDS) {
      const recorders = CUTLET_TASKS.flatMap((task) => task.items).filter((item) => item.field === field);
      expect(recorders.length, field).toBeLessThanOrEqual(1);
    }
    expect(itemRecording('frozenCutlets')?.id).toBe('prep-1-3');
    expect(findCutletItem('prod-9-1')?.task.id).toBe('prod-9');
    expect(findCutletItem('prod-99-1')).toBeUndefined();
  });
});
