import { sopEn } from '../src/shared/content/locales/sop.en.ts';
import { SALE_DATE } from './fixtures/events.ts';
import {
  createDiaryEvent,
  fillText,
  kitchenEn as en,
  kitchenRulesEn as rules,
  openTaskPanel,
  signInThroughApi,
  taskList,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { expect, test } from './fixtures/test.ts';

test('a guide page opened in a fresh tab goes Back to To-Do List to its event’s task list, and its footer links /sop', async ({
  browser,
  staffAccount,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await signInThroughApi(context.request, staffAccount);
  const event = await createDiaryEvent(context.request, { title: `Fresh tab ${uniqueTag()}` });
  const page = await context.newPage();
  await page.goto(`/soplocked/pitlighting?eventId=${event.id}`);
  await page.getByRole('button', { name: sopEn.topBar.backToTasks }).click();
  await expect(page).toHaveURL(new RegExp(`/roadmap\\?tab=diary&event=${event.id}$`));
  await expect(page.getByRole('region', { name: fillText(en.tasks.heading, { title: event.title }) })).toBeVisible();

  await page.goto('/soplocked/pitlighting');
  const link = page.getByRole('contentinfo', { name: sopEn.footer.label }).getByRole('link');
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(47.5);
  await link.click();
  await expect(page).toHaveURL(/\/sop$/);
  await context.close();
});

test('an attendance of 5 is refused with the minimum of 10, never saved as 10', async ({ page, staffAccount }) => {
  await signInThroughApi(page.request, staffAccount);
  await page.goto('/roadmap?tab=diary');
  const title = `Tiny ${uniqueTag()}`;
  await page.getByRole('button', { name: en.diary.createToggle }).click();
  const form = page.getByRole('form', { name: en.diary.form.heading });
  await form.getByLabel(en.diary.form.title, { exact: true }).fill(title);
  await form.getByLabel(en.diary.form.date, { exact: true }).fill(SALE_DATE);
  const attendance = form.getByLabel(en.diary.form.attendance, { exact: true });
  await attendance.fill('5');
  await form.getByRole('button', { name: en.diary.form.submit, exact: true }).click();
  await expect(form.getByText(fillText(rules.limits.attendance, { min: '10', max: '100,000' }))).toBeVisible();
  const stored = ((await (await page.request.get('/api/diary-events')).json()) as { data: { title: string }[] }).data;
  expect(stored.some((event) => event.title === title)).toBe(false);
});

test('a custom task of 0 days before and a video link that is no link are refused beside their fields', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Custom task ${uniqueTag()}` });
  const before = await taskList(page.request, event.id);
  const panel = await openTaskPanel(page, event);
  await panel.getByRole('button', { name: en.tasks.actions.addCustom }).click();
  const form = panel.getByRole('form', { name: en.tasks.custom.heading });
  await form.getByLabel(en.tasks.custom.task, { exact: true }).fill('Buy banana leaves');
  await form.getByLabel(en.tasks.custom.dueDate, { exact: true }).selectOption('custom');
  await form.getByLabel(en.tasks.custom.customDays, { exact: true }).fill('0');
  await form.getByRole('checkbox', { name: en.tasks.custom.hasVideo }).check();
  await form.getByLabel(en.tasks.custom.videoUrl, { exact: true }).fill('the video on the tablet');
  await form.getByRole('button', { name: en.tasks.custom.submit, exact: true }).click();
  await expect(form.getByText(fillText(rules.limits.customDays, { min: '1', max: '30' }))).toBeVisible();
  await expect(form.getByText(rules.tasks.videoLink)).toBeVisible();
  expect((await taskList(page.request, event.id)).data).toHaveLength(before.data.length);

  await form.getByLabel(en.tasks.custom.customDays, { exact: true }).fill('4');
  await form.getByLabel(en.tasks.custom.videoUrl, { exact: true }).fill('/videos/banana-leaves.mp4');
  await form.getByRole('button', { name: en.tasks.custom.submit, exact: true }).click();
  await expect(panel.getByRole('article', { name: 'Buy banana leaves', exact: true })).toBeVisible();
  const added = (await taskList(page.request, event.id)).data.find((task) => task.task === 'Buy banana leaves');
  expect(added).toMatchObject({
    dueDate: '4 days before event',
    videoUrl: '/videos/banana-leaves.mp4',
    hasVideo: true,
  });
});
