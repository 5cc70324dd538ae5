import type { BrowserContext, Page } from '@playwright/test';
import { kitchenRulesMl } from '../src/shared/content/locales/kitchen-rules.ml.ts';
import { keralaInstant } from '../src/shared/domain/kerala-time.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
import type { Task } from '../src/shared/schemas/tasks.ts';
import {
  KITCHEN_TEXTS,
  backgroundOf,
  createDiaryEvent,
  fillText,
  kitchenRulesEn,
  signInThroughApi,
  taskList,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { useLanguage } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

const RULES = { en: kitchenRulesEn, ml: kitchenRulesMl } as const;
const MASALA = { en: 'Prepare the meat masala and marinate the mutton', ml: 'ഇറച്ചി മസാല തയ്യാറാക്കി മട്ടനിൽ പുരട്ടിവെക്കുക' };
const startTimes = (tasks: Task[]) => Object.fromEntries(tasks.map((task) => [task.id, task.startTime]));

/** Every screen of `context` reads the server's clock as `instant` (epoch ms) when it opens. */
async function serverClockAt(context: BrowserContext, instant: number): Promise<void> {
  const measuredAt = Date.now();
  await context.route('**/api/time', (route) =>
    route.fulfill({ json: { success: true, now: instant + (Date.now() - measuredAt) } }),
  );
}

for (const [language, viewport] of [
  ['en', { width: 1920, height: 1080 }],
  ['ml', { width: 360, height: 740 }],
] as const) {
  const texts = KITCHEN_TEXTS[language];

  test(`a 4:00 AM delivery is refused with its reason and moves nothing (${language}, ${viewport.width} px)`, async ({
    browser,
    staffAccount,
  }) => {
    const context = await browser.newContext({ viewport });
    await useLanguage(context, language);
    await signInThroughApi(context.request, staffAccount);
    const event = await createDiaryEvent(context.request, { title: `Early delivery ${uniqueTag()}` });
    const before = await taskList(context.request, event.id);
    const page = await context.newPage();
    await page.goto(`/roadmap?tab=diary&event=${event.id}`);
    const panel = page.getByRole('region', { name: fillText(texts.tasks.heading, { title: event.title }) });
    await panel.getByRole('button', { name: texts.tasks.actions.schedule }).click();
    await panel.getByLabel(texts.tasks.schedule.deliveryTime, { exact: true }).fill('4:00 AM');

    const refusal = panel.getByTestId('schedule-refusal');
    const words = fillText(RULES[language].schedule.beforeDay, {
      time: '4:00 AM',
      task: MASALA.en,
      taskMl: MASALA.ml,
      earliest: '6:00 AM',
      latest: '3:54 PM',
    });
    await expect(refusal).toHaveText(words);
    await expect(refusal).toHaveCSS('background-color', await backgroundOf(page, 'bg-red-700'));
    await panel.getByRole('button', { name: texts.tasks.schedule.apply, exact: true }).click();
    await expect(refusal).toHaveText(words);
    await expect(panel.getByText(texts.tasks.schedule.applied)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await test.step('the server refuses the same time with the same reason, and nothing moved', async () => {
      const call = await context.request.post(`/api/todos/${event.id}/schedule`, {
        data: { deliveryTime: '4:00 AM', version: before.version },
      });
      expect(call.status()).toBe(400);
      expect(await call.json()).toMatchObject({ code: 'kitchenRules.schedule.beforeDay', field: 'deliveryTime' });
      const after = await taskList(context.request, event.id);
      expect(after.version).toBe(before.version);
      expect(startTimes(after.data)).toEqual(startTimes(before.data));
    });

    await test.step('a time the list can take moves every task, the fire the evening before included', async () => {
      await panel.getByLabel(texts.tasks.schedule.deliveryTime, { exact: true }).fill('11:00 AM');
      await expect(refusal).toHaveCount(0);
      await panel.getByRole('button', { name: texts.tasks.schedule.apply, exact: true }).click();
      await expect(panel.getByText(texts.tasks.schedule.applied)).toBeVisible();
      const moved = startTimes((await taskList(context.request, event.id)).data);
      expect(moved).toMatchObject({
        'default-light-pit': '6:00 PM',
        'default-meat-masala': '5:00 AM',
        'default-delivery': '11:00 AM',
      });
    });
    await context.close();
  });

  test(`at 8:55 AM the wall board marks today’s 6:00–8:45 AM tasks late, not next (${language})`, async ({
    browser,
    staffAccount,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await useLanguage(context, language);
    await signInThroughApi(context.request, staffAccount);
    const today = todayInKerala();
    const event = await createDiaryEvent(context.request, { title: `Late board ${uniqueTag()}`, date: today });
    // The days before are done: what is left is today's.
    for (const task of (await taskList(context.request, event.id)).data.filter(
      (each) => each.dueDate !== 'Event day',
    )) {
      const done = await context.request.post(`/api/todos/${event.id}/${task.id}/complete`, {
        data: { name: 'Anu', ...(task.isTemperature ? { temperatureValue: 190 } : {}) },
      });
      expect(done.status(), await done.text()).toBe(200);
    }
    await serverClockAt(context, keralaInstant(today, 8 * 60 + 55));
    const page: Page = await context.newPage();
    await page.goto(`/testworks?event=${event.id}`);

    const late = page.getByRole('region', { name: texts.board.overdue });
    await expect(late).toBeVisible();
    const lateItems = late.getByRole('listitem');
    await expect(lateItems.first()).toContainText(MASALA[language]);
    await expect(lateItems.first()).toContainText(
      fillText(texts.board.dueOn, { due: `${texts.tasks.due.event}, 6:00 AM` }),
    );
    await expect(lateItems.first().getByTestId('late-mark')).toHaveText(texts.late.mark);
    await expect(lateItems.first().getByTestId('late-mark')).toHaveCSS(
      'background-color',
      await backgroundOf(page, 'bg-red-700'),
    );
    // Readable from across the kitchen: the mark is at least 24 px text.
    const size = await lateItems
      .first()
      .getByTestId('late-mark')
      .evaluate((mark) => getComputedStyle(mark).fontSize);
    expect(parseFloat(size)).toBeGreaterThanOrEqual(24);
    await expect(late.getByText(fillText(texts.board.moreOverdue, { count: 5 }))).toBeVisible();

    const next = page.getByRole('region', { name: texts.board.next });
    await expect(next.getByRole('listitem').first()).toContainText('9:00 AM');
    await expect(next).not.toContainText(MASALA[language]);
    await expect(next.getByTestId('late-mark')).toHaveCount(0);
    // Late first, then next: both on the wall screen's first view.
    for (const part of [late, page.getByRole('heading', { level: 2, name: texts.board.next })]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(1080);
    }
    await context.close();
  });
}
