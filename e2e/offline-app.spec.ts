import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { offlineEn } from '../src/shared/content/locales/offline.en.ts';
import { recipesEn } from '../src/shared/content/locales/recipes.en.ts';
import { reportsEn } from '../src/shared/content/locales/reports.en.ts';
import { cutletsEn } from '../src/shared/content/locales/cutlets.en.ts';
import { storefrontEn } from '../src/shared/content/locales/storefront.en.ts';
import { todayInKerala } from '../src/shared/domain/event-date.ts';
import type { DiaryEvent } from '../src/shared/schemas/diary.ts';
import type { PublicEvent } from '../src/shared/schemas/events.ts';
import { boardEvent } from '../src/web/features/kitchen/board/model/pick-event.ts';
import { writeCompressed } from '../scripts/compress.mjs';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { startFreshServer } from './fixtures/fresh-server.ts';
import { createDiaryEvent, kitchenEn, signInThroughApi, uniqueTag, watchCsp } from './fixtures/kitchen.ts';
import { expectMalayalamFont } from './fixtures/layout.ts';
import { goOffline, goOnline, waitForWorker } from './fixtures/offline.ts';
import { SOP_PAGES, sopEn, sopMl } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * The kitchen as an installed app (src/web/sw.ts, src/web/lib/offline/kitchen-app.ts): once opened, its
 * screens open again without a network and show what they last read; the storefront never comes from
 * the device; a new build reaches an open screen through 'Update ready — reload'.
 * Offline (fixtures/offline.ts) is real for the service worker too, not only for the pages.
 */

const HERO_TITLE = 'We do one thing, and we do it right';

/** Every URL path kept in the page's origin's caches (the worker's precache and the kitchen's answers). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

interface Screen {
  path: string;
  /** What the screen shows from its own texts and from the data it read. */
  shows: (page: Page) => Promise<void>;
}

test.describe.configure({ mode: 'serial' });

test('once opened, every kitchen screen opens offline with what it last read, in English and Malayalam', async ({
  page,
  context,
  staffAccount,
}) => {
  test.slow();
  await signInThroughApi(page.request, staffAccount);
  const tag = uniqueTag();
  await createDiaryEvent(page.request, { title: `Offline day ${tag}`, date: todayInKerala() });
  const events = ((await (await page.request.get('/api/diary-events')).json()) as { data: DiaryEvent[] }).data;
  const onBoard = boardEvent(events)!;
  const reportsEvent = events.find((event) => event.title === `Offline day ${tag}`)!;

  const screens: Screen[] = [
    {
      path: '/roadmap?tab=diary',
      shows: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: kitchenEn.home.title })).toBeVisible();
        await expect(p.getByRole('article', { name: reportsEvent.title, exact: true })).toBeVisible();
      },
    },
    {
      path: '/testworks',
      shows: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: onBoard.title })).toBeVisible();
        await expect(p.getByRole('heading', { level: 2, name: kitchenEn.board.inProgress })).toBeVisible();
      },
    },
    {
      path: '/soplocked',
      shows: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: sopEn.home.title })).toBeVisible();
      },
    },
    {
      path: '/soplocked/meatmasala',
      shows: async (p) => {
        await expect(p.getByRole('heading', { level: 1 })).toContainText(SOP_PAGES.meatmasala.title.en);
      },
    },
    {
      path: '/recipe',
      shows: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: recipesEn.archive.title })).toBeVisible();
        await expect(p.getByRole('list', { name: recipesEn.archive.title }).getByRole('button').first()).toBeVisible();
      },
    },
    {
      path: '/eventreports',
      shows: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: reportsEn.title })).toBeVisible();
        await expect(
          p.getByLabel(reportsEn.selectEvent).locator('option', { hasText: reportsEvent.title }),
        ).toHaveCount(1);
      },
    },
    {
      path: '/cutlets',
      shows: async (p) => {
        await expect(p.getByRole('heading', { level: 1, name: cutletsEn.title })).toBeVisible();
        await expect(p.getByRole('heading', { level: 2, name: cutletsEn.dashboard.title })).toBeVisible();
      },
    },
  ];

  await test.step('a screen opened once, while the app installs, opens offline with what it read', async () => {
    const [first] = screens;
    await page.goto(first!.path);
    await first!.shows(page);
    await waitForWorker(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // Its reads went out before the worker took the page; the page asks them again through it.
    await expect.poll(() => cachedPaths(page)).toEqual(expect.arrayContaining(['/api/auth/me', '/api/diary-events']));
    await goOffline(context);
    await page.reload();
    await first!.shows(page);
    await goOnline(context);
  });

  await test.step('online: every other screen is opened once', async () => {
    for (const screen of screens.slice(1)) {
      await page.goto(screen.path);
      await screen.shows(page);
    }
  });

  await test.step('offline: each screen reloads from the device with its last data', async () => {
    const fromNetwork: string[] = [];
    const watchApi = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && !response.fromServiceWorker()) fromNetwork.push(url.pathname);
    };
    await goOffline(context);
    page.on('response', watchApi);
    try {
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.shows(page);
        await page.reload();
        await screen.shows(page);
      }
    } finally {
      page.off('response', watchApi);
    }
    expect(fromNetwork, 'API answers that did not come from the worker while offline').toEqual([]);
  });

  await test.step('offline, in Malayalam: the SOP home in Malayalam, drawn in our own font', async () => {
    await page.goto('/soplocked');
    await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: sopMl.home.title })).toBeVisible();
    await expectMalayalamFont(page, '/soplocked offline');
    await page.evaluate(() => localStorage.setItem('mandi.language', 'en'));
  });
  await goOnline(context);
});

test('the storefront is never kept: offline it does not open, and its events are not answered from a cache', async ({
  page,
  context,
  staffAccount,
}) => {
  await signInThroughApi(page.request, staffAccount);
  await page.goto('/roadmap');
  await expect(page.getByRole('heading', { level: 1, name: kitchenEn.home.title })).toBeVisible();
  await waitForWorker(page);

  const titles = ((await (await page.request.get('/api/events')).json()) as { data: PublicEvent[] }).data.map(
    (event) => event.title,
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await expect(page.locator('#events article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: storefrontEn.events.title })).toBeVisible();

  const kept = await cachedPaths(page);
  expect(kept).toContain('/app.html');
  for (const path of kept) {
    expect(path, 'the storefront page, its pictures and its data are not kept').not.toMatch(
      /^\/$|^\/index\.html$|^\/images\/|^\/api\/(events|available-slots|menu|time|live|settings)/,
    );
  }

  await test.step('an open storefront page asks for the events offline: the request fails', async () => {
    await goOffline(context);
    const answer = await page.evaluate(() =>
      fetch('/api/events').then(
        (response) => `answered ${response.status}`,
        (error: unknown) => `failed: ${String(error)}`,
      ),
    );
    expect(answer).toMatch(/^failed/);
  });

  await test.step('the storefront reloaded offline: the browser’s own error, no page, no event, no price', async () => {
    await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await expect(page.getByRole('heading', { name: HERO_TITLE })).toHaveCount(0);
    const body = (await page.locator('body').textContent()) ?? '';
    for (const title of titles) expect(body).not.toContain(title);
    expect(body).not.toContain('₹');
  });

  await test.step('admin, not a kitchen page, is not opened from the device either', async () => {
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  });
  await goOnline(context);
});

/** The built server on a copy of dist/web and a data folder of its own: a build that can be changed. */
async function serverOnACopy(): Promise<{ url: string; web: string; stop(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-pwa-'));
  const web = path.join(folder, 'web');
  fs.cpSync('dist/web', web, { recursive: true });
  const server = await startFreshServer({ WEB_ROOT: web });
  return {
    url: server.url,
    web,
    async stop() {
      await server.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A new version of the copy, as a deploy would make it: app.html changed, its revision in sw.js's
 * precache list changed with it (so sw.js differs too), the compressed copies written again.
 */
function publishNewVersion(web: string, marker: string): void {
  const appPage = path.join(web, 'app.html');
  const worker = path.join(web, 'sw.js');
  const html = fs.readFileSync(appPage, 'utf8');
  const changed = html.replace('<body>', `<body><p id="app-version">${marker}</p>`);
  expect(changed).not.toBe(html);
  const revision = (text: string) => createHash('md5').update(text).digest('hex');
  const source = fs.readFileSync(worker, 'utf8');
  const entry = (rev: string) => `{"revision":"${rev}","url":"app.html"}`;
  expect(source, 'sw.js lists app.html with its revision').toContain(entry(revision(html)));
  fs.writeFileSync(appPage, changed);
  fs.writeFileSync(worker, source.replace(entry(revision(html)), entry(revision(changed))));
  writeCompressed(appPage);
  writeCompressed(worker);
}

test('a new build reaches an open kitchen screen: Update ready — reload, then the new version', async ({ browser }) => {
  const server = await serverOnACopy();
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const csp = watchCsp(page);
    await signInThroughApi(context.request, E2E_ADMIN);
    await page.goto('/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: kitchenEn.home.title })).toBeVisible();
    await waitForWorker(page);
    await expect(page.locator('#app-version')).toHaveCount(0);
    const update = page.getByRole('button', { name: offlineEn.updateReady });
    await expect(update).toHaveCount(0);

    const marker = `Version ${uniqueTag()}`;
    publishNewVersion(server.web, marker);
    // Coming back online is one of the moments the screen looks for a new version.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(update).toBeVisible({ timeout: 20_000 });
    // The new version waits: the open screen is still the old one until the cook asks.
    await expect(page.locator('#app-version')).toHaveCount(0);

    await update.click();
    await expect(page.locator('#app-version')).toHaveText(marker, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: kitchenEn.home.title })).toBeVisible();
    await expect(update).toHaveCount(0);
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await context.close();
    await server.stop();
  }
});
