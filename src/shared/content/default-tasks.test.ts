import { describe, expect, it } from 'vitest';
import { DUE_DATES, taskSchema } from '../schemas/tasks.ts';
import {
  FINAL_TASK_NAME,
  daysBeforeEvent,
  parseClock,
  sortTasks,
  startsTooEarly,
} from '../domain/kitchen/task-schedule.ts';
import { shiftSchedule } from '../domain/kitchen/schedule-shift.ts';
import { defaultTasks, deliveryTaskTitle, temperatureTask } from './default-tasks.ts';

const tasks = defaultTasks(7);

describe('defaultTasks', () => {
  it('gives tasks that all pass the contract, with unique stable ids', () => {
    for (const task of tasks) expect(taskSchema.parse(task)).toEqual(task);
    const ids = tasks.map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^default-[a-z0-9-]+$/);
    expect(defaultTasks(8).map((task) => task.id)).toEqual(ids);
  });

  it('belong to the event and start untouched', () => {
    for (const task of tasks) {
      expect(task.eventId).toBe(7);
      expect(task).toMatchObject({
        completed: false,
        startedAt: null,
        startedBy: null,
        completedAt: null,
        completedBy: null,
        hasVideo: false,
        videoUrl: '',
        temperatureValue: null,
        assignedTo: '',
      });
      expect(task.description.trim()).not.toBe('');
      expect(Number(task.estimatedDuration)).toBeGreaterThanOrEqual(1);
      expect(parseClock(task.startTime)).not.toBeNull();
    }
  });

  it('spread over 3 days before, 2 days before, the day before and the event day', () => {
    expect(new Set(tasks.map((task) => task.dueDate))).toEqual(new Set(DUE_DATES));
  });

  it('are already in order: by day, then by start time within a day', () => {
    expect(sortTasks(tasks)).toEqual(tasks);
    const orders = tasks.map((task) => task.sortOrder);
    expect(new Set(orders).size).toBe(orders.length);
    for (let i = 1; i < tasks.length; i++) {
      const [before, after] = [tasks[i - 1]!, tasks[i]!];
      if (before.dueDate === after.dueDate) {
        expect(parseClock(after.startTime)!).toBeGreaterThanOrEqual(parseClock(before.startTime)!);
      }
    }
  });

  it('hold exactly one final task, which cannot be deleted, before delivery', () => {
    const finals = tasks.filter((task) => task.isFinalTask);
    expect(finals).toHaveLength(1);
    expect(finals[0]).toMatchObject({ task: FINAL_TASK_NAME, dueDate: 'Event day' });
    const delivery = tasks.find((task) => task.isDelivery)!;
    expect(parseClock(finals[0]!.startTime)!).toBeLessThan(parseClock(delivery.startTime)!);
  });

  it('hold pit temperature tasks for each of the pit’s limits, every 15 minutes while cooking', () => {
    const temperature = tasks.filter((task) => task.isTemperature);
    expect(temperature.length).toBeGreaterThanOrEqual(3);
    for (const task of tasks) expect(task.temperatureCheck !== null).toBe(task.isTemperature);
    const checks = temperature.map((task) => task.temperatureCheck);
    expect(checks).toEqual(
      expect.arrayContaining(['before-loading', 'first-hour', 'after-loading-hour', 'done-check']),
    );

    const eventDay = temperature.filter((task) => task.dueDate === 'Event day');
    const starts = eventDay.map((task) => parseClock(task.startTime)!);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBe(15);
    const at = (check: string) => parseClock(temperature.find((task) => task.temperatureCheck === check)!.startTime)!;
    expect(at('after-loading-hour') - at('before-loading')).toBe(60);
    expect(at('done-check') - at('before-loading')).toBe(120);
    // Each check between the hour marks is judged by its own band, named by its minutes after loading.
    for (const task of eventDay.filter((each) => each.temperatureCheck?.startsWith('after-loading-') === true)) {
      if (task.temperatureCheck === 'after-loading-hour') continue;
      const minutes = Number(task.temperatureCheck!.slice('after-loading-'.length));
      expect(parseClock(task.startTime)! - at('before-loading'), task.id).toBe(minutes);
    }
    expect(checks.filter((check) => check === 'general')).toEqual([]);
  });

  it('state the 2-hour rule on the done check, in both languages', () => {
    const done = tasks.find((task) => task.temperatureCheck === 'done-check')!;
    expect(done.description).toContain('above 135 °C cook 10 more minutes');
    expect(done.description).toContain('at 135 °C or below cook 20 more minutes');
    expect(done.descriptionMl).toContain('135 °C');
  });

  it('load the meat only at 200 °C or more, after the meat masala', () => {
    const load = tasks.find((task) => task.temperatureCheck === 'before-loading')!;
    expect(load.description).toContain('200 °C');
    const masala = tasks.find((task) => task.id === 'default-meat-masala')!;
    expect(masala).toMatchObject({ startTime: '6:00 AM', estimatedDuration: '90', dueDate: 'Event day' });
    expect(load.startTime).toBe('7:30 AM');
  });

  it('light the pit the evening before, 12 hours before cooking', () => {
    const light = tasks.find((task) => task.id === 'default-light-pit')!;
    expect(light).toMatchObject({ dueDate: 'Day before event', startTime: '7:00 PM' });
    expect(light.description).toContain('10–15 minutes');
    expect(light.sopLink).toBe('/soplocked/pitlighting?eventId=7&startTimer=1-2');
  });

  it('buy 40 kg of dried tamarind wood and 2.5 kg of coconut shells two days before', () => {
    const wood = tasks.find((task) => task.id === 'default-wood-and-coconut-shells')!;
    expect(wood.dueDate).toBe('2 days before event');
    expect(wood.description).toContain('40 kg');
    expect(wood.description).toContain('2.5 kg');
  });

  it('soak the rice 30 minutes and cook it 1:2 on the event day', () => {
    const soak = tasks.find((task) => task.id === 'default-rice-soak')!;
    expect(soak).toMatchObject({ dueDate: 'Event day', estimatedDuration: '30' });
    expect(tasks.find((task) => task.id === 'default-rice-cook')!.description).toContain('1:2');
  });

  it('deliver at 12:00 PM for 30 minutes, a standard delivery', () => {
    const deliveries = tasks.filter((task) => task.isDelivery);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      dueDate: 'Event day',
      startTime: '12:00 PM',
      estimatedDuration: '30',
      deliveryType: 'standard',
    });
    for (const task of tasks.filter((t) => !t.isDelivery)) expect(task.deliveryType).toBeNull();
  });

  it('link the steps an SOP page covers to that page for this event', () => {
    for (const task of tasks.filter((t) => t.sopLink !== '')) {
      expect(task.sopLink).toMatch(
        /^\/soplocked\/(setup|meatmasala|pitlighting|riceprep|finalcooking|chutneyprep)\?eventId=7(&startTimer=\d+-\d+)?$/,
      );
    }
    const timed = tasks.filter((task) => task.sopLink.includes('startTimer')).map((task) => task.sopLink.slice(-3));
    expect(timed).toEqual(['1-1', '1-2', '1-3', '1-4']);
    for (const slug of ['meat-masala', 'chutney', 'rice-soak', 'final']) {
      expect(tasks.find((task) => task.id === `default-${slug}`)!.sopLink).not.toBe('');
    }
  });

  it('start the event day at 6:00 AM, so a 10:00 AM delivery starts too early', () => {
    const first = tasks.filter((task) => daysBeforeEvent(task.dueDate) === 0)[0]!;
    expect(first.startTime).toBe('6:00 AM');
    expect(startsTooEarly(tasks)).toBe(false);
    const moved = (time: string) => {
      const shift = shiftSchedule(tasks, time);
      return shift.ok ? shift.tasks : [];
    };
    expect(startsTooEarly(moved('10:00 AM'))).toBe(true);
    expect(startsTooEarly(moved('2:00 PM'))).toBe(false);
  });
});

describe('temperatureTask', () => {
  it('is an extra 5-minute pit reading on the event day', () => {
    const task = temperatureTask(7, 2);
    expect(taskSchema.parse(task)).toEqual(task);
    expect(task).toMatchObject({
      task: 'Additional Temperature Measurement 2',
      estimatedDuration: '5',
      dueDate: 'Event day',
      isTemperature: true,
      temperatureCheck: 'general',
      temperatureValue: null,
      eventId: 7,
      isFinalTask: false,
    });
    expect(task.description).toContain('pit temperature');
    expect(temperatureTask(7, 3).id).not.toBe(task.id);
    expect(tasks.map((t) => t.id)).not.toContain(task.id);
  });
});

describe('deliveryTaskTitle', () => {
  it('names the delivery by its location and type, in English and Malayalam', () => {
    expect(deliveryTaskTitle('Kakkanad', 'standard')).toEqual({
      task: 'Delivery to Kakkanad',
      taskMl: 'ഡെലിവറി: Kakkanad',
    });
    expect(deliveryTaskTitle(' Edappally ', 'combined')).toEqual({
      task: 'Combined route delivery to Edappally',
      taskMl: 'ഒന്നിച്ചുള്ള റൂട്ടിൽ ഡെലിവറി: Edappally',
    });
  });
});

describe('the default tasks in Malayalam', () => {
  const MALAYALAM = /[\u0D00-\u0D7F]/;
  const numbers = (text: string) => text.match(/\d+(?:[.:–]\d+)*/g) ?? [];

  it('give every name and description in Malayalam too, each unlike any other', () => {
    for (const task of [...tasks, temperatureTask(7, 1)]) {
      expect(task.taskMl, task.id).toMatch(MALAYALAM);
      expect(task.descriptionMl, task.id).toMatch(MALAYALAM);
    }
    expect(new Set(tasks.map((task) => task.taskMl)).size).toBe(tasks.length);
  });

  it('keep every quantity, time and temperature of the English', () => {
    for (const task of tasks) {
      for (const n of numbers(task.task)) expect(task.taskMl, `${task.id}: ${n}`).toContain(n);
      for (const n of numbers(task.description)) expect(task.descriptionMl, `${task.id}: ${n}`).toContain(n);
    }
  });
});
