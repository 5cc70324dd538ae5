import { describe, expect, it } from 'vitest';
import { EARLY_TOLERANCE_MINUTES, actionTakenSchema, isTooEarly } from './check-rules.ts';
import { taskStartsAt } from './task-schedule.ts';

describe('taskStartsAt', () => {
  it('is the task’s start time on its day, Kerala time', () => {
    expect(taskStartsAt('2026-12-20', { dueDate: 'Event day', startTime: '8:30 AM' })).toBe(
      Date.parse('2026-12-20T03:00:00Z'),
    );
    expect(taskStartsAt('2026-12-20', { dueDate: 'Day before event', startTime: '8:00 PM' })).toBe(
      Date.parse('2026-12-19T14:30:00Z'),
    );
  });

  it('is null without a start time or a real event date', () => {
    expect(taskStartsAt('2026-12-20', { dueDate: 'Event day', startTime: '' })).toBeNull();
    expect(taskStartsAt('someday', { dueDate: 'Event day', startTime: '8:30 AM' })).toBeNull();
  });
});

describe('isTooEarly', () => {
  const due = Date.parse('2026-12-20T03:00:00Z'); // 8:30 AM in Kerala
  it(`allows ${EARLY_TOLERANCE_MINUTES} minutes before the time, not more`, () => {
    expect(isTooEarly(due, due - 15 * 60_000)).toBe(false);
    expect(isTooEarly(due, due - 15 * 60_000 - 1)).toBe(true);
    expect(isTooEarly(due, Date.parse('2026-12-20T01:30:00Z'))).toBe(true); // 7:00 AM
    expect(isTooEarly(due, due + 60_000)).toBe(false);
    expect(isTooEarly(null, 0)).toBe(false);
  });
});

describe('actionTakenSchema', () => {
  it('takes the cook’s own words of 3 to 300 characters', () => {
    expect(actionTakenSchema.safeParse('  Closed the lid, added shells  ').data).toBe('Closed the lid, added shells');
    expect(actionTakenSchema.safeParse('ok').success).toBe(false);
    expect(actionTakenSchema.safeParse('x'.repeat(301)).success).toBe(false);
  });
});
