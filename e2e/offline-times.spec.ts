import type { Locator, Page } from '@playwright/test';
import { offlineEn } from '../src/shared/content/locales/offline.en.ts';
import { reportsEn } from '../src/shared/content/locales/reports.en.ts';
import { reportsMl } from '../src/shared/content/locales/reports.ml.ts';
import { formatReportInstant } from '../src/shared/domain/kitchen/report-times.ts';
import type { TemperatureReading } from '../src/shared/schemas/tasks.ts';
import {
  DEFAULT_TASK,
  answerWho,
  createDiaryEvent,
  fillText,
  findTask,
  kitchenEn as en,
  openTaskPanel,
  signInThroughApi,
  taskCard,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { goOffline, goOnline, waitForWorker } from './fixtures/offline.ts';
import { expect, test } from './fixtures/test.ts';

const PIT_CHECK = 'default-pit-check-15';
/** Offline longer than this, a record's report line says when it reached the server. */
const OFFLINE_MS = 70_000;

const reportCell = (page: Page, name: string, column: string): Locator =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('[data-column="task"]').getByText(name, { exact: true }) })
    .locator(`[data-column="${column}"]`);

test('a completion, a reading and a task edit made with the Wi-Fi down are sent later, recorded and reported at the time they were made, with when they reached the server', async ({
  page,
  context,
  staffAccount,
}) => {
  test.slow();
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Offline times ${uniqueTag()}` });
  const shopping = await findTask(page.request, event.id, DEFAULT_TASK.shoppingList);
  const inventory = await findTask(page.request, event.id, DEFAULT_TASK.inventoryCheck);
  const pit = await findTask(page.request, event.id, PIT_CHECK);
  const status = page.getByTestId('offline-status');
  const renamed = `${inventory.task} (walk-in freezer first)`;
  let madeFrom = 0;
  let madeUntil = 0;

  try {
    // The tablet's clock is one the test can set: the minute offline passes by setting it back.
    await page.clock.install();
    let panel = await openTaskPanel(page, event);
    await waitForWorker(page);
    panel = await openTaskPanel(page, event);

    await test.step('offline: a completion, a pit reading and an edit wait on the tablet', async () => {
      await goOffline(context);
      await expect(status).toContainText(offlineEn.offline);
      // The changes are made a little over a minute before the network comes back: the tablet's clock
      // (and so the server's time as it knows it) is set back that far instead of waiting.
      await page.clock.setSystemTime(Date.now() - OFFLINE_MS);
      madeFrom = Date.now() - OFFLINE_MS;
      await taskCard(panel, shopping.task)
        .getByRole('button', { name: en.tasks.actions.complete, exact: true })
        .click();
      await answerWho(page, 'Anil');
      const pitCard = taskCard(panel, pit.task);
      await pitCard.getByLabel(en.tasks.reading.label).fill('180');
      await pitCard.getByRole('button', { name: en.tasks.reading.record }).click();
      await answerWho(page, 'Anil');
      const inventoryCard = taskCard(panel, inventory.task);
      await inventoryCard.getByRole('button', { name: en.tasks.actions.edit }).click();
      const form = inventoryCard.getByRole('form', { name: en.tasks.edit.heading });
      await form.getByLabel(en.tasks.custom.task, { exact: true }).fill(renamed);
      await form.getByRole('button', { name: en.tasks.edit.save }).click();
      madeUntil = Date.now() - OFFLINE_MS;

      await expect(status).toContainText(fillText(offlineEn.waiting_other, { count: 3 }));
      // The edit is not lost: the task shows it, waiting.
      await expect(taskCard(panel, renamed)).toContainText(offlineEn.pending);
      expect((await findTask(page.request, event.id, shopping.id)).completed).toBe(false);
    });

    await test.step('the network comes back more than a minute later: everything is sent', async () => {
      await goOnline(context);
      await expect(status).toHaveCount(0, { timeout: 30_000 });
      await expect(taskCard(panel, renamed)).not.toContainText(offlineEn.pending);
    });

    await test.step('the server holds each record at the time it was made, and when it arrived', async () => {
      const completed = await findTask(page.request, event.id, shopping.id);
      const madeAt = Date.parse(completed.completedAt!);
      // Made between the first and the last click offline (a second of slack for the server's clock).
      expect(madeAt).toBeGreaterThanOrEqual(madeFrom - 1000);
      expect(madeAt).toBeLessThanOrEqual(madeUntil + 1000);
      expect(Date.parse(completed.completedArrivedAt!) - madeAt).toBeGreaterThan(60_000);
      const readings = (
        (await (await page.request.get(`/api/todos/${event.id}/temperatures`)).json()) as { data: TemperatureReading[] }
      ).data.filter((reading) => reading.taskId === pit.id);
      expect(readings).toHaveLength(1);
      const takenAt = Date.parse(readings[0]!.takenAt);
      expect(takenAt).toBeGreaterThanOrEqual(madeFrom - 1000);
      expect(takenAt).toBeLessThanOrEqual(madeUntil + 1000);
      expect(Date.parse(readings[0]!.arrivedAt!) - takenAt).toBeGreaterThan(60_000);
      expect((await findTask(page.request, event.id, inventory.id)).task).toBe(renamed);
    });

    await test.step('the report shows the completion at the time it was made, and when it reached the server, in English and Malayalam', async () => {
      const completed = await findTask(page.request, event.id, shopping.id);
      const made = formatReportInstant(Date.parse(completed.completedAt!));
      const arrived = formatReportInstant(Date.parse(completed.completedArrivedAt!));
      await page.goto(`/eventreports?event=${event.id}`);
      await expect(page.getByRole('heading', { name: reportsEn.tasks.heading, exact: true })).toBeVisible();
      await expect(reportCell(page, shopping.task, 'completionTime')).toHaveText(
        fillText(reportsEn.arrival.reached, { time: made, arrived }),
      );
      await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
      await page.reload();
      await expect(page.getByRole('heading', { name: reportsMl.tasks.heading, exact: true })).toBeVisible();
      const name = shopping.taskMl || shopping.task;
      await expect(reportCell(page, name, 'completionTime')).toHaveText(
        fillText(reportsMl.arrival.reached, { time: made, arrived }),
      );
      await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));
    });
  } finally {
    await goOnline(context);
  }
});
