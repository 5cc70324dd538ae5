import type { Page } from '@playwright/test';
import { DEFAULT_INVENTORY } from '../src/shared/content/default-inventory.ts';
import { defaultTasks } from '../src/shared/content/default-tasks.ts';
import { en } from '../src/shared/content/locales/en.ts';
import { ml } from '../src/shared/content/locales/ml.ts';
import { createDiaryEvent, signInThroughApi } from './fixtures/kitchen.ts';
import { useLanguage } from './fixtures/sop.ts';
import { expect, test } from './fixtures/test.ts';

/**
 * Every kitchen screen a cook reads, on a 360 px phone in Malayalam and on a 1920×1080 wall screen:
 * no built-in English text where Malayalam exists, and every control at least 48 px each way.
 */

type TextTree = { [key: string]: string | TextTree };

/** English texts of the text store whose Malayalam differs, as patterns ({{name}} matches any text). */
function englishOnlyTexts(english: TextTree, malayalam: TextTree, found: string[] = []): string[] {
  for (const [key, value] of Object.entries(english)) {
    const other = malayalam[key];
    if (typeof value === 'string') {
      if (typeof other === 'string' && other !== value) found.push(value);
    } else if (other && typeof other === 'object') {
      englishOnlyTexts(value, other, found);
    }
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const asPattern = (text: string) => `^${escape(text).replace(/\\\{\\\{\w+\\\}\\\}|\{\{\w+\}\}/g, '.+?')}$`;

/** What counts as English built-in text: words, not a number, a unit symbol or a brand. */
const ENGLISH = [
  ...englishOnlyTexts(en as unknown as TextTree, ml as unknown as TextTree),
  ...defaultTasks(1).map((task) => task.task),
  ...DEFAULT_INVENTORY.map((item) => item.name),
]
  .filter((text) => /[A-Za-z]{3}/.test(text.replace(/\{\{\w+\}\}/g, '')))
  .map(asPattern);

/** Visible text outside elements that are deliberately English (lang="en", e.g. the guide's second language). */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate((patterns) => {
    const regexes = patterns.map((source) => new RegExp(source));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? '').trim();
      if (!parent || text === '' || parent.closest('script, style, [aria-hidden="true"]')) continue;
      // Marked English below the page's own language (the guide's second language, the switch's "English").
      const marked = parent.closest('[lang]');
      if (marked !== document.documentElement && marked?.getAttribute('lang') === 'en') continue;
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      if (regexes.some((regex) => regex.test(text))) seen.add(text);
    }
    return [...seen];
  }, ENGLISH);
}

/** Visible controls smaller than 48 × 48 px (a text link inside a sentence is not a control here). */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], summary',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (control.closest('p, li') && control.tagName === 'A') continue;
      // A checkbox or radio counts by its label, which is what a thumb presses.
      const target =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label')?.getBoundingClientRect() ?? box)
          : box;
      if (target.height < 47.5 || target.width < 47.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 30);
        small.push(
          `<${control.tagName.toLowerCase()}> “${name}” ${Math.round(target.width)}×${Math.round(target.height)}`,
        );
      }
    }
    return small;
  });
}

const SCREENS = (eventId: number) => [
  { name: 'procedure home', path: '/roadmap' },
  { name: 'event diary with its task panel', path: `/roadmap?tab=diary&event=${eventId}` },
  { name: 'inventory', path: '/roadmap?tab=inventory' },
  { name: 'wall board', path: '/testworks' },
  { name: 'event reports', path: `/eventreports?event=${eventId}` },
  { name: 'recipe calculator', path: '/recipe' },
  { name: 'cutlet tool', path: '/cutlets' },
  { name: 'SOP home', path: '/soplocked' },
  { name: 'SOP setup page', path: `/soplocked/setup?eventId=${eventId}` },
  { name: 'SOP final cooking page', path: `/soplocked/finalcooking?eventId=${eventId}` },
];

for (const { width, height, language } of [
  { width: 360, height: 740, language: 'ml' as const },
  { width: 1920, height: 1080, language: 'en' as const },
]) {
  test(`kitchen screens at ${width}×${height} (${language}): built-in text in the screen's language, controls of 48 px`, async ({
    browser,
    staffAccount,
  }) => {
    test.slow();
    const context = await browser.newContext({ viewport: { width, height } });
    await useLanguage(context, language);
    await signInThroughApi(context.request, staffAccount);
    const event = await createDiaryEvent(context.request, { estimatedAttendance: 40 });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const screen of SCREENS(event.id)) {
      await page.goto(screen.path);
      await expect(page.locator('main, h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const english = await englishOnScreen(page);
      if (language === 'ml') for (const text of english) problems.push(`${screen.name}: English “${text}”`);
      // The same look on the English screen finds its texts: the check is reading the screen.
      else if (english.length === 0) problems.push(`${screen.name}: no text of the text store found`);
      for (const control of await smallControls(page)) problems.push(`${screen.name}: small ${control}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
