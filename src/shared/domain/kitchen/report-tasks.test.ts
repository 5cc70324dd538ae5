import { describe, expect, it } from 'vitest';
import { blankTask } from '../../content/default-tasks.ts';
import type { Task } from '../../schemas/tasks.ts';
import {
  DEFAULT_VIEW,
  filterReportTasks,
  matchesSearch,
  percentOf,
  reportRows,
  reportStatus,
  sortReportTasks,
  taskBadges,
  taskStatistics,
} from './report-tasks.ts';
import { FINAL_TASK_NAME } from './task-schedule.ts';

let n = 0;
function task(overrides: Partial<Task> = {}): Task {
  n++;
  return { ...blankTask(5), id: `t${n}`, task: `Task ${n}`, sortOrder: n, ...overrides };
}
const names = (tasks: Task[]) => tasks.map((one) => one.task);

const pending = task({ task: 'Soak rice', sortOrder: 3, assignedTo: 'Anu' });
const started = task({
  task: 'Light the pit',
  sortOrder: 1,
  startedAt: '2026-12-19T13:30:00.000Z',
  startedBy: 'Ravi',
});
const done = task({
  task: 'Buy mutton',
  sortOrder: 2,
  completed: true,
  startedAt: '2026-12-18T04:00:00.000Z',
  startedBy: 'Bala',
  completedAt: '2026-12-18T05:00:00.000Z',
  completedBy: 'Meera',
});

describe('report task status', () => {
  it('Completed if completed; In Progress if started and not completed; otherwise Pending', () => {
    expect(reportStatus(done)).toBe('completed');
    expect(reportStatus(started)).toBe('inProgress');
    expect(reportStatus(pending)).toBe('pending');
    // Completed wins even without a start time (a task ticked off at once).
    expect(reportStatus({ completed: true, startedAt: null })).toBe('completed');
    expect(reportStatus({ completed: false, startedAt: '' })).toBe('pending');
  });

  it('counts each status, and the bar widths are percentages of the total', () => {
    expect(taskStatistics([pending, started, done, task()])).toEqual({
      total: 4,
      completed: 1,
      inProgress: 1,
      pending: 2,
    });
    expect(taskStatistics([])).toEqual({ total: 0, completed: 0, inProgress: 0, pending: 0 });
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(2, 4)).toBe(50);
    expect(percentOf(1, 3)).toBeCloseTo(33.333, 3);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('report filters', () => {
  const all = [pending, started, done];

  it('filters by status', () => {
    expect(names(filterReportTasks(all, 'all', ''))).toEqual(['Soak rice', 'Light the pit', 'Buy mutton']);
    expect(names(filterReportTasks(all, 'completed', ''))).toEqual(['Buy mutton']);
    expect(names(filterReportTasks(all, 'inProgress', ''))).toEqual(['Light the pit']);
    expect(names(filterReportTasks(all, 'pending', ''))).toEqual(['Soak rice']);
  });

  it('searches task, assignee, starter and completer, ignoring case; nothing else', () => {
    expect(matchesSearch(pending, 'RICE')).toBe(true);
    expect(matchesSearch(pending, 'anu')).toBe(true);
    expect(matchesSearch(started, 'rav')).toBe(true);
    expect(matchesSearch(done, 'MEERA')).toBe(true);
    expect(matchesSearch(done, 'bala')).toBe(true);
    expect(matchesSearch(task({ task: 'Soak rice', taskMl: 'അരി കുതിർക്കുക' }), 'അരി')).toBe(true);
    expect(matchesSearch(task({ description: 'rice' }), 'rice')).toBe(false);
    expect(matchesSearch(task({ deliveryLocation: 'Kottayam' }), 'kottayam')).toBe(false);
    expect(matchesSearch(pending, '')).toBe(true);
    expect(matchesSearch(pending, '  ')).toBe(true);
    expect(matchesSearch(pending, ' rice ')).toBe(true);
    expect(names(filterReportTasks(all, 'all', 'a'))).toEqual(['Soak rice', 'Light the pit', 'Buy mutton']);
    expect(names(filterReportTasks(all, 'completed', 'rice'))).toEqual([]);
    expect(names(filterReportTasks(all, 'pending', 'rice'))).toEqual(['Soak rice']);
  });

  it('searches Malayalam names too', () => {
    expect(matchesSearch(task({ startedBy: 'രവി' }), 'രവി')).toBe(true);
  });
});

describe('report sort', () => {
  it('Time: by startedAt, falling back to sortOrder for a task not started; the direction flips it', () => {
    const later = task({ task: 'Later', sortOrder: 0, startedAt: '2026-12-20T05:00:00.000Z' });
    const earlier = task({ task: 'Earlier', sortOrder: 9, startedAt: '20/12/2026 09:00:00' });
    const first = task({ task: 'First planned', sortOrder: 1 });
    const second = task({ task: 'Second planned', sortOrder: 2 });
    const tasks = [later, second, earlier, first];
    // Not started, the place in the list is the key: it comes before any start time.
    expect(names(sortReportTasks(tasks, 'time', 'asc'))).toEqual([
      'First planned',
      'Second planned',
      'Earlier',
      'Later',
    ]);
    expect(names(sortReportTasks(tasks, 'time', 'desc'))).toEqual([
      'Later',
      'Earlier',
      'Second planned',
      'First planned',
    ]);
  });

  it('Time: an unreadable start counts as not started', () => {
    const odd = task({ task: 'Odd', sortOrder: 5, startedAt: 'after lunch' });
    const planned = task({ task: 'Planned', sortOrder: 6 });
    expect(names(sortReportTasks([planned, started, odd], 'time', 'asc'))).toEqual(['Odd', 'Planned', 'Light the pit']);
  });

  it('Status: Pending < In Progress < Completed', () => {
    const tasks = [done, pending, started];
    expect(names(sortReportTasks(tasks, 'status', 'asc'))).toEqual(['Soak rice', 'Light the pit', 'Buy mutton']);
    expect(names(sortReportTasks(tasks, 'status', 'desc'))).toEqual(['Buy mutton', 'Light the pit', 'Soak rice']);
  });

  it('Task Name: the locale comparison (case and accents as people read them)', () => {
    const tasks = [
      task({ task: 'banana' }),
      task({ task: 'Apple' }),
      task({ task: 'cherry' }),
      task({ task: 'Éclair' }),
    ];
    expect(names(sortReportTasks(tasks, 'name', 'asc', 'en'))).toEqual(['Apple', 'banana', 'cherry', 'Éclair']);
    expect(names(sortReportTasks(tasks, 'name', 'desc', 'en'))).toEqual(['Éclair', 'cherry', 'banana', 'Apple']);
  });

  it('keeps the list order for ties, and never changes the list it was given', () => {
    const a = task({ task: 'A' });
    const b = task({ task: 'B' });
    const list = [b, a];
    expect(names(sortReportTasks(list, 'status', 'asc'))).toEqual(['B', 'A']);
    expect(names(sortReportTasks(list, 'status', 'desc'))).toEqual(['B', 'A']);
    expect(names(list)).toEqual(['B', 'A']);
  });

  it('the table opens with every task, by time, ascending', () => {
    expect(DEFAULT_VIEW).toEqual({ status: 'all', search: '', sort: 'time', direction: 'asc' });
    expect(names(reportRows([done, pending, started], DEFAULT_VIEW))).toEqual([
      'Soak rice',
      'Buy mutton',
      'Light the pit',
    ]);
    expect(
      names(
        reportRows([done, pending, started], { status: 'all', search: 'i', sort: 'name', direction: 'desc' }, 'en'),
      ),
    ).toEqual(['Soak rice', 'Light the pit']);
  });
});

describe('row badges', () => {
  it('Final, Temperature, Delivery, or Combined Delivery when the delivery type is combined', () => {
    expect(taskBadges(task())).toEqual([]);
    expect(taskBadges(task({ isFinalTask: true }))).toEqual(['final']);
    expect(taskBadges(task({ task: FINAL_TASK_NAME }))).toEqual(['final']);
    expect(taskBadges(task({ isTemperature: true }))).toEqual(['temperature']);
    expect(taskBadges(task({ isDelivery: true, deliveryType: 'standard' }))).toEqual(['delivery']);
    expect(taskBadges(task({ isDelivery: true, deliveryType: null }))).toEqual(['delivery']);
    expect(taskBadges(task({ isDelivery: true, deliveryType: 'combined' }))).toEqual(['combinedDelivery']);
    expect(taskBadges(task({ isFinalTask: true, isTemperature: true }))).toEqual(['final', 'temperature']);
    // A combined type on a task that is not a delivery is no badge.
    expect(taskBadges(task({ deliveryType: 'combined' }))).toEqual([]);
  });
});
