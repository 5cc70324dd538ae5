import { videosEn } from '../src/shared/content/locales/videos.en.ts';
import {
  createDiaryEvent,
  kitchenEn,
  openTaskPanel,
  signInThroughApi,
  taskCard,
  taskList,
  uniqueTag,
} from './fixtures/kitchen.ts';
import { openSopPage, SOP_PAGES, useLanguage } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

const STEP = '1-2';
const YOUTUBE_ID = 'dQw4w9WgXcQ';
const NO_COOKIE_PLAYER = `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`;
const PIT = SOP_PAGES.pitlighting;
const subStep = PIT.subSteps.find((each) => each.id === STEP)!;

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test.afterEach(async ({ page }) => {
  // The suite shares one server: the step goes back to having no video.
  await page.request.delete(`/api/step-videos/${STEP}`);
});

test('the owner sets a YouTube link on a step; the guide page and the task play it in the no-cookie player', async ({
  page,
  adminAccount,
}) => {
  await signInThroughApi(page.request, adminAccount);

  await test.step('the policy frames the two privacy-enhanced players and no other video host', async () => {
    const response = await page.goto('/roadmap');
    const policy = response!.headers()['content-security-policy'] ?? '';
    const frameSrc = /(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(frameSrc).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
    expect(frameSrc?.filter((origin) => /youtube|vimeo/.test(origin))).toHaveLength(2);
  });

  await test.step('a link that cannot play is refused in place; a YouTube link is kept', async () => {
    await page.getByRole('button', { name: new RegExp(PIT.title.en) }).click();
    await page.getByRole('button', { name: new RegExp(subStep.title.en) }).click();
    const panel = page.locator(`#guide-sub-${STEP}`);
    const field = panel.getByLabel(videosEn.link.label);
    await field.fill('https://example.com/pit.mp4');
    await panel.getByRole('button', { name: videosEn.link.save }).click();
    await expect(panel.getByRole('alert')).toHaveText(videosEn.refusals.cannotPlay);

    await field.fill(`https://www.youtube.com/watch?v=${YOUTUBE_ID}`);
    const saved = page.waitForResponse((reply) => reply.url().endsWith(`/api/step-videos/${STEP}/link`));
    await panel.getByRole('button', { name: videosEn.link.save }).click();
    expect((await saved).status()).toBe(200);
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: /Watch Video/ })).toBeVisible();
  });

  await test.step('the SOP guide page plays it in the no-cookie player', async () => {
    await openSopPage(page, 'pitlighting');
    const frame = page.locator(`iframe[title="${subStep.title.en}"]`);
    await expect(frame).toHaveAttribute('src', NO_COOKIE_PLAYER);
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame).toHaveAttribute('allow', 'fullscreen; picture-in-picture');
  });

  await test.step('the task linked to the step plays it in its video dialog', async () => {
    const event = await createDiaryEvent(page.request, { title: `Videos ${uniqueTag()}` });
    const task = (await taskList(page.request, event.id)).data.find((each) =>
      each.sopLink.includes(`startTimer=${STEP}`),
    );
    expect(task, 'a default task links to the step').toBeDefined();
    const panel = await openTaskPanel(page, event);
    const card = taskCard(panel, task!.task);
    await card.getByRole('button', { name: kitchenEn.tasks.actions.watchVideo }).click();
    const dialog = page.getByRole('dialog', { name: task!.task });
    await expect(dialog.locator('iframe')).toHaveAttribute('src', NO_COOKIE_PLAYER);
    await expect(dialog.locator('video')).toHaveCount(0);
  });
});
