import { offlineEn } from '../src/shared/content/locales/offline.en.ts';
import type { TemperatureReading } from '../src/shared/schemas/tasks.ts';
import {
  CLOCK,
  DEFAULT_TASK,
  answerWho,
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
  textPattern,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { goOffline, goOnline, waitForWorker } from './fixtures/offline.ts';
import { expect, test } from './fixtures/test.ts';

const PIT_CHECK = 'default-pit-check-15';
const WOOD = 'default-wood-and-coconut-shells';
const startedBy = (name: string) => textPattern(en.tasks.state.started, { name }, { time: CLOCK });
const completedBy = (name: string) => fillText(en.tasks.state.completed, { name });
const waitingText = (count: number) =>
  fillText(count === 1 ? offlineEn.waiting_one : offlineEn.waiting_other, { count });

test('the task board through a Wi-Fi drop: changes wait on the tablet, survive a reload, reach the other tablet in order, and a start taken meanwhile stays the other cook’s', async ({
  page,
  context,
  browser,
  baseURL,
  staffAccount,
}) => {
  test.slow();
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Offline board ${uniqueTag()}` });
  const inventory = await findTask(page.request, event.id, DEFAULT_TASK.inventoryCheck);
  const shopping = await findTask(page.request, event.id, DEFAULT_TASK.shoppingList);
  const pit = await findTask(page.request, event.id, PIT_CHECK);
  const wood = await findTask(page.request, event.id, WOOD);
  const cookB = await secondCook(browser, baseURL, staffAccount);
  const status = page.getByTestId('offline-status');
  const startButton = { name: en.tasks.actions.start, exact: true };
  const completeButton = { name: en.tasks.actions.complete, exact: true };

  try {
    let panel = await openTaskPanel(page, event);
    await test.step('online: the app installs, and the board is read once through it', async () => {
      await waitForWorker(page);
      panel = await openTaskPanel(page, event);
      await expect(status).toHaveCount(0);
    });

    await test.step('offline: start, complete and a reading wait on the tablet, shown as done here', async () => {
      await goOffline(context);
      await expect(status).toContainText(offlineEn.offline);
      await taskCard(panel, inventory.task).getByRole('button', startButton).click();
      await answerWho(page, 'Anil');
      await taskCard(panel, shopping.task).getByRole('button', completeButton).click();
      await answerWho(page, 'Anil');
      const pitCard = taskCard(panel, pit.task);
      await pitCard.getByLabel(en.tasks.reading.label).fill('200');
      await pitCard.getByRole('button', { name: en.tasks.reading.record }).click();
      await answerWho(page, 'Anil');
      await taskCard(panel, wood.task).getByRole('button', startButton).click();
      await answerWho(page, 'Anil');

      await expect(status).toContainText(waitingText(4));
      await expect(taskCard(panel, inventory.task).getByTestId('task-state')).toHaveText(startedBy('Anil'));
      await expect(taskCard(panel, shopping.task).getByTestId('task-state')).toHaveText(completedBy('Anil'));
      await expect(pitCard).toContainText(fillText(en.tasks.reading.inRange, { value: 200 }));
      await expect(taskCard(panel, inventory.task)).toContainText(offlineEn.pending);
    });

    await test.step('meanwhile another tablet starts the wood task; nothing from this one has arrived', async () => {
      await startTaskThroughApi(cookB.context.request, event.id, wood.id, 'Bala');
      expect((await findTask(cookB.context.request, event.id, inventory.id)).startedAt).toBeNull();
    });

    await test.step('a reload while still offline shows the board with the changes still waiting', async () => {
      await page.reload();
      panel = page.getByRole('region', { name: fillText(en.tasks.heading, { title: event.title }) });
      await expect(panel).toBeVisible();
      await expect(status).toContainText(waitingText(4));
      await expect(taskCard(panel, inventory.task).getByTestId('task-state')).toHaveText(startedBy('Anil'));
      await expect(taskCard(panel, shopping.task).getByTestId('task-state')).toHaveText(completedBy('Anil'));
      await expect(taskCard(panel, pit.task)).toContainText(fillText(en.tasks.reading.inRange, { value: 200 }));
    });

    await test.step('back online: every change is sent; the conflicting start is refused and this tablet is told', async () => {
      await goOnline(context);
      const refused = status.getByRole('alert');
      await expect(refused).toContainText(offlineEn.refusedTitle, { timeout: 20_000 });
      await expect(refused).toContainText(fillText(offlineEn.changes.task.start, { task: wood.task }));
      await expect(refused).toContainText(textPattern(rules.tasks.alreadyStarted, { name: 'Bala' }, { time: CLOCK }));
      await expect(status).not.toContainText(waitingText(4));
      await expect(taskCard(panel, wood.task).getByTestId('task-state')).toHaveText(startedBy('Bala'));
      await refused.getByRole('button', { name: offlineEn.dismiss }).click();
      await expect(status).toHaveCount(0);
    });

    await test.step('the other tablet sees every change, each applied once', async () => {
      const panelB = await openTaskPanel(cookB.page, event);
      await expect(taskCard(panelB, inventory.task).getByTestId('task-state')).toHaveText(startedBy('Anil'));
      await expect(taskCard(panelB, shopping.task).getByTestId('task-state')).toHaveText(completedBy('Anil'));
      await expect(taskCard(panelB, wood.task).getByTestId('task-state')).toHaveText(startedBy('Bala'));
      const readings = (
        (await (await cookB.context.request.get(`/api/todos/${event.id}/temperatures`)).json()) as {
          data: TemperatureReading[];
        }
      ).data.filter((reading) => reading.taskId === pit.id);
      expect(readings.map((reading) => [reading.valueC, reading.takenBy])).toEqual([[200, 'Anil']]);
      expect((await findTask(cookB.context.request, event.id, wood.id)).startedBy).toBe('Bala');
    });
  } finally {
    await goOnline(context);
    await cookB.context.close();
  }
});
