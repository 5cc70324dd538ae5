import type { APIRequestContext, Page } from '@playwright/test';
import { createDiaryEvent, secondCook, signInThroughApi, uniqueTag } from './fixtures/kitchen.ts';
import {
  SOP_PAGES,
  SOP_STEPS,
  openSopPage,
  secondsOf,
  serverNow,
  startTimerThroughApi,
  stepTimer,
  useLanguage,
} from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/** A phone's top bar may take at most a fifth of its 740 px screen. */
const PHONE = { width: 360, height: 740 };
const TOP_BAR_MAX = PHONE.height / 5;

const timedSteps = (step: (typeof SOP_STEPS)[number]) =>
  SOP_PAGES[step].subSteps.filter((subStep) => subStep.allowedMinutes !== undefined);

/**
 * Pairs of visible text boxes inside `selector` that overlap: each line of text drawn (a text node's
 * client rects), compared with every line of every other text node. Lines of the same text are
 * allowed to touch; two texts overlapping by more than a third of the smaller one's height collide.
 */
async function overlappingTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((within) => {
    interface Line {
      node: Node;
      text: string;
      box: DOMRect;
    }
    const lines: Line[] = [];
    for (const root of document.querySelectorAll(within)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (text === '' || !node.parentElement?.checkVisibility()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          if (box.width > 2 && box.height > 2) lines.push({ node, text: text.slice(0, 40), box });
        }
      }
    }
    const collisions: string[] = [];
    lines.forEach((a, i) => {
      for (const b of lines.slice(i + 1)) {
        if (a.node === b.node) continue;
        const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (width > 2 && height > Math.min(a.box.height, b.box.height) / 3) {
          collisions.push(`“${a.text}” and “${b.text}” overlap ${Math.round(width)}×${Math.round(height)} px`);
        }
      }
    });
    return collisions;
  }, selector);
}

/** Every page with timers gets its first step running for 75 s: each tile in its widest state. */
async function startFirstStepOfEveryPage(request: APIRequestContext, eventId: number): Promise<void> {
  const now = await serverNow(request);
  for (const step of SOP_STEPS) {
    const [first] = timedSteps(step);
    if (first) await startTimerThroughApi(request, eventId, first.id, now - 75_000);
  }
}

test('at 1920×1080 every guide page shows all its step timers on the first screen', async ({ page, staffAccount }) => {
  // Every page in turn, each loaded and measured: several tests' work in one.
  test.slow();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await useLanguage(page, 'en');
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP wall ${uniqueTag()}` });
  await startFirstStepOfEveryPage(page.request, event.id);

  for (const step of SOP_STEPS) {
    await openSopPage(page, step, { eventId: event.id });
    const tiles = page.locator('[data-testid^="timer-"]');
    await expect(tiles).toHaveCount(timedSteps(step).length);
    await expect(stepTimer(page, timedSteps(step)[0]!.id)).toHaveAttribute('data-running', 'true');
    for (const tile of await tiles.all()) {
      const box = (await tile.boundingBox())!;
      const name = await tile.getAttribute('data-testid');
      expect(box.y + box.height, `/soplocked/${step}: ${name} ends at ${box.y + box.height} px`).toBeLessThanOrEqual(
        1080,
      );
      await expect(tile.getByRole('button'), `${name}: Start/Stop`).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => window.scrollY), `/soplocked/${step} opens at its top`).toBe(0);
  }
});

test('on a 360×740 phone in Malayalam the guide’s top bar takes at most a fifth of the screen and no text collides', async ({
  page,
  staffAccount,
}) => {
  // Every page in turn, each loaded and measured: several tests' work in one.
  test.slow();
  await page.setViewportSize(PHONE);
  await useLanguage(page, 'ml');
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP phone ${uniqueTag()}` });
  await startFirstStepOfEveryPage(page.request, event.id);

  for (const step of SOP_STEPS) {
    await openSopPage(page, step, { eventId: event.id });
    const bar = page.getByTestId('sop-top-bar');
    await expect(bar.getByRole('group')).toBeVisible(); // the language switch, in the bar itself
    const { height } = (await bar.boundingBox())!;
    expect(height, `/soplocked/${step}: the top bar is ${height} px tall`).toBeLessThanOrEqual(TOP_BAR_MAX);
    for (const where of [
      '[data-testid="sop-top-bar"]',
      '[data-testid="sub-step-header"]',
      '[data-testid^="timer-"] h3',
    ]) {
      expect(await overlappingTexts(page, where), `/soplocked/${step}: ${where}`).toEqual([]);
    }
    // Sign out once, behind More.
    const signOut = page.getByRole('button', { name: /സൈൻ ഔട്ട്/, includeHidden: true });
    await expect(signOut).toHaveCount(1);
    await expect(signOut).toBeHidden();
  }

  const more = page.getByTestId('sop-top-bar').getByRole('button', { expanded: false });
  await more.click();
  await expect(page.getByRole('button', { name: /സൈൻ ഔട്ട്/ })).toBeVisible();
  expect(await overlappingTexts(page, '[data-testid="sop-top-bar"]')).toEqual([]);

  // The Preparation Guide tab lists the same sub-steps with their times: none runs into its title.
  await page.goto('/roadmap?tab=guide');
  await page.getByRole('button', { name: new RegExp(SOP_PAGES.meatmasala.title.ml) }).click();
  await expect(page.getByTestId('guide-sub-step-title')).toHaveCount(SOP_PAGES.meatmasala.subSteps.length);
  expect(await overlappingTexts(page, '#guide-step-meatmasala li button')).toEqual([]);
});

/** The seconds step 1-1's timer shows on a screen. */
const shownSeconds = async (screen: Page) =>
  secondsOf((await stepTimer(screen, '1-1').getByRole('timer').textContent()) ?? '');

/** The offset to the server's clock a screen measured and counts with (kept on the device). */
const offsetOf = async (screen: Page) => Number(await screen.evaluate(() => localStorage.getItem('mandi.clockOffset')));

test('two screens on one running timer agree to the second over 60 seconds, one device’s clock five minutes fast', async ({
  page,
  browser,
  baseURL,
  staffAccount,
}) => {
  test.slow();
  await useLanguage(page, 'en');
  await signInThroughApi(page.request, staffAccount);
  const event = await createDiaryEvent(page.request, { title: `SOP same second ${uniqueTag()}` });
  // Started at an odd moment within its second, so a screen counting from its own open would show it.
  await startTimerThroughApi(page.request, event.id, '1-1', (await serverNow(page.request)) - 5 * 60_000 - 437);
  const fast = await secondCook(browser, baseURL, staffAccount);
  try {
    await useLanguage(fast.context, 'en');
    // Both screens count on clocks the test moves; the second is five minutes fast and in another part
    // of its second.
    await page.clock.install();
    await fast.page.clock.install({ time: Date.now() + 5 * 60_000 + 370 });
    await openSopPage(page, 'pitlighting', { eventId: event.id });
    await openSopPage(fast.page, 'pitlighting', { eventId: event.id });
    expect((await fast.page.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(5 * 60_000 - 10_000);
    await expect(stepTimer(page, '1-1').getByRole('timer')).not.toHaveText('00:00');
    await expect(stepTimer(fast.page, '1-1').getByRole('timer')).not.toHaveText('00:00');

    // Both stop at the middle of the same second of the server's clock, each by the offset it measured.
    const [offset, fastOffset] = [await offsetOf(page), await offsetOf(fast.page)];
    const serverMoment = Math.ceil((Date.now() + offset) / 1000) * 1000 + 2500;
    await page.clock.pauseAt(serverMoment - offset);
    await fast.page.clock.pauseAt(serverMoment - fastOffset);
    await expect.poll(() => shownSeconds(page)).toBeGreaterThanOrEqual(300);
    let expected = await shownSeconds(page);
    await expect.poll(() => shownSeconds(fast.page)).toBe(expected);

    for (let second = 0; second < 60; second++) {
      await Promise.all([page.clock.runFor(1000), fast.page.clock.runFor(1000)]);
      expected++;
      await expect.poll(() => shownSeconds(page)).toBe(expected);
      await expect.poll(() => shownSeconds(fast.page)).toBe(expected);
    }
  } finally {
    await fast.context.close();
  }
});
