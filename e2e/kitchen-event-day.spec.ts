import { defaultTasks } from '../src/shared/content/default-tasks.ts';
import { validationMl } from '../src/shared/content/locales/validation.ml.ts';
import { addDays, todayInKerala } from '../src/shared/domain/event-date.ts';
import type { DiaryEvent } from '../src/shared/schemas/diary.ts';
import { boardEvent } from '../src/web/features/kitchen/board/model/pick-event.ts';
import {
  createDiaryEvent,
  fillText,
  kitchenEn,
  kitchenMl,
  sidewaysScroll,
  signInThroughApi,
  taskCard,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { useLanguage } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

test('on a 360 px phone in Malayalam the task panel names the default tasks in Malayalam, and its servings take only a number typed', async ({
  browser,
  staffAccount,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await useLanguage(context, 'ml');
  await signInThroughApi(context.request, staffAccount);
  const event = await createDiaryEvent(context.request, {
    title: `Event day ${uniqueTag()}`,
    estimatedAttendance: 137,
  });
  const page = await context.newPage();
  await page.goto(`/roadmap?tab=diary&event=${event.id}`);
  const panel = page.getByRole('region', { name: fillText(kitchenMl.tasks.heading, { title: event.title }) });
  await expect(panel).toBeVisible();

  await test.step('every default task is named in Malayalam, none in English', async () => {
    const defaults = defaultTasks(event.id);
    await expect(taskCard(panel, defaults[0]!.taskMl)).toBeVisible();
    for (const task of defaults) {
      await expect(taskCard(panel, task.taskMl), task.id).toHaveCount(1);
      await expect(taskCard(panel, task.task), task.id).toHaveCount(0);
    }
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  await test.step('the servings refuse -5, 2.5, 1e3 and twenty digits in words, and keep the attendance', async () => {
    await panel.getByRole('button', { name: kitchenMl.tasks.actions.recipe }).click();
    const servings = panel.getByLabel(kitchenMl.calculator.servings, { exact: true });
    await expect(servings).toHaveValue('137');
    const quantities = panel.getByText(fillText(kitchenMl.calculator.for_other, { count: 137 }), { exact: true });
    await expect(quantities).toBeVisible();
    for (const [typed, refusal] of [
      ['-5', validationMl.number.notAWholeNumber],
      ['2.5', validationMl.number.wholeOnly],
      ['1e3', validationMl.number.notAWholeNumber],
      ['9'.repeat(20), fillText(validationMl.tooLarge, { maximum: 10000 })],
    ] as const) {
      await servings.fill(typed);
      await expect(servings, typed).toHaveAttribute('aria-invalid', 'true');
      await expect(servings, typed).toHaveAccessibleDescription(refusal);
      await expect(servings).toHaveValue(typed);
      await expect(quantities, `${typed} leaves the servings at 137`).toBeVisible();
      await expect(panel.getByText(kitchenMl.calculator.hidden), `${typed} shows no amounts`).toBeVisible();
    }
    await servings.fill('100');
    await expect(servings).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      panel.getByText(fillText(kitchenMl.calculator.for_other, { count: 100 }), { exact: true }),
    ).toBeVisible();

    await panel.getByRole('button', { name: fillText(kitchenMl.calculator.useAttendance, { count: 137 }) }).click();
    await expect(servings).toHaveValue('137');
    await expect(quantities).toBeVisible();
  });

  await test.step('Update Attendance is in the task panel, every control of it a thumb’s size', async () => {
    const update = panel.getByRole('button', { name: kitchenMl.tasks.people.update, exact: true });
    await update.click();
    const count = panel.getByLabel(kitchenMl.diary.card.attendanceLabel, { exact: true });
    await expect(count).toHaveValue('137');
    await count.fill('20');
    for (const control of [update, count, panel.getByRole('button', { name: kitchenMl.diary.card.saveAttendance })]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(47.5);
      expect(box.width).toBeGreaterThanOrEqual(47.5);
    }
    await panel.getByRole('button', { name: kitchenMl.diary.card.saveAttendance }).click();
    await expect(panel.getByText(fillText(kitchenMl.tasks.people.count, { count: 20 }), { exact: true })).toBeVisible();
    await expect(panel.getByLabel(kitchenMl.calculator.servings, { exact: true })).toHaveValue('20');
  });
  await context.close();
});

test('the wall board at 1920×1080 skips today’s event once completed, and staff may still put it on the board', async ({
  browser,
  staffAccount,
}) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await signInThroughApi(context.request, staffAccount);
  const today = todayInKerala();
  const done = await createDiaryEvent(context.request, { title: `Done today ${uniqueTag()}`, date: today });
  const completed = await context.request.put(`/api/diary-events/${done.id}`, {
    data: { title: done.title, date: done.date, isCompleted: true, version: done.version },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  await createDiaryEvent(context.request, { title: `Tomorrow ${uniqueTag()}`, date: addDays(today, 1) });
  const events = ((await (await context.request.get('/api/diary-events')).json()) as { data: DiaryEvent[] }).data;
  const expected = boardEvent(events, today)!;
  expect(expected.id).not.toBe(done.id);

  const page = await context.newPage();
  await page.goto('/testworks');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(expected.title);
  await expect(page.getByRole('heading', { level: 2, name: kitchenEn.board.next })).toBeVisible();
  // At a glance: what comes next, the pit's reading and the progress on the first screen.
  for (const part of [
    page.getByRole('heading', { level: 2, name: kitchenEn.board.next }),
    page.getByRole('heading', { level: 2, name: kitchenEn.board.temperature }),
    page.getByRole('progressbar'),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(1080);
  }

  const picker = page.getByLabel(kitchenEn.board.pickLabel, { exact: true });
  expect((await picker.boundingBox())!.height).toBeGreaterThanOrEqual(47.5);
  await picker.selectOption(String(done.id));
  await expect(title).toHaveText(done.title);
  await expect(page.getByText(kitchenEn.board.completed, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]event=${done.id}(&|$)`));
  await page.reload();
  await expect(title).toHaveText(done.title);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await context.close();
});
