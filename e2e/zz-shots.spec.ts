import { keralaInstant } from '../src/shared/domain/kerala-time.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
import { KITCHEN_TEXTS, createDiaryEvent, signInThroughApi, taskList, uniqueTag } from './fixtures/kitchen.ts';
import { useLanguage } from './fixtures/sop.ts';
import { test } from './fixtures/test.ts';

for (const language of ['en', 'ml'] as const) {
  for (const viewport of [{ width: 1920, height: 1080 }, { width: 360, height: 740 }]) {
    test(`shots ${language} ${viewport.width}`, async ({ browser, staffAccount }) => {
      const texts = KITCHEN_TEXTS[language];
      const context = await browser.newContext({ viewport });
      await useLanguage(context, language);
      await signInThroughApi(context.request, staffAccount);
      const today = todayInKerala();
      const event = await createDiaryEvent(context.request, { title: `Shots ${uniqueTag()}`, date: today });
      for (const task of (await taskList(context.request, event.id)).data.filter((each) => each.dueDate !== 'Event day')) {
        await context.request.post(`/api/todos/${event.id}/${task.id}/complete`, {
          data: { name: 'Anu', ...(task.isTemperature ? { temperatureValue: 190 } : {}) },
        });
      }
      const at = keralaInstant(today, 8 * 60 + 55);
      const measuredAt = Date.now();
      await context.route('**/api/time', (route) =>
        route.fulfill({ json: { success: true, now: at + (Date.now() - measuredAt) } }),
      );
      const page = await context.newPage();
      await page.goto(`/testworks?event=${event.id}`);
      await page.getByTestId('late-mark').first().waitFor();
      await page.screenshot({ path: `/tmp/shots/board-${language}-${viewport.width}.png`, fullPage: true });
      await page.goto(`/roadmap?tab=diary&event=${event.id}`);
      await page.getByTestId('late-mark').first().waitFor();
      await page.getByRole('button', { name: texts.tasks.actions.schedule }).click();
      await page.getByLabel(texts.tasks.schedule.deliveryTime, { exact: true }).fill('4:00 AM');
      await page.getByTestId('schedule-refusal').waitFor();
      await page.getByTestId('schedule-refusal').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/schedule-${language}-${viewport.width}.png` });
      await page.getByTestId('late-mark').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/panel-${language}-${viewport.width}.png` });
      await page.goto(`/eventreports?event=${event.id}`);
      await page.getByTestId('late-mark').first().waitFor();
      await page.getByTestId('late-mark').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/report-${language}-${viewport.width}.png` });
      await page.goto(`/soplocked/pitlighting?eventId=${event.id}`);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/sop-${language}-${viewport.width}.png` });
      await context.close();
    });
  }
}
