import { describe, expect, it } from 'vitest';
import type { Task } from '../../schemas/tasks.ts';
import { blankTask, defaultTasks } from '../../content/default-tasks.ts';
import {
  COOKING_STARTS_TASK_ID,
  FIRE_LIT_TASK_ID,
  deliveryWindow,
  fireMinutesBeforeCooking,
  shiftSchedule,
} from './schedule-shift.ts';
import { currentDeliveryTime, startsTooEarly } from './task-schedule.ts';

function task(fields: Partial<Task>): Task {
  return { ...blankTask(1), id: 't', task: 'A task', estimatedDuration: '30', ...fields };
}

const times = (list: Task[]) => Object.fromEntries(list.map((t) => [t.id, t.startTime]));

/** The moved list, failing the test when the time is refused. */
function moved(tasks: Task[], time: string): Task[] {
  const result = shiftSchedule(tasks, time);
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result.tasks;
}

describe('shiftSchedule on the default list', () => {
  const defaults = defaultTasks(7);
  const at = (list: Task[], id: string) => list.find((t) => t.id === `default-${id}`)!.startTime;

  it('moves every task by the same amount, the days before included', () => {
    const list = moved(defaults, '2:00 PM');
    expect(at(list, 'light-pit')).toBe('9:00 PM');
    expect(at(list, 'close-pit')).toBe('10:05 PM');
    expect(at(list, 'inventory-check')).toBe('12:00 PM');
    expect(at(list, 'meat-masala')).toBe('8:00 AM');
    expect(at(list, 'load-meat')).toBe('9:30 AM');
    expect(at(list, 'delivery')).toBe('2:00 PM');
    expect(fireMinutesBeforeCooking(list)).toBe(fireMinutesBeforeCooking(defaults));
  });

  it('keeps the fire lit 12 hours and more before the meat goes in', () => {
    expect(fireMinutesBeforeCooking(defaults)).toBe(12 * 60 + 30);
    for (const time of ['6:00 AM', '10:00 AM', '12:00 PM', '2:00 PM', '3:54 PM']) {
      expect(fireMinutesBeforeCooking(moved(defaults, time))).toBe(12 * 60 + 30);
    }
  });

  it('refuses a 4:00 AM delivery: the meat masala would start before midnight', () => {
    const result = shiftSchedule(defaults, '4:00 AM');
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: 'kitchenRules.schedule.beforeDay',
        params: {
          time: '4:00 AM',
          task: 'Prepare the meat masala and marinate the mutton',
          taskMl: 'ഇറച്ചി മസാല തയ്യാറാക്കി മട്ടനിൽ പുരട്ടിവെക്കുക',
          earliest: '6:00 AM',
          latest: '3:54 PM',
        },
      },
    });
  });

  it('takes the day’s edges exactly: 6:00 AM puts the masala at 12:00 AM, 5:59 AM is refused', () => {
    expect(at(moved(defaults, '6:00 AM'), 'meat-masala')).toBe('12:00 AM');
    expect(shiftSchedule(defaults, '5:59 AM')).toMatchObject({
      ok: false,
      refusal: { code: 'kitchenRules.schedule.beforeDay' },
    });
    expect(at(moved(defaults, '3:54 PM'), 'close-pit')).toBe('11:59 PM');
    expect(shiftSchedule(defaults, '3:55 PM')).toMatchObject({
      ok: false,
      refusal: { code: 'kitchenRules.schedule.afterDay', params: { task: 'Close the pit', time: '3:55 PM' } },
    });
  });

  it('refuses 4 PM and 6 PM for the default list: closing the pit would pass midnight', () => {
    for (const time of ['4:00 PM', '6:00 PM']) {
      expect(shiftSchedule(defaults, time)).toMatchObject({
        ok: false,
        refusal: { code: 'kitchenRules.schedule.afterDay' },
      });
    }
  });

  it('keeps the warning before 5:00 AM where a time is taken', () => {
    expect(startsTooEarly(moved(defaults, '10:00 AM'))).toBe(true);
    expect(startsTooEarly(moved(defaults, '11:00 AM'))).toBe(false);
  });

  it('tells the window of delivery times the list can take', () => {
    expect(deliveryWindow(defaults)).toEqual({ earliest: '6:00 AM', latest: '3:54 PM' });
    expect(deliveryWindow([task({ startTime: '' })])).toBeNull();
  });
});

describe('shiftSchedule', () => {
  const tasks = [
    task({ id: 'shop', dueDate: '3 days before event', startTime: '10:00 AM' }),
    task({ id: 'light', dueDate: 'Day before event', startTime: '7:00 PM' }),
    task({ id: 'masala', startTime: '6:00 AM' }),
    task({ id: 'delivery', startTime: '12:00 PM', isDelivery: true, sortOrder: 1 }),
    task({ id: 'untimed', startTime: '' }),
    task({ id: 'odd', startTime: 'after lunch' }),
  ];

  it('moves each timed task by the delivery time minus the current one; untimed ones stay', () => {
    expect(times(moved(tasks, '2:00 PM'))).toEqual({
      shop: '12:00 PM',
      light: '9:00 PM',
      masala: '8:00 AM',
      delivery: '2:00 PM',
      untimed: '',
      odd: 'after lunch',
    });
    expect(times(moved(tasks, '12:00 PM'))).toEqual(times(tasks));
  });

  it('changes nothing when the same time is applied twice; 2 PM then 3 PM ends where 3 PM does', () => {
    const once = moved(tasks, '2:00 PM');
    expect(currentDeliveryTime(once)).toBe('2:00 PM');
    expect(times(moved(once, '2:00 PM'))).toEqual(times(once));
    expect(times(moved(once, '3:00 PM'))).toEqual(times(moved(tasks, '3:00 PM')));
    expect(times(moved(moved(once, '3:00 PM'), '12:00 PM'))).toEqual(times(tasks));
  });

  it('measures from 12:00 PM when no event-day delivery task has a readable time', () => {
    const noDelivery = tasks.filter((t) => t.id !== 'delivery');
    expect(times(moved(noDelivery, '2:00 PM'))).toMatchObject({ masala: '8:00 AM', light: '9:00 PM' });
  });

  it('leaves the input untouched and returns new task objects', () => {
    const shifted = moved(tasks, '1:00 PM');
    expect(tasks[2]!.startTime).toBe('6:00 AM');
    expect(shifted[2]).not.toBe(tasks[2]);
    expect(shifted[2]!.startTime).toBe('7:00 AM');
  });

  it('refuses a day-before task pushed past midnight', () => {
    const result = shiftSchedule(tasks, '5:00 PM');
    expect(result).toMatchObject({
      ok: false,
      refusal: { code: 'kitchenRules.schedule.afterDay', params: { task: 'A task', taskMl: 'A task' } },
    });
  });

  it('refuses a list whose fire would burn less than 12 hours before the meat goes in', () => {
    const list = [
      task({ id: FIRE_LIT_TASK_ID, dueDate: 'Day before event', startTime: '9:00 PM' }),
      task({ id: COOKING_STARTS_TASK_ID, startTime: '7:30 AM' }),
      task({ id: 'delivery', isDelivery: true, startTime: '12:00 PM' }),
    ];
    expect(fireMinutesBeforeCooking(list)).toBe(10 * 60 + 30);
    expect(shiftSchedule(list, '1:00 PM')).toEqual({
      ok: false,
      refusal: {
        code: 'kitchenRules.schedule.fireTooShort',
        params: { time: '1:00 PM', hours: 10, minutes: 30, needed: 12 },
      },
    });
    const enough = list.map((t) => (t.id === FIRE_LIT_TASK_ID ? { ...t, startTime: '7:30 PM' } : t));
    expect(shiftSchedule(enough, '1:00 PM')).toMatchObject({ ok: true, shiftMinutes: 60 });
  });

  it('skips the fire rule when the list has no fire-lighting or loading task with a time', () => {
    expect(fireMinutesBeforeCooking(tasks)).toBeNull();
    expect(
      fireMinutesBeforeCooking([task({ id: FIRE_LIT_TASK_ID, startTime: '' }), task({ id: COOKING_STARTS_TASK_ID })]),
    ).toBeNull();
  });
});
