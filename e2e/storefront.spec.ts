import type { Page } from '@playwright/test';
import type { PublicEvent } from '../src/shared/schemas/events.ts';
import type { BusinessSettings } from '../src/shared/schemas/settings.ts';
import { storefrontEn } from '../src/shared/content/locales/storefront.en.ts';
import { storefrontMl } from '../src/shared/content/locales/storefront.ml.ts';
import { fillText } from '../src/shared/content/text-store.ts';
import { upcomingEvents } from '../src/shared/domain/event-order.ts';
import { bookableEvent } from './fixtures/booking.ts';
import { setOwnerDetails } from './fixtures/events.ts';
import { expect, test } from './fixtures/test.ts';

// These journeys only read: the server's data is shared with every other spec.

/** The storefront's events soonest first, and the one open for booking (the soonest with a free slot). */
async function upcomingTitles(page: Page): Promise<string[]> {
  const reply = (await (await page.request.get('/api/events')).json()) as { data: PublicEvent[] };
  return upcomingEvents(reply.data).map((event) => event.title);
}

async function businessSettings(page: Page): Promise<BusinessSettings> {
  return ((await (await page.request.get('/api/settings')).json()) as { data: BusinessSettings }).data;
}

function festivalHref(settings: BusinessSettings, template: string): string {
  const message = fillText(template, { text: settings.festivalSpecialText, date: settings.festivalSpecialDate });
  return `https://wa.me/${settings.sellerWhatsApp}?text=${encodeURIComponent(message)}`;
}

const cards = (page: Page) => page.locator('#events article');

test('Upcoming Sales shows the events soonest first, and only the first with free slots can be booked', async ({
  page,
}) => {
  await page.goto('/');
  const expected = await upcomingTitles(page);
  const open = await bookableEvent(page);
  expect(expected).toEqual(expect.arrayContaining(['New Year Special Mandi', 'Weekend Mandi Sale']));
  expect(expected.indexOf('Weekend Mandi Sale')).toBeLessThan(expected.indexOf('New Year Special Mandi'));

  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(expected);
  // Each card's own button (a sold-out card also offers its waiting list, below it).
  for (let index = 0; index < expected.length; index++) {
    const button = cards(page).nth(index).getByRole('button').first();
    if (expected[index] === open.title) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }

  const newYear = cards(page).filter({ hasText: 'New Year Special Mandi' });
  const weekend = cards(page).filter({ hasText: 'Weekend Mandi Sale' });
  await expect(newYear.getByRole('img', { name: storefrontEn.events.specialEvent })).toBeVisible();
  await expect(weekend.getByRole('img', { name: storefrontEn.events.specialEvent })).toHaveCount(0);
  await expect(newYear.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  for (const card of [newYear, weekend]) {
    await expect(card.getByText('Limited Slots', { exact: true })).toBeVisible();
    const image = card.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
});

test('the floating “Reserve your mandi” button opens the booking dialog for the open event', async ({ page }) => {
  await page.goto('/');
  const open = await bookableEvent(page);
  await page.getByRole('button', { name: storefrontEn.reserve }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(open.title);
});

test('the open card’s button and the footer’s Book Now open the booking dialog too', async ({ page }) => {
  await page.goto('/');
  await cards(page).getByRole('button', { disabled: false }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/');
  // Once the events have come (before, Book Now takes the reader to them: the test below).
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a button tapped before its scripts have come is answered once they run', async ({ page }) => {
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  // Not waiting for the load event, which may wait for the held scripts.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Book Now' }).click();
  await expect(page.locator('#events')).not.toBeInViewport();
  release();
  // Before the events have come, Book Now takes the reader to them.
  await expect(page.locator('#events')).toBeInViewport();
});

test('the festival special opens a WhatsApp chat with the seller, the request typed', async ({ page, request }) => {
  await setOwnerDetails(request);
  await page.goto('/');
  const settings = await businessSettings(page);
  const link = page.getByRole('link', { name: new RegExp(storefrontEn.festival.button) });
  await expect(link).toHaveAttribute('href', festivalHref(settings, storefrontEn.festival.message));
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toContainText(settings.festivalSpecialDate);
});

test('header links scroll to their sections, which start just below the fixed header', async ({ page }) => {
  await page.goto('/');
  // A link scrolls to where its section is when tapped: first the cards and their slots, which move it.
  await expect(cards(page).getByRole('button', { name: 'Book Now', disabled: false }).first()).toBeVisible();
  const top = (id: string) =>
    page.locator(`#${id}`).evaluate((section) => Math.round(section.getBoundingClientRect().top));
  await page.getByRole('banner').getByRole('link', { name: 'Upcoming Sales' }).click();
  await expect(page).toHaveURL(/#events$/);
  await expect.poll(() => top('events')).toBe(72);
  // The footer is the end of the page: the page scrolls as far as it can.
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.body.scrollHeight))
    .toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the whole landing page reads in Malayalam after switching language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'മലയാളം' }).click();
  for (const title of [
    storefrontMl.events.title,
    storefrontMl.signature.title,
    storefrontMl.gallery.title,
    storefrontMl.about.title,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: storefrontMl.reserve })).toBeVisible();
  await expect(page.getByText(storefrontMl.footer.rights)).toBeVisible();
  await expect(page.getByText(storefrontMl.about.origin)).toBeVisible();
  const settings = await businessSettings(page);
  await expect(page.getByRole('link', { name: new RegExp(storefrontMl.festival.button) })).toHaveAttribute(
    'href',
    festivalHref(settings, storefrontMl.festival.message),
  );
});

test('after choosing Malayalam, the next visit is drawn in Malayalam by the server, and the page takes it over unchanged', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(page.getByRole('heading', { level: 2, name: storefrontMl.events.title })).toBeVisible();
  const cookie = (await page.context().cookies()).find((each) => each.name === 'mandi.language');
  expect(cookie?.value).toBe('ml');

  // Without any script the page is already in Malayalam: the server drew it so.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies([{ name: 'mandi.language', value: 'ml', url: baseURL! }]);
  const drawn = await noScript.newPage();
  await drawn.goto('/');
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(drawn.getByRole('heading', { level: 2, name: storefrontMl.events.title })).toBeVisible();
  await noScript.close();

  // With scripts, React takes the Malayalam page over without redrawing it in English first.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.reload();
  await expect(page.getByRole('button', { name: storefrontMl.reserve })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: storefrontMl.events.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: storefrontEn.events.title })).toHaveCount(0);
  expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);

  // Back to English: the next visit is English again.
  await page.getByRole('button', { name: 'English' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: storefrontEn.events.title })).toBeVisible();
});

test('the language switch works before its scripts run, and the page keeps that choice once they do', async ({
  page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const drawn = await noScript.newPage();
  await drawn.goto('/');
  await drawn.getByRole('button', { name: 'മലയാളം' }).click();
  await expect(drawn).toHaveURL(/\/$/);
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(drawn.getByRole('heading', { level: 2, name: storefrontMl.events.title })).toBeVisible();
  await drawn.getByRole('button', { name: 'English' }).click();
  await expect(drawn.locator('html')).toHaveAttribute('lang', 'en');
  await expect(drawn.getByRole('heading', { level: 2, name: storefrontEn.events.title })).toBeVisible();
  await noScript.close();

  // The same request from a device whose own store has no choice: React keeps the server's Malayalam.
  await page.goto('/?language=ml');
  await expect(page).toHaveURL(/\/$/);
  // The events' cards are drawn by React, once it has taken the page over.
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('heading', { level: 2, name: storefrontMl.events.title })).toBeVisible();
});

test('every picture on the page loads, and no chat widget is added when none is configured', async ({ page }) => {
  // The client config decides the widget: the page adds one only when it names a script.
  const clientConfig = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/client-config');
  await page.goto('/');
  expect((await (await clientConfig).json()).data.chatWidgetSrc).toBeNull();
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const images = page.locator('main img');
  await expect(images).toHaveCount((await upcomingTitles(page)).length + 4);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(0);
});

test('the landing page fits a 360 px phone without sideways scrolling, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['en', 'ml']) {
    await page.addInitScript((lang) => localStorage.setItem('mandi.language', lang), language);
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, language).toBeLessThanOrEqual(0);
    // body clips sideways overflow, which hides it from scrollWidth: look for anything that sticks out unclipped.
    const sticksOut = await page.evaluate(() => {
      const right = window.innerWidth + 0.5;
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= right)
            return true;
        }
        return false;
      };
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > right && !clipped(element))
        .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`);
    });
    expect(sticksOut, language).toEqual([]);
    const reserve = await page
      .getByRole('button', { name: language === 'en' ? storefrontEn.reserve : storefrontMl.reserve })
      .boundingBox();
    expect(reserve!.x + reserve!.width).toBeLessThanOrEqual(360);
  }
});
