import { DELIVERY_QUICK_TIMES, FINAL_TASK_NAME } from '../src/shared/domain/kitchen/task-schedule.ts';
import { SALE_DATE, bookThroughApi, expect, test } from './fixtures/events.ts';
import {
  CLOCK,
  DEFAULT_TASK,
  answerWho,
  backgroundOf,
  createDiaryEvent,
  fillText,
  findTask,
  kitchenEn as en,
  kitchenRulesEn as rules,
  openTaskPanel,
  secondCook,
  signInThroughApi,
  startTaskThroughApi,
  taskCard,
  taskList,
  textPattern,
  uniqueTag,
} from './fixtures/kitchen.ts';

/** "Started by Anil since 09:41" */
const startedBy = (name: string) => textPattern(en.tasks.state.started, { name }, { time: CLOCK });

test('two cooks on one task list: a start shows on the other tablet at once, and a second start is refused with who has it', async ({
  page,
  browser,
  baseURL,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Two cooks ${uniqueTag()}` });
  const first = await findTask(page.request, event.id, DEFAULT_TASK.inventoryCheck);
  const second = await findTask(page.request, event.id, DEFAULT_TASK.shoppingList);
  const cookB = await secondCook(browser, baseURL, staffAccount);
  try {
    const panelA = await openTaskPanel(page, event);
    const panelB = await openTaskPanel(cookB.page, event);
    const startButton = { name: en.tasks.actions.start, exact: true };

    await test.step('A starts a task as Anil; B sees it started by Anil without reloading', async () => {
      await taskCard(panelA, first.task).getByRole('button', startButton).click();
      await answerWho(page, 'Anil');
      await expect(taskCard(panelB, first.task).getByTestId('task-state')).toHaveText(startedBy('Anil'));
      await expect(taskCard(panelB, first.task).getByRole('button', startButton)).toHaveCount(0);
      await expect(taskCard(panelA, first.task).getByTestId('task-state')).toHaveText(startedBy('Anil'));
    });

    await test.step('B starts a task A took a moment before: refused, and B sees who has it', async () => {
      const cardB = taskCard(panelB, second.task);
      await cardB.getByRole('button', startButton).click();
      // While B types a name, A takes the task on the other tablet.
      await startTaskThroughApi(page.request, event.id, second.id, 'Anil');
      await answerWho(cookB.page, 'Bala');
      // Its time is checked on its own below (the refusal's time is not yet worded as a clock).
      await expect(cardB.getByRole('alert')).toHaveText(textPattern(rules.tasks.alreadyStarted, { name: 'Anil' }));
      await expect(cardB.getByTestId('task-state')).toHaveText(startedBy('Anil'));
      expect((await findTask(page.request, event.id, second.id)).startedBy).toBe('Anil');
    });
    expect(cookB.cspViolations, 'Content-Security-Policy violations on the second tablet').toEqual([]);
  } finally {
    await cookB.context.close();
  }
});

test('a refused start says when the other cook started, as the screen’s clock (HH:MM)', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Refused start ${uniqueTag()}` });
  const task = await findTask(page.request, event.id, DEFAULT_TASK.shoppingList);
  const panel = await openTaskPanel(page, event);
  const card = taskCard(panel, task.task);
  await card.getByRole('button', { name: en.tasks.actions.start, exact: true }).click();
  await startTaskThroughApi(page.request, event.id, task.id, 'Anil');
  await answerWho(page, 'Bala');
  await expect(card.getByRole('alert')).toHaveText(
    new RegExp(`^${textPattern(rules.tasks.alreadyStarted, { name: 'Anil' }, { time: CLOCK }).source}$`),
  );
});

test('a temperature task needs a reading to complete, and an out-of-range reading shows red with what to do', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Pit check ${uniqueTag()}` });
  const loadMeat = await findTask(page.request, event.id, DEFAULT_TASK.loadMeat);
  expect(loadMeat.temperatureCheck).toBe('before-loading');
  const panel = await openTaskPanel(page, event);
  const card = taskCard(panel, loadMeat.task);
  const completeButton = card.getByRole('button', { name: en.tasks.actions.complete, exact: true });

  await test.step('completing without a reading is refused with the reason, beside the field, before any call', async () => {
    await completeButton.click();
    await expect(card.getByLabel(en.tasks.reading.label)).toHaveAccessibleDescription(rules.tasks.temperatureRequired);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card.getByTestId('task-state')).toHaveText(en.tasks.state.notStarted);
    expect((await findTask(page.request, event.id, loadMeat.id)).completed).toBe(false);
  });

  await test.step('150 °C before loading is out of range: red, with its corrective action', async () => {
    await card.getByLabel(en.tasks.reading.label).fill('150');
    await card.getByRole('button', { name: en.tasks.reading.record }).click();
    await answerWho(page, 'Anil');
    const reading = card.getByRole('status').filter({ hasText: fillText(en.tasks.reading.outOfRange, { value: 150 }) });
    await expect(reading).toBeVisible();
    await expect(reading).toContainText(rules.temperature.actions.beforeLoadingLow);
    await expect(reading).toHaveCSS('background-color', await backgroundOf(page, 'bg-red-700'));
  });

  await test.step('the out-of-range reading completes the task only with what was done; the event is ahead, so with a reason', async () => {
    await expect(card.getByTestId('reading-limit')).toHaveText(
      fillText(rules.checks.limit, { limit: rules.temperature.limits.beforeLoading }),
    );
    await completeButton.click();
    const action = card.getByLabel(rules.checks.actionLabel, { exact: true });
    await expect(action).toHaveAccessibleDescription(rules.checks.actionRequired);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await action.fill('Added wood and coconut shells, waited 15 minutes');
    await card.getByLabel(rules.checks.earlyLabel, { exact: true }).fill('Practice run');
    await completeButton.click();
    await answerWho(page, 'Anil');
    await expect(card.getByTestId('task-state')).toHaveText(fillText(en.tasks.state.completed, { name: 'Anil' }));
  });
});

test('the final task “Rice and meat taken outside pit” cannot be deleted, on the screen or through the API', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Final task ${uniqueTag()}` });
  const final = (await taskList(page.request, event.id)).data.find((task) => task.task === FINAL_TASK_NAME);
  expect(final, 'the default list has the final task').toBeDefined();
  const panel = await openTaskPanel(page, event);
  const deleteButton = { name: en.tasks.actions.delete, exact: true };

  const finalCard = taskCard(panel, FINAL_TASK_NAME);
  await expect(finalCard).toContainText(en.tasks.meta.final);
  await expect(finalCard.getByRole('button', deleteButton)).toHaveCount(0);
  // Its neighbours can be deleted: the button is looked for where it would be.
  await expect(
    taskCard(panel, (await findTask(page.request, event.id, DEFAULT_TASK.delivery)).task).getByRole(
      'button',
      deleteButton,
    ),
  ).toBeVisible();

  const refused = await page.request.delete(`/api/todos/${event.id}/${final!.id}`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('kitchenRules.tasks.finalTaskLocked');
  expect((await taskList(page.request, event.id)).data.some((task) => task.id === final!.id)).toBe(true);
});

test('a schedule applied to a list someone changed meanwhile does not overwrite it: the screen shows the current list', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Stale list ${uniqueTag()}` });
  const shopping = await findTask(page.request, event.id, DEFAULT_TASK.shoppingList);
  const delivery = await findTask(page.request, event.id, DEFAULT_TASK.delivery);
  // This tablet hears no live changes (as when the other tablet's change is still on its way).
  await page.route('**/api/live?**', (route) => route.abort());
  const panel = await openTaskPanel(page, event);

  await panel.getByRole('button', { name: en.tasks.actions.schedule }).click();
  const quickTime = DELIVERY_QUICK_TIMES[2];
  await panel
    .getByRole('group', { name: en.tasks.schedule.quickTimes })
    .getByRole('button', { name: quickTime.replace(':00 ', ' '), exact: true })
    .click();
  await expect(panel.getByLabel(en.tasks.schedule.deliveryTime)).toHaveValue(quickTime);
  await expect(taskCard(panel, shopping.task).getByTestId('task-state')).toHaveText(en.tasks.state.notStarted);

  await startTaskThroughApi(page.request, event.id, shopping.id, 'Anil');
  const apply = panel.getByRole('button', { name: en.tasks.schedule.apply, exact: true });
  await apply.click();

  await test.step('the save is refused as stale; the screen says so and shows the task as started', async () => {
    await expect(panel.getByRole('alert').filter({ hasText: en.tasks.schedule.stale })).toBeVisible();
    await expect(taskCard(panel, shopping.task).getByTestId('task-state')).toHaveText(startedBy('Anil'));
    const stored = await taskList(page.request, event.id);
    expect(stored.data.find((task) => task.id === shopping.id)?.startedBy).toBe('Anil');
    expect(stored.data.find((task) => task.id === delivery.id)?.startTime).toBe(delivery.startTime);
  });

  await test.step('applied again on the current list, the schedule saves and keeps the start', async () => {
    await apply.click();
    await expect(panel.getByText(en.tasks.schedule.applied)).toBeVisible();
    const stored = await taskList(page.request, event.id);
    expect(stored.data.find((task) => task.id === delivery.id)?.startTime).toBe(quickTime);
    expect(stored.data.find((task) => task.id === shopping.id)?.startedBy).toBe('Anil');
  });
});

test('an event created with “120 guests” in its title and no attendance shows attendance 120 on its card', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  await page.goto('/roadmap?tab=diary');
  const title = `Wedding for 120 guests · ${uniqueTag()}`;
  await page.getByRole('button', { name: en.diary.createToggle }).click();
  const form = page.getByRole('form', { name: en.diary.form.heading });
  await form.getByLabel(en.diary.form.title, { exact: true }).fill(title);
  await form.getByLabel(en.diary.form.date, { exact: true }).fill(SALE_DATE);
  await expect(form.getByLabel(en.diary.form.attendance, { exact: true })).toHaveValue('');
  await expect(form.getByText(fillText(en.diary.form.guessPreview, { count: 120 }))).toBeVisible();
  await form.getByRole('button', { name: en.diary.form.submit, exact: true }).click();

  await expect(page.getByText(en.diary.success.created)).toBeVisible();
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card).toContainText(fillText(en.diary.card.attendance, { count: 120 }));
  const stored = ((await (await page.request.get('/api/diary-events')).json()) as { data: { title: string }[] }).data;
  expect(stored.find((event) => event.title === title)).toMatchObject({ estimatedAttendance: 120 });
});

test('a paid storefront booking for the linked sales event raises the open task panel’s booked people without a reload', async ({
  page,
  request,
  saleEvent,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, {
    title: `Linked sale ${uniqueTag()}`,
    salesEventId: saleEvent.id,
  });
  expect(event.salesEventId).toBe(saleEvent.id);
  const panel = await openTaskPanel(page, event);
  const booked = (count: number) => panel.getByText(fillText(en.tasks.people.booked, { count }), { exact: true });
  await expect(booked(0)).toBeVisible();

  await bookThroughApi(request, saleEvent.id, { combo: 1 }, 100_000);
  const reply = await page.request.get(`/api/people/${event.id}/booked`);
  const now = ((await reply.json()) as { data: number }).data;
  expect(now).toBeGreaterThan(0);
  await expect(booked(now)).toBeVisible();
});
