import { LANGUAGE_CHOICE } from '../src/shared/domain/language-choice.ts';
import type { Page } from '@playwright/test';
import { createEvent, setOwnerDetails } from './fixtures/events.ts';
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

test('the Malayalam page draws its text with its own cut of the font, and a title beyond the cut with the whole font', async ({
  browser,
  playwright,
}) => {
  const server = await startFreshServer();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
  const admin = await playwright.request.newContext({ baseURL: server.url });
  const loadedFaces = (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => `${face.family.replace(/["']/g, '')} ${face.weight}`)
        .sort();
    });
  try {
    const page = await context.newPage();
    const fontPaths: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontPaths.push(new URL(request.url()).pathname);
    });
    await page.goto('/?language=ml');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('ഞങ്ങൾ ഒരു കാര്യം മാത്രം ചെയ്യുന്നു, അത് ശരിയായി ചെയ്യുന്നു');
    await expect(page.locator('#events article').first()).toBeVisible();
    expect(await loadedFaces(page)).toEqual(['Noto Sans Malayalam Drawn 400', 'Noto Sans Malayalam Drawn 700']);
    expect(fontPaths.length).toBe(2);
    expect(fontPaths.every((fontPath) => fontPath.startsWith('/assets/noto-sans-malayalam-drawn-'))).toBe(true);

    // The cut draws the heading pixel for pixel as the whole font does.
    const withCut = await heading.screenshot();
    await heading.evaluate((h1) => {
      const whole = getComputedStyle(h1).fontFamily.replace(/^["']?Noto Sans Malayalam Drawn["']?, /, '');
      h1.style.setProperty('font-family', whole);
    });
    await page.evaluate(() => document.fonts.load('800 30px "Noto Sans Malayalam"', 'ഞ'));
    expect(await loadedFaces(page)).toContain('Noto Sans Malayalam 700');
    expect((await heading.screenshot()).equals(withCut)).toBe(true);

    // A title with a letter the page's own text never uses: the whole font is fetched for it.
    const title = 'ഋതുവിന്റെ മന്തി';
    await createEvent(admin, { maxOrders: 20, title: 'Season sale', titleMl: title });
    const later = await context.newPage();
    await later.goto('/');
    await expect(later.locator('#events article').filter({ hasText: title })).toBeVisible();
    await expect
      .poll(() => loadedFaces(later))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Noto Sans Malayalam (400|700)$/)]));
  } finally {
    await admin.dispose();
    await context.close();
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
