import { offlineEn } from '../src/shared/content/locales/offline.en.ts';
import { createDiaryEvent, fillText, secondCook, signInThroughApi, uniqueTag } from './fixtures/kitchen.ts';
import { goOffline, goOnline, waitForWorker } from './fixtures/offline.ts';
import {
  openSopPage,
  secondsOf,
  serverNow,
  sopEn as en,
  startTimerThroughApi,
  stepTimer,
  timerThroughApi,
  useLanguage,
} from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/** This wall screen's own clock runs this far ahead of the server's. */
const SKEW_MS = 3 * 60_000;

test('a wall screen’s timers through a Wi-Fi drop: they count on the server’s clock offline, a stop made elsewhere shows at reconnect, and a start made offline counts from the press', async ({
  page,
  context,
  browser,
  baseURL,
  staffAccount,
}) => {
  test.slow();
  await useLanguage(page, 'en');
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `Offline timers ${uniqueTag()}` });
  const started = (await serverNow(page.request)) - 5 * 60_000;
  await startTimerThroughApi(page.request, event.id, '1-1', started);
  const other = await secondCook(browser, baseURL, staffAccount);
  const elapsed = async (stepId: string) =>
    secondsOf((await stepTimer(page, stepId).getByRole('timer').textContent()) ?? '');

  try {
    await page.clock.install({ time: Date.now() + SKEW_MS });
    await openSopPage(page, 'pitlighting', { eventId: event.id });
    await waitForWorker(page);
    await openSopPage(page, 'pitlighting', { eventId: event.id });

    await test.step('offline, reloaded: still five minutes on the server’s clock, not eight on the screen’s', async () => {
      await goOffline(context);
      await page.reload();
      await expect(stepTimer(page, '1-1')).toHaveAttribute('data-running', 'true');
      await expect(stepTimer(page, '1-1').getByRole('timer')).not.toHaveText('00:00');
      const shown = await elapsed('1-1');
      const expected = Math.round((Date.now() - started) / 1000);
      expect(Math.abs(shown - expected), `shows ${shown} s, the server counts ${expected} s`).toBeLessThanOrEqual(3);
    });

    await test.step('another screen stops the timer meanwhile; back online, this one shows it stopped at once', async () => {
      const stop = await other.context.request.put(`/api/timers/${event.id}/1-1`, { data: { isActive: false } });
      expect(stop.status()).toBe(200);
      await expect(stepTimer(page, '1-1')).toHaveAttribute('data-running', 'true');
      await goOnline(context);
      await expect(stepTimer(page, '1-1')).toHaveAttribute('data-running', 'false');
    });

    await test.step('a start pressed offline waits on the screen, runs there, and counts from the press once sent', async () => {
      await goOffline(context);
      const pressed = await serverNow(other.context.request);
      await stepTimer(page, '1-2').getByRole('button', { name: en.timer.start, exact: true }).click();
      await expect(stepTimer(page, '1-2')).toHaveAttribute('data-running', 'true');
      await expect(page.getByTestId('offline-status')).toContainText(fillText(offlineEn.waiting_one, { count: 1 }));
      expect((await timerThroughApi(other.context.request, event.id, '1-2'))?.isActive ?? false).toBe(false);
      // A minute passes on the screen before the connection returns: the start is still the press.
      await page.clock.fastForward(60_000);
      await goOnline(context);
      await expect(page.getByTestId('offline-status')).toHaveCount(0, { timeout: 20_000 });
      const sent = await timerThroughApi(other.context.request, event.id, '1-2');
      expect(sent?.isActive).toBe(true);
      expect(Math.abs(sent!.startTime! - pressed), 'counted from the press, on the server’s clock').toBeLessThan(2500);
      await expect.poll(() => elapsed('1-2')).toBeGreaterThanOrEqual(3);
    });
  } finally {
    await goOnline(context);
    await other.context.close();
  }
});
