import type { Page } from '@playwright/test';
import {
  backgroundOf,
  createDiaryEvent,
  fillText,
  secondCook,
  signInThroughApi,
  uniqueTag,
} from './fixtures/kitchen.ts';
import {
  openSopPage,
  recordWakeLock,
  secondsOf,
  serverNow,
  sopAddress,
  sopEn as en,
  startTimerThroughApi,
  stepTimer,
  timerThroughApi,
  useLanguage,
  wakeLockRequests,
} from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/** Screen B's clock runs this far ahead of screen A's (and of the server's). */
const SKEW_MS = 3 * 60_000;

const startButton = { name: en.timer.start, exact: true } as const;
const stopButton = { name: en.timer.stop, exact: true } as const;

/** Both screens' elapsed time for one step, read in the same moment. */
async function elapsedOnBoth(a: Page, b: Page, stepId: string): Promise<[number, number]> {
  const read = (page: Page) => stepTimer(page, stepId).getByRole('timer').textContent({ timeout: 5000 });
  const [onA, onB] = await Promise.all([read(a), read(b)]);
  return [secondsOf(onA ?? ''), secondsOf(onB ?? '')];
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('two screens three minutes apart: a Start shows on the other at once, with the same elapsed time on both', async ({
  page,
  browser,
  baseURL,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP two screens ${uniqueTag()}` });
  const screenB = await secondCook(browser, baseURL, staffAccount);
  try {
    await useLanguage(screenB.context, 'en');
    // Screen B's own clock is three minutes fast; the screens count on the server's clock (GET /api/time).
    await screenB.page.clock.install({ time: Date.now() + SKEW_MS });
    await openSopPage(page, 'pitlighting', { eventId: event.id });
    await openSopPage(screenB.page, 'pitlighting', { eventId: event.id });
    expect((await screenB.page.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(SKEW_MS - 10_000);

    await test.step('A starts 1-1; B shows it running (it has no poll: the live stream brings it)', async () => {
      await stepTimer(page, '1-1').getByRole('button', startButton).click();
      await expect(stepTimer(page, '1-1')).toHaveAttribute('data-running', 'true');
      await expect(stepTimer(screenB.page, '1-1')).toHaveAttribute('data-running', 'true');
      await expect(stepTimer(screenB.page, '1-1').getByRole('button', stopButton)).toBeVisible();
    });

    await test.step('both screens show the same elapsed time (±1 s), not three minutes apart', async () => {
      await expect(stepTimer(page, '1-1').getByRole('timer')).not.toHaveText('00:00');
      for (let reading = 0; reading < 3; reading++) {
        const [onA, onB] = await elapsedOnBoth(page, screenB.page, '1-1');
        expect(onA, 'screen A counts from the Start').toBeLessThan(60);
        expect(Math.abs(onA - onB), `A shows ${onA} s, B shows ${onB} s`).toBeLessThanOrEqual(1);
      }
    });
    expect(screenB.cspViolations, 'Content-Security-Policy violations on screen B').toEqual([]);
  } finally {
    await screenB.context.close();
  }
});

test('a 15-minute step started 200 minutes ago shows OVERTIME! in red', async ({ page, staffAccount }) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP overtime ${uniqueTag()}` });
  const now = await serverNow(page.request);
  await startTimerThroughApi(page.request, event.id, '1-1', now - 200 * 60_000);

  await openSopPage(page, 'pitlighting', { eventId: event.id });
  const timer = stepTimer(page, '1-1');
  await expect(timer).toHaveAttribute('data-running', 'true');
  await expect(timer.getByRole('alert')).toContainText(en.timer.overtime);
  await expect(timer).toHaveAttribute('data-tone', 'red');
  // 200 minutes: 3:20:00 and a few seconds.
  await expect(timer.getByRole('timer')).toHaveText(/^3:20:\d{2}$/);
  await expect(timer.getByText(fillText(en.timer.allowed, { minutes: 15 }))).toBeVisible();
  const bar = timer.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuetext', en.timer.overtime);
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar.locator('div').first()).toHaveCSS('background-color', await backgroundOf(page, 'bg-red-600'));
  // The other steps of the page are not running and not red.
  await expect(stepTimer(page, '1-2')).toHaveAttribute('data-running', 'false');
  await expect(stepTimer(page, '1-2')).toHaveAttribute('data-tone', 'green');
});

test('starting another step of the page stops the running one on both screens', async ({
  page,
  browser,
  baseURL,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP one per page ${uniqueTag()}` });
  await startTimerThroughApi(page.request, event.id, '1-1', await serverNow(page.request));
  const screenB = await secondCook(browser, baseURL, staffAccount);
  try {
    await useLanguage(screenB.context, 'en');
    await openSopPage(page, 'pitlighting', { eventId: event.id });
    await openSopPage(screenB.page, 'pitlighting', { eventId: event.id });
    for (const screen of [page, screenB.page]) {
      await expect(stepTimer(screen, '1-1')).toHaveAttribute('data-running', 'true');
    }

    await stepTimer(page, '1-2').getByRole('button', startButton).click();
    for (const screen of [page, screenB.page]) {
      await expect(stepTimer(screen, '1-2')).toHaveAttribute('data-running', 'true');
      await expect(stepTimer(screen, '1-1')).toHaveAttribute('data-running', 'false');
      await expect(stepTimer(screen, '1-1').getByRole('button', startButton)).toBeEnabled();
      // A stopped step keeps how long it took (it ran a few seconds), not 00:00.
      await expect(stepTimer(screen, '1-1')).toHaveAttribute('data-state', 'stopped');
      await expect(stepTimer(screen, '1-1').getByRole('timer')).toHaveText(/^00:\d{2}$/);
    }
    const stopped = await timerThroughApi(page.request, event.id, '1-1');
    expect(stopped?.isActive).toBe(false);
    expect(stopped?.stopTime).toBeGreaterThanOrEqual(stopped!.startTime!);
    for (const screen of [page, screenB.page]) {
      await expect(stepTimer(screen, '1-1').getByRole('timer')).toHaveText(
        `00:${String(Math.floor((stopped!.stopTime! - stopped!.startTime!) / 1000)).padStart(2, '0')}`,
      );
    }
    expect((await timerThroughApi(page.request, event.id, '1-2'))?.isActive).toBe(true);
  } finally {
    await screenB.context.close();
  }
});

test('a running timer asks for the screen wake lock', async ({ page, staffAccount }) => {
  await recordWakeLock(page);
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP wake lock ${uniqueTag()}` });
  await openSopPage(page, 'pitlighting', { eventId: event.id });
  expect(await wakeLockRequests(page), 'nothing runs yet').toEqual([]);

  await stepTimer(page, '1-1').getByRole('button', startButton).click();
  await expect(stepTimer(page, '1-1')).toHaveAttribute('data-running', 'true');
  await expect.poll(() => wakeLockRequests(page)).toContain('screen');
  // The browser can keep the screen on, so the screen does not say it cannot.
  await expect(page.getByText(en.wakeLock.unsupported)).toHaveCount(0);
});

test('opened with startTimer, the page starts that step; opened without an event, it offers the diary events', async ({
  page,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP from the list ${uniqueTag()}` });

  await test.step('?eventId=…&startTimer=1-3 starts 1-3, and the API reports it active', async () => {
    await page.goto(sopAddress('pitlighting', { eventId: event.id, startTimer: '1-3' }));
    await expect(stepTimer(page, '1-3')).toHaveAttribute('data-running', 'true');
    await expect.poll(async () => (await timerThroughApi(page.request, event.id, '1-3'))?.isActive ?? false).toBe(true);
    const started = await timerThroughApi(page.request, event.id, '1-3');
    expect(Math.abs((started?.startTime ?? 0) - (await serverNow(page.request)))).toBeLessThan(30_000);
  });

  await test.step('without eventId the page offers the diary events, and picking one attaches the screen', async () => {
    await page.goto(sopAddress('pitlighting'));
    const attach = page.getByRole('region', { name: en.attach.title });
    await expect(attach).toBeVisible();
    await expect(attach).toContainText(en.attach.why);
    await expect(stepTimer(page, '1-1').getByRole('button', startButton)).toBeDisabled();
    const pick = attach.getByRole('button', { name: fillText(en.attach.pick, { title: event.title }) });
    await expect(pick).toBeVisible();
    await pick.click();
    await expect(page).toHaveURL(new RegExp(`[?&]eventId=${event.id}(&|$)`));
    await expect(attach).toBeHidden();
    // Attached: the step already running for the event shows, and the others can start.
    await expect(stepTimer(page, '1-3')).toHaveAttribute('data-running', 'true');
    await expect(stepTimer(page, '1-1').getByRole('button', startButton)).toBeEnabled();
  });
});
