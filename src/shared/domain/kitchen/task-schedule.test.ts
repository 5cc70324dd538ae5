import { describe, expect, it } from 'vitest';
import type { Task } from '../../schemas/tasks.ts';
import {
  DELIVERY_BASELINE,
  DELIVERY_QUICK_TIMES,
  EARLIEST_START,
  FINAL_TASK_NAME,
  TIME_EXCEEDED_CHECK_MS,
  daysBeforeEvent,
  dueDateLabel,
  formatClock,
  isTimeExceeded,
  parseClock,
  sortTasks,
  startsTooEarly,
  taskDay,
} from './task-schedule.ts';
import { blankTask } from '../../content/default-tasks.ts';

function task(fields: Partial<Task>): Task {
  return { ...blankTask(1), id: 't', task: 'A task', estimatedDuration: '30', ...fields };
}

describe('constants', () => {
  it('are the final task, the delivery times, the earliest start and the once-a-minute check', () => {
    expect(FINAL_TASK_NAME).toBe('Rice and meat taken outside pit');
    expect(DELIVERY_BASELINE).toBe('12:00 PM');
    expect(DELIVERY_QUICK_TIMES).toEqual(['10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM']);
    expect(EARLIEST_START).toBe('5:00 AM');
    expect(TIME_EXCEEDED_CHECK_MS).toBe(60_000);
  });
});

describe('due dates', () => {
  it('count days before the event', () => {
    expect(daysBeforeEvent('Event day')).toBe(0);
    expect(daysBeforeEvent('Day before event')).toBe(1);
    expect(daysBeforeEvent('2 days before event')).toBe(2);
    expect(daysBeforeEvent('3 days before event')).toBe(3);
    expect(daysBeforeEvent('14 days before event')).toBe(14);
    expect(daysBeforeEvent(' event DAY ')).toBe(0);
  });

  it('count an unknown due date as the event day', () => {
    expect(daysBeforeEvent('')).toBe(0);
    expect(daysBeforeEvent('next week')).toBe(0);
    expect(daysBeforeEvent('-2 days before event')).toBe(0);
  });

  it('label a number of days, the inverse of daysBeforeEvent', () => {
    expect(dueDateLabel(0)).toBe('Event day');
    expect(dueDateLabel(1)).toBe('Day before event');
    expect(dueDateLabel(2)).toBe('2 days before event');
    expect(dueDateLabel(10)).toBe('10 days before event');
    expect(dueDateLabel(-1)).toBe('Event day');
    for (const days of [0, 1, 2, 3, 7, 30]) expect(daysBeforeEvent(dueDateLabel(days))).toBe(days);
  });

  it('fall on a day counted back from the event', () => {
    expect(taskDay('2026-12-06', 'Event day')).toBe('2026-12-06');
    expect(taskDay('2026-12-06', 'Day before event')).toBe('2026-12-05');
    expect(taskDay('2026-12-06', '3 days before event')).toBe('2026-12-03');
    expect(taskDay('2027-01-01', '2 days before event')).toBe('2026-12-30');
    expect(taskDay('2028-03-01', 'Day before event')).toBe('2028-02-29');
    expect(taskDay('Saturday', 'Event day')).toBe('');
  });
});

describe('clock text', () => {
  it('reads 12-hour times', () => {
    expect(parseClock('9:00 AM')).toBe(540);
    expect(parseClock('12:00 PM')).toBe(720);
    expect(parseClock('12:30 AM')).toBe(30);
    expect(parseClock('11:59 PM')).toBe(1439);
    expect(parseClock('6:05 pm')).toBe(1085);
    expect(parseClock('9 AM')).toBe(540);
    expect(parseClock('9:00am')).toBe(540);
    expect(parseClock('9:00 a.m.')).toBe(540);
  });

  it('reads 24-hour times', () => {
    expect(parseClock('14:30')).toBe(870);
    expect(parseClock('00:00')).toBe(0);
  });

  it('refuses what is no time', () => {
    for (const bad of ['', 'noon', '13:00 PM', '0:30 AM', '9:60 AM', '24:00', '9.00 AM', '9:0 AM']) {
      expect(parseClock(bad)).toBeNull();
    }
  });

  it('writes minutes back as h:mm AM/PM', () => {
    expect(formatClock(540)).toBe('9:00 AM');
    expect(formatClock(720)).toBe('12:00 PM');
    expect(formatClock(30)).toBe('12:30 AM');
    expect(formatClock(1085)).toBe('6:05 PM');
    expect(formatClock(1440 + 60)).toBe('1:00 AM');
    expect(formatClock(-60)).toBe('11:00 PM');
    for (const time of ['5:00 AM', '12:15 PM', '11:45 PM']) expect(formatClock(parseClock(time)!)).toBe(time);
  });
});

describe('startsTooEarly', () => {
  const tasks = [
    task({ id: 'light', dueDate: 'Day before event', startTime: '4:00 AM' }),
    task({ id: 'masala', startTime: '6:00 AM' }),
    task({ id: 'delivery', startTime: '12:00 PM', isDelivery: true }),
  ];

  it('warns when the first event-day task would start before 5:00 AM', () => {
    expect(startsTooEarly(tasks)).toBe(false);
    expect(startsTooEarly([task({ startTime: '4:59 AM' })])).toBe(true);
    expect(startsTooEarly([task({ startTime: '5:00 AM' })])).toBe(false);
  });

  it('ignores other days and tasks without a time', () => {
    expect(startsTooEarly([task({ dueDate: 'Day before event', startTime: '3:00 AM' })])).toBe(false);
    expect(startsTooEarly([task({ startTime: '' })])).toBe(false);
    expect(startsTooEarly([])).toBe(false);
  });
});

describe('isTimeExceeded', () => {
  const started = task({ startedAt: '2026-12-06T06:00:00.000Z', startedBy: 'Ravi', estimatedDuration: '30' });

  it('is true once now passes start plus the estimated minutes', () => {
    expect(isTimeExceeded(started, new Date('2026-12-06T06:29:59Z'))).toBe(false);
    expect(isTimeExceeded(started, new Date('2026-12-06T06:30:00Z'))).toBe(false);
    expect(isTimeExceeded(started, new Date('2026-12-06T06:30:01Z'))).toBe(true);
  });

  it('is false for tasks not started, completed, or with an unreadable start or duration', () => {
    const late = new Date('2026-12-07T00:00:00Z');
    expect(isTimeExceeded(task({}), late)).toBe(false);
    expect(isTimeExceeded({ ...started, completed: true }, late)).toBe(false);
    expect(isTimeExceeded({ ...started, startedAt: 'yesterday-ish' }, late)).toBe(false);
    expect(isTimeExceeded({ ...started, estimatedDuration: '' }, late)).toBe(false);
    expect(isTimeExceeded({ ...started, estimatedDuration: 'half an hour' }, late)).toBe(false);
  });
});

describe('sortTasks', () => {
  it('orders by days before the event (most first), then sortOrder', () => {
    const tasks = [
      task({ id: 'e2', sortOrder: 2 }),
      task({ id: 'd1', dueDate: 'Day before event', sortOrder: 5 }),
      task({ id: 'e1', sortOrder: 1 }),
      task({ id: 't3', dueDate: '3 days before event', sortOrder: 9 }),
      task({ id: 'c5', dueDate: '5 days before event', sortOrder: 50 }),
      task({ id: 't2', dueDate: '2 days before event', sortOrder: 3 }),
    ];
    expect(sortTasks(tasks).map((t) => t.id)).toEqual(['c5', 't3', 't2', 'd1', 'e1', 'e2']);
    expect(tasks[0]!.id).toBe('e2');
  });
});
