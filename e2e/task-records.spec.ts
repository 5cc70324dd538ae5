import { expect, test } from './fixtures/test.ts';
import {
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
  taskCard,
  uniqueTag,
} from './fixtures/kitchen.ts';

test('two cooks edit one task: the second is shown the conflict and keeps their change without undoing the first', async ({
  page,
  browser,
  baseURL,
  staffAccount,
}, testInfo) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Two editors ${uniqueTag()}` });
  const task = await findTask(page.request, event.id, DEFAULT_TASK.shoppingList);
  const cookB = await secondCook(browser, baseURL, staffAccount);
  await cookB.page.setViewportSize({ width: 360, height: 740 });
  try {
    const cardA = taskCard(await openTaskPanel(page, event), task.task);
    const cardB = taskCard(await openTaskPanel(cookB.page, event), task.task);

    await test.step('both open the task to edit it', async () => {
      await cardA.getByRole('button', { name: en.tasks.actions.edit }).click();
      await cardB.getByRole('button', { name: en.tasks.actions.edit }).click();
      await expect(cardB.getByLabel(en.tasks.custom.duration)).toHaveValue(task.estimatedDuration);
    });

    await test.step('A sets 45 minutes and saves', async () => {
      await cardA.getByLabel(en.tasks.custom.duration).fill('45');
      await cardA.getByRole('button', { name: en.tasks.edit.save }).click();
      await expect(cardA.getByRole('form', { name: en.tasks.edit.heading })).toHaveCount(0);
    });

    await test.step('B, whose form was already open, changes only the assignee: shown both versions', async () => {
      await cardB.getByLabel(en.tasks.custom.assignedTo).fill('Meera');
      await cardB.getByRole('button', { name: en.tasks.edit.save }).click();
      const conflict = cardB.getByRole('alert');
      await expect(conflict).toContainText(rules.records.conflict.heading);
      await expect(conflict.getByTestId('mine-duration')).toHaveText(task.estimatedDuration);
      await expect(conflict.getByTestId('saved-duration')).toHaveText('45');
      await expect(conflict.getByTestId('mine-assignedTo')).toHaveText('Meera');
      await cookB.page.screenshot({ path: testInfo.outputPath('conflict-360.png'), fullPage: false });
      await conflict.getByRole('button', { name: rules.records.conflict.keepMine }).click();
      await expect(cardB.getByRole('form', { name: en.tasks.edit.heading })).toHaveCount(0);
    });

    await test.step("both changes hold, and A's screen shows B's without a reload", async () => {
      // The form closes once the change is queued on the device; the server has it once the queue has sent it.
      await expect
        .poll(() => findTask(page.request, event.id, task.id))
        .toMatchObject({ estimatedDuration: '45', assignedTo: 'Meera', version: task.version + 2 });
      await expect(cardA).toContainText('Meera');
    });
  } finally {
    await cookB.context.close();
  }
});

test('a cook undoes their own completion with a reason; it stays on the record', async ({ page, staffAccount }) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Undo ${uniqueTag()}` });
  const task = await findTask(page.request, event.id, DEFAULT_TASK.inventoryCheck);
  const card = taskCard(await openTaskPanel(page, event), task.task);
  await card.getByRole('button', { name: en.tasks.actions.complete, exact: true }).click();
  await answerWho(page, 'Anil');
  await expect(card.getByTestId('task-state')).toHaveText(fillText(en.tasks.state.completed, { name: 'Anil' }));

  await card.getByRole('button', { name: en.tasks.actions.undoComplete }).click();
  const dialog = page.getByRole('dialog', { name: en.tasks.undo.titleComplete });
  await dialog.getByRole('button', { name: en.tasks.undo.mistake }).click();
  await dialog.getByRole('button', { name: en.tasks.undo.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('task-state')).not.toHaveText(fillText(en.tasks.state.completed, { name: 'Anil' }));
  // The card shows the undo once it is queued on the device; the server has it once the queue has sent it.
  await expect
    .poll(() => findTask(page.request, event.id, task.id))
    .toMatchObject({ completed: false, completedBy: null, startedBy: 'Anil' });
});
