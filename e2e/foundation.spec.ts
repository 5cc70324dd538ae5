import { LANGUAGE_CHOICE } from '../src/shared/domain/language-choice.ts';
import type { Page } from '@playwright/test';
import { setOwnerDetails } from './fixtures/events.ts';
import { startFreshServer } from './fixtures/fresh-server.ts';
import { expect, signIn, test } from './fixtures/test.ts';

test('home renders the hero and the city it serves', async ({ page }) => {
  await setOwnerDetails(page.request);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'We do one thing, and we do it right' })).toBeVisible();
  await expect(page.getByText('Currently serving')).toBeVisible();
  await expect(page.locator('#home').getByText('Kottayam')).toBeVisible();
});

test('the storefront is drawn before any JavaScript runs, and React takes it over without a mismatch', async ({
  page,
  browser,
  baseURL,
}) => {
  // Nothing but the page itself before its first paint: its stylesheet rules are in it, and the whole
  // stylesheet and the scripts are asked for by its one inline script (allowed by its hash).
  const html = await (await page.request.get('/')).text();
  const head = html.slice(0, html.indexOf('<body'));
  expect(head).not.toMatch(/<script|modulepreload|rel="stylesheet"/);
  expect(html).toMatch(/<script data-stylesheet="\/assets\/index-[\w-]+\.css" data-scripts="\/assets\/index-/);

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const drawn = await noScript.newPage();
  await drawn.goto('/');
  await expect(drawn.getByRole('heading', { level: 1, name: 'We do one thing, and we do it right' })).toBeVisible();
  await expect(drawn.getByRole('heading', { name: 'Upcoming Sales' })).toBeVisible();
  await noScript.close();

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming Sales' })).toBeVisible();
  // Hydrated: a click handled by React scrolls to the events.
  await page.getByRole('link', { name: 'See upcoming sales' }).click();
  await expect(page.locator('#events')).toBeInViewport();
  expect(problems.filter((text) => /hydrat|did not match|server rendered|Content Security Policy/i.test(text))).toEqual(
    [],
  );
  // The whole stylesheet has come: the events' grid, not drawn before, is laid out by it.
  await expect(page.locator('link[rel="stylesheet"][href^="/assets/index-"]')).toHaveCount(1);
});

for (const language of ['en', 'ml'] as const) {
  test(`the ${language} storefront asks for its scripts and whole stylesheet only once its text is painted`, async ({
    page,
    context,
    baseURL,
  }) => {
    // The choice as the site keeps it: the cookie picks the page the server sends, the device's store the app's texts.
    await context.addCookies([{ name: LANGUAGE_CHOICE, value: language, url: baseURL! }]);
    await page.addInitScript(([name, chosen]) => localStorage.setItem(name!, chosen!), [LANGUAGE_CHOICE, language]);
    await page.goto('/');
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/index-"]')).toHaveCount(1);
    await expect(page.locator('script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
    const readTimings = () =>
      page.evaluate(() => ({
        lang: document.documentElement.lang,
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        asked: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/index-[\w-]+\.(js|css)$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    // A file's timing entry is written once it has fully come, which may be after its element is in the page.
    await expect.poll(async () => (await readTimings()).asked.length).toBeGreaterThanOrEqual(2);
    const timings = await readTimings();
    expect(timings.lang).toBe(language);
    expect(timings.painted).not.toBeNull();
    for (const asked of timings.asked) expect(asked).toBeGreaterThanOrEqual(timings.painted!);
  });
}

test('an unknown path shows the home screen', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'We do one thing, and we do it right' })).toBeVisible();
});

test('/admin asks to sign in, and a wrong password is refused', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await signIn(page, { username: 'owner', password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
});

test('an admin signs in to /admin and signs out again', async ({ page, adminAccount }) => {
  await page.goto('/admin');
  await signIn(page, adminAccount);
  await expect(page.getByText(`Signed in as ${adminAccount.username}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Signed in as ${adminAccount.username}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect((await page.request.get('/api/users')).status()).toBe(401);
});

test('a staff user is refused the admin but may open the kitchen tools', async ({ page, staffAccount }) => {
  await page.goto('/admin');
  await signIn(page, staffAccount);
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveCount(0);
  expect((await page.request.get('/api/users')).status()).toBe(403);

  await page.goto('/eventreports');
  await expect(page.getByRole('heading', { name: 'Event Reports' })).toBeVisible();
});

test('the storefront never downloads admin or kitchen code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The prerendered page asks for its scripts after its first paint, which can come after the network
  // first fell idle: wait for the first of them, then for the network to settle.
  const firstScript = page.waitForRequest((request) => request.resourceType() === 'script');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await firstScript;
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /admin|kitchen/.test(url))).toEqual([]);
});

test('the language switch shows Malayalam, in our own font, and is remembered', async ({ page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ഞങ്ങൾ ഒരു കാര്യം മാത്രം ചെയ്യുന്നു, അത് ശരിയായി ചെയ്യുന്നു');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ഞങ്ങൾ ഒരു കാര്യം മാത്രം ചെയ്യുന്നു, അത് ശരിയായി ചെയ്യുന്നു');
  const loadedFaces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });
  expect(loadedFaces.some((family) => family.includes('Noto Sans Malayalam'))).toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => url.startsWith(baseURL!))).toBe(true);
});

test('the Malayalam page paints with its own cut of the font, then hands over to the whole font, which the English page switched to Malayalam draws alike', async ({
  browser,
}) => {
  const server = await startFreshServer();
  const phone = { baseURL: server.url, viewport: { width: 360, height: 740 } };
  const withoutScripts = await browser.newContext({ ...phone, javaScriptEnabled: false });
  const withScripts = await browser.newContext(phone);
  const loadedFaces = (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.family.replace(/["']/g, '')} ${face.weight}`)
        .sort();
    });
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  const handedOver = (page: Page) =>
    expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-font-cut'))).toBe(false);
  const HEADING_ML = 'ഞങ്ങൾ ഒരു കാര്യം മാത്രം ചെയ്യുന്നു, അത് ശരിയായി ചെയ്യുന്നു';
  try {
    // Before any script: the page's own cut, and nothing else.
    const painted = await withoutScripts.newPage();
    const fontPaths: string[] = [];
    painted.on('request', (request) => {
      if (request.resourceType() === 'font') fontPaths.push(new URL(request.url()).pathname);
    });
    await painted.goto('/?language=ml');
    await expect(heading(painted)).toHaveText(HEADING_ML);
    await expect(painted.locator('html')).toHaveAttribute('data-font-cut', '');
    // The page's own stylesheet names the cut: the whole one comes only after the first paint.
    const firstStyle = await painted.locator('head style').first().textContent();
    expect(firstStyle).toContain(':root[data-font-cut]{--font-sans:"Noto Sans Malayalam Drawn"');
    expect(firstStyle).toContain("@font-face{font-family:'Noto Sans Malayalam Drawn'");
    expect(await loadedFaces(painted)).toEqual(['Noto Sans Malayalam Drawn 400', 'Noto Sans Malayalam Drawn 700']);
    expect(fontPaths).toHaveLength(2);
    expect(fontPaths.every((fontPath) => fontPath.startsWith('/assets/noto-sans-malayalam-drawn-'))).toBe(true);
    const withCut = await heading(painted).screenshot();

    // With its scripts, the whole font takes over once both weights are in, and draws the same pixels.
    const page = await withScripts.newPage();
    await page.goto('/?language=ml');
    await handedOver(page);
    expect(await loadedFaces(page)).toEqual(
      expect.arrayContaining(['Noto Sans Malayalam 400', 'Noto Sans Malayalam 700']),
    );
    expect((await heading(page).screenshot()).equals(withCut)).toBe(true);

    // The English page keeps its cut, which holds only "മലയാളം", until it turns to Malayalam: then no
    // word mixes the cut with the whole font.
    const english = await withScripts.newPage();
    await english.goto('/?language=en');
    await english.waitForLoadState('networkidle');
    await expect(english.locator('html')).toHaveAttribute('data-font-cut', '');
    await english.getByRole('button', { name: 'മലയാളം' }).click();
    await handedOver(english);
    await expect(heading(english)).toHaveText(HEADING_ML);
    await loadedFaces(english);
    expect((await heading(english).screenshot()).equals(withCut)).toBe(true);
  } finally {
    await withoutScripts.close();
    await withScripts.close();
    await server.stop();
  }
});

for (const path of ['/', '/admin', '/recipe', '/cutlets', '/soplocked']) {
  test(`${path} has no horizontal scroll at 360 px wide, in both languages`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const language of ['en', 'ml']) {
      await page.addInitScript((lang) => localStorage.setItem('mandi.language', lang), language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} in ${language}`).toBeLessThanOrEqual(0);
    }
  });
}
