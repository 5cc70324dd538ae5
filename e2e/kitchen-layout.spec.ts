import type { APIRequestContext } from '@playwright/test';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
import type { DiaryEvent } from '../src/shared/schemas/diary.ts';
import type { Task } from '../src/shared/schemas/tasks.ts';
import { boardEvent } from '../src/web/features/kitchen/board/model/pick-event.ts';
import {
  CLOCK,
  KITCHEN_TEXTS,
  createDiaryEvent,
  fillText,
  signInThroughApi,
  sidewaysScroll,
  startTaskThroughApi,
  taskList,
  textPattern,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * A diary event for today, and the event the wall board shows (today's first, which is this one unless
 * an earlier test made one for today too), with a task in progress started by Anil.
 */
async function boardWithTaskInProgress(request: APIRequestContext): Promise<{ event: DiaryEvent; task: Task }> {
  await createDiaryEvent(request, { title: `Wall board ${uniqueTag()}`, date: todayInKerala() });
  const all = ((await (await request.get('/api/diary-events')).json()) as { data: DiaryEvent[] }).data;
  const event = boardEvent(all)!;
  return { event, task: await startTaskThroughApi(request, event.id, (await openTask(request, event.id)).id, 'Anil') };
}

/** A task of the event nobody has started; a list used up by earlier tests gets a new one (records stay). */
async function openTask(request: APIRequestContext, eventId: number): Promise<Task> {
  const isOpen = (task: Task) => task.startedAt === null && !task.completed && !task.isTemperature;
  const open = (await taskList(request, eventId)).data.find(isOpen);
  if (open) return open;
  const added = await request.post(`/api/todos/${eventId}/tasks`, {
    data: { kind: 'custom', task: `Wall board task ${uniqueTag()}`, dueDate: 'Event day', estimatedDuration: 30 },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { task: Task }).task;
}

for (const [language, width, height] of [
  ['ml', 360, 740],
  ['en', 1920, 1080],
] as const) {
  const texts = KITCHEN_TEXTS[language];

  test(`the event diary with its task panel fits ${width} px (${language})`, async ({ page, staffAccount }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((chosen) => localStorage.setItem('mandi.language', chosen), language);
    await signInThroughApi(page.request, staffAccount);
    const event = await createDiaryEvent(page.request, { title: `Layout ${language} ${uniqueTag()}` });
    await startTaskThroughApi(page.request, event.id, 'default-inventory-check', 'Anil');

    await page.goto('/roadmap?tab=diary');
    await expect(page.getByRole('heading', { level: 1, name: texts.home.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: texts.home.tabs.diary, selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.diary.title })).toBeVisible();
    const card = page.getByRole('article', { name: event.title, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: texts.diary.card.viewTasks })).toBeVisible();
    expect(await sidewaysScroll(page), 'diary list').toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await card.getByRole('button', { name: texts.diary.card.viewTasks }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}(&|$)`));
    const panel = page.getByRole('region', { name: fillText(texts.tasks.heading, { title: event.title }) });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: texts.tasks.actions.schedule })).toBeVisible();
    await expect(
      panel.getByTestId('task-state').filter({ hasText: textPattern(texts.tasks.state.started, { name: 'Anil' }) }),
    ).toBeVisible();
    expect(await sidewaysScroll(page), 'diary with the task panel').toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test(`the wall board shows who is doing what and fits ${width} px (${language})`, async ({ page, staffAccount }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((chosen) => localStorage.setItem('mandi.language', chosen), language);
    await signInThroughApi(page.request, staffAccount);
    const { event, task } = await boardWithTaskInProgress(page.request);

    await page.goto('/testworks');
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: texts.board.inProgress })).toBeVisible();
    await expect(page.getByText(texts.board.live, { exact: true })).toBeVisible();
    // The board names a task in the screen's language: its Malayalam where it has one.
    const name = language === 'ml' ? task.taskMl || task.task : task.task;
    const inProgress = page.getByRole('listitem', { name, exact: true });
    await expect(inProgress).toContainText(textPattern(texts.board.since, { name: 'Anil' }, { time: CLOCK }));
    expect(await sidewaysScroll(page), 'wall board').toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the open wall board shows a task as soon as a cook starts it', async ({ page, staffAccount }) => {
  await signInThroughApi(page.request, staffAccount);
  const { event } = await boardWithTaskInProgress(page.request);
  await page.goto('/testworks');
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText(KITCHEN_TEXTS.en.board.live, { exact: true })).toBeVisible();

  const open = await openTask(page.request, event.id);
  await startTaskThroughApi(page.request, event.id, open.id, 'Meera');
  await expect(page.getByRole('listitem', { name: open.task, exact: true })).toContainText(
    textPattern(KITCHEN_TEXTS.en.board.since, { name: 'Meera' }, { time: CLOCK }),
  );
});
