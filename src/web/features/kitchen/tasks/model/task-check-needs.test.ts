import { describe, expect, it } from 'vitest';
import { keralaInstant } from '#shared/domain/kerala-time.ts';
import { makeReading, makeTask } from '#web/test/factories.ts';
import { taskCheckNeeds } from './task-check-needs.ts';

const EVENT_DAY = '2026-11-24';
const probe = makeTask({
  isTemperature: true,
  temperatureCheck: 'before-loading',
  dueDate: 'Event day',
  startTime: '10:00 AM',
});
const atTen = new Date(keralaInstant(EVENT_DAY, 10 * 60));

describe('what completing a temperature task still needs', () => {
  it('asks what was done about a typed reading outside its limit, and nothing for one inside', () => {
    expect(taskCheckNeeds(probe, 150, null, EVENT_DAY, atTen)).toEqual({ action: true, earlyTime: null });
    expect(taskCheckNeeds(probe, 250, null, EVENT_DAY, atTen)).toEqual({ action: false, earlyTime: null });
  });

  it('with nothing typed, asks about the newest reading outside its limit that has no action yet', () => {
    const low = makeReading({ valueC: 150, inRange: false });
    expect(taskCheckNeeds(probe, Number.NaN, low, EVENT_DAY, atTen).action).toBe(true);
    const handled = { ...low, actionTaken: 'Added wood', actionBy: 'Ravi' };
    expect(taskCheckNeeds(probe, Number.NaN, handled, EVENT_DAY, atTen).action).toBe(false);
    expect(taskCheckNeeds(probe, Number.NaN, null, EVENT_DAY, atTen).action).toBe(false);
  });

  it('asks why it is done early an hour before its start, and not at its start or without the event day', () => {
    const nine = new Date(keralaInstant(EVENT_DAY, 9 * 60));
    expect(taskCheckNeeds(probe, 250, null, EVENT_DAY, nine).earlyTime).toBe('10:00 AM');
    expect(taskCheckNeeds(probe, 250, null, EVENT_DAY, atTen).earlyTime).toBeNull();
    expect(taskCheckNeeds(probe, 250, null, undefined, nine).earlyTime).toBeNull();
  });

  it('needs nothing of a completed task or of one that takes no reading', () => {
    const none = { action: false, earlyTime: null };
    expect(taskCheckNeeds({ ...probe, completed: true }, 150, null, EVENT_DAY, atTen)).toEqual(none);
    expect(taskCheckNeeds({ ...probe, isTemperature: false }, 150, null, EVENT_DAY, atTen)).toEqual(none);
  });
});
