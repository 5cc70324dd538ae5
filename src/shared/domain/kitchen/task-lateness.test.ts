import { describe, expect, it } from 'vitest';
import type { Task } from '../../schemas/tasks.ts';
import { blankTask } from '../../content/default-tasks.ts';
import { isLate, lateAfter } from './task-lateness.ts';

function task(fields: Partial<Task>): Task {
  return { ...blankTask(1), id: 't', task: 'A task', estimatedDuration: '30', startTime: '6:00 AM', ...fields };
}

/** An instant on Kerala's clock (UTC+05:30). */
const kerala = (stamp: string) => new Date(`${stamp}+05:30`);
const EVENT = '2026-12-05';

describe('isLate', () => {
  it('marks a task nobody started once its start time on its day has passed, on Kerala’s clock', () => {
    const masala = task({ startTime: '6:00 AM' });
    expect(isLate(masala, EVENT, kerala('2026-12-05T05:59:00'))).toBe(false);
    expect(isLate(masala, EVENT, kerala('2026-12-05T06:00:00'))).toBe(false);
    expect(isLate(masala, EVENT, kerala('2026-12-05T06:01:00'))).toBe(true);
    expect(isLate(masala, EVENT, kerala('2026-12-05T09:00:00'))).toBe(true);
    // 00:31 UTC is already 6:01 AM in Kerala.
    expect(isLate(masala, EVENT, new Date('2026-12-05T00:31:00Z'))).toBe(true);
  });

  it('counts the day-before and days-before tasks on their own day', () => {
    const fire = task({ dueDate: 'Day before event', startTime: '7:00 PM' });
    expect(lateAfter(fire, EVENT)).toBe(Date.parse('2026-12-04T19:00:00+05:30'));
    expect(isLate(fire, EVENT, kerala('2026-12-04T18:00:00'))).toBe(false);
    expect(isLate(fire, EVENT, kerala('2026-12-04T19:30:00'))).toBe(true);
    const shopping = task({ dueDate: '3 days before event', startTime: '10:00 AM' });
    expect(isLate(shopping, EVENT, kerala('2026-12-02T10:01:00'))).toBe(true);
    expect(isLate(shopping, EVENT, kerala('2026-12-02T09:59:00'))).toBe(false);
  });

  it('gives a started task until its start plus its duration', () => {
    const started = task({ startedAt: '2026-12-05T00:30:00Z', startedBy: 'Anu' });
    expect(isLate(started, EVENT, kerala('2026-12-05T06:29:00'))).toBe(false);
    expect(isLate(started, EVENT, kerala('2026-12-05T06:31:00'))).toBe(true);
    expect(isLate({ ...started, estimatedDuration: '' }, EVENT, kerala('2026-12-05T23:00:00'))).toBe(false);
  });

  it('gives a task without a start time until the end of its day', () => {
    const untimed = task({ startTime: '' });
    expect(isLate(untimed, EVENT, kerala('2026-12-05T23:59:00'))).toBe(false);
    expect(isLate(untimed, EVENT, kerala('2026-12-06T00:01:00'))).toBe(true);
  });

  it('never marks a completed task, nor one of an event without a real date', () => {
    const done = task({ completed: true, completedAt: '2026-12-05T03:00:00Z' });
    expect(isLate(done, EVENT, kerala('2026-12-06T09:00:00'))).toBe(false);
    expect(isLate(task({}), 'next Saturday', kerala('2030-01-01T00:00:00'))).toBe(false);
  });
});
