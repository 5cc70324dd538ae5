import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { recipesEn as en } from '../src/shared/content/locales/recipes.en.ts';
import { recipesMl as ml } from '../src/shared/content/locales/recipes.ml.ts';
import { validationEn } from '../src/shared/content/locales/validation.en.ts';
import type { InventoryItem } from '../src/shared/schemas/inventory.ts';
import type { CollectionSummary } from '../src/shared/schemas/recipes.ts';
import { fillText, secondCook, signInThroughApi, uniqueTag } from './fixtures/kitchen.ts';
import { expectFits, expectMalayalamFont } from './fixtures/layout.ts';
import { useLanguage } from './fixtures/sop.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const SIGN_IN = {
  title: 'Mandi Recipe Calculator',
  subtitle: 'Login to access the recipe management system',
  footer: 'Traditional Kerala Mandi Recipe Management System',
};

const archive = (page: Page) => page.getByRole('list', { name: en.archive.title });
const card = (page: Page, date: RegExp | string) => archive(page).getByRole('button', { name: date });
const servingsInput = (page: Page) => page.getByRole('textbox', { name: en.servings.input });
const ingredients = (page: Page) => page.getByRole('list', { name: en.card.ingredients });
const recipeButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

/** Each ingredient's name and the quantity shown for it, in the card's order. */
async function shownQuantities(page: Page): Promise<{ name: string; quantity: string }[]> {
  const rows = ingredients(page).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('span')?.textContent ?? '',
      quantity: item.querySelector('[data-testid="quantity"]')?.textContent ?? '',
    })),
  );
}

async function openCollection(page: Page, date: string): Promise<void> {
  await card(page, new RegExp(date)).click();
  await expect(page.getByRole('heading', { level: 1, name: en.screen.title })).toBeVisible();
  await expect(page.getByText(new RegExp(`· ${date}`))).toBeVisible();
}

async function setServings(page: Page, value: string): Promise<void> {
  await servingsInput(page).fill(value);
}

test('a cook signs in at /recipe, opens each collection, scales the servings and walks the steps', async ({
  page,
  staffAccount,
}) => {
  await page.goto('/recipe');
  await expect(page.getByRole('heading', { name: SIGN_IN.title })).toBeVisible();
  await expect(page.getByText(SIGN_IN.subtitle)).toBeVisible();
  await expect(page.getByText(SIGN_IN.footer)).toBeVisible();
  await signIn(page, { username: staffAccount.username, password: 'not-the-password' });
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await signIn(page, staffAccount);

  await test.step('the archive lists the three collections as the book does: February 14, February 27, March 1', async () => {
    await expect(page.getByRole('heading', { level: 1, name: en.archive.title })).toBeVisible();
    const cards = archive(page).getByRole('button');
    // The heading shows before the collections arrive: the cards are read once the seeded three are in.
    const SEEDED = /(February 14|February 27|March 1), 2025/;
    await expect(cards.filter({ hasText: SEEDED })).toHaveCount(3);
    const texts = await cards.allTextContents();
    const seeded = texts.filter((text) => SEEDED.test(text));
    expect(seeded.map((text) => /(\w+ \d+), 2025/.exec(text)?.[1])).toEqual(['February 14', 'February 27', 'March 1']);
    expect(seeded[0]).toContain('Original Mandi Recipe Collection');
    expect(seeded[0]).toContain('Current Version');
    expect(seeded[2]).toContain('Updated Mandi Recipe Collection');
    expect(seeded[2]).toContain('Enhanced Version');
  });

  await test.step('February 14 opens at 20 servings on Mandi Meat; 40 doubles every quantity', async () => {
    await openCollection(page, 'February 14, 2025');
    await expect(recipeButton(page, en.names.mandiMeat)).toHaveAttribute('aria-pressed', 'true');
    await expect(servingsInput(page)).toHaveValue('20');
    await expect(page.getByText(fillText(en.servings.calculated, { count: 20 }))).toBeVisible();
    const at20 = await shownQuantities(page);
    expect(at20).toContainEqual({ name: 'Mutton', quantity: '8.0 kg' });
    await setServings(page, '40');
    await expect(page.getByText(fillText(en.servings.calculated, { count: 40 }))).toBeVisible();
    const at40 = await shownQuantities(page);
    const oneDecimal = /^(\d+\.\d) (.+)$/;
    const doubled = at20.flatMap(({ name, quantity }) => {
      const match = oneDecimal.exec(quantity);
      return match ? [{ name, quantity: `${(Number(match[1]) * 2).toFixed(1)} ${match[2]}` }] : [];
    });
    expect(doubled.length).toBeGreaterThan(3);
    for (const expected of doubled) expect(at40).toContainEqual(expected);
    expect(at40).toContainEqual({ name: 'Mutton', quantity: '16.0 kg' });
  });

  await test.step('10 servings uses the base quantities and says so; the input keeps its rules', async () => {
    await setServings(page, '10');
    await expect(page.getByText(en.servings.small)).toBeVisible();
    await expect(page.getByText(fillText(en.card.smallBatch, { base: 20, max: 13 }))).toBeVisible();
    expect(await shownQuantities(page)).toContainEqual({ name: 'Mutton', quantity: '8.0 kg' });
    await setServings(page, '');
    await expect(page.getByText(validationEn.number.empty)).toBeVisible();
    await expect(page.getByText(en.servings.small)).toBeVisible();
    await setServings(page, '007');
    await servingsInput(page).blur();
    await expect(servingsInput(page)).toHaveValue('7');
    await setServings(page, 'abc');
    await expect(page.getByText(validationEn.number.notAWholeNumber)).toBeVisible();
    await servingsInput(page).blur();
    await expect(servingsInput(page)).toHaveValue('abc');
    await page.getByRole('button', { name: en.servings.more }).click();
    await expect(servingsInput(page)).toHaveValue('12');
    await page.getByRole('button', { name: en.servings.less }).click();
    await page.getByRole('button', { name: en.servings.less }).click();
    await page.getByRole('button', { name: en.servings.less }).click();
    await expect(servingsInput(page)).toHaveValue('0');
  });

  await test.step('recipes switch; the choice stays when another collection opens, the servings go back to 20', async () => {
    await recipeButton(page, en.names.mandiRice).click();
    await expect(recipeButton(page, en.names.mandiRice)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: en.names.mandiRice })).toBeVisible();
    await page.getByRole('button', { name: en.screen.backToFolders }).click();
    await openCollection(page, 'February 27, 2025');
    await expect(recipeButton(page, en.names.mandiRice)).toHaveAttribute('aria-pressed', 'true');
    await expect(servingsInput(page)).toHaveValue('20');
    expect(await shownQuantities(page)).toContainEqual({ name: 'Basmati rice', quantity: '4.0 kg' });
  });

  await test.step("the step card's buttons and dots", async () => {
    const steps = page.getByRole('region', { name: en.steps.title });
    await expect(steps.getByText(/^Step 1 of 3: /)).toBeVisible();
    await expect(steps.getByRole('button', { name: en.steps.previous, exact: true })).toBeDisabled();
    await expect(steps.getByText(en.video.notAvailable)).toBeVisible();
    await steps.getByRole('button', { name: en.steps.nextStep }).click();
    await expect(steps.getByText(/^Step 2 of 3: /)).toBeVisible();
    await expect(steps.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    await steps.getByRole('button', { name: fillText(en.steps.goTo, { number: 3 }) }).click();
    await expect(steps.getByText(/^Step 3 of 3: /)).toBeVisible();
    await expect(steps.getByRole('button', { name: en.steps.next, exact: true })).toBeDisabled();
    await steps.getByRole('button', { name: en.steps.previousStep }).click();
    await expect(steps.getByText(/^Step 2 of 3: /)).toBeVisible();
  });

  await test.step('March 1 opens; Log Out ends the session', async () => {
    await page.getByRole('button', { name: en.screen.backToFolders }).click();
    await openCollection(page, 'March 1, 2025');
    await page.getByRole('button', { name: en.screen.backToFolders }).click();
    await page.getByRole('button', { name: en.archive.logOut }).click();
    await expect(page.getByRole('heading', { name: SIGN_IN.title })).toBeVisible();
    expect((await page.request.get('/api/recipes/collections')).status()).toBe(401);
  });
});

async function collections(request: APIRequestContext): Promise<CollectionSummary[]> {
  const reply = await request.get('/api/recipes/collections');
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: CollectionSummary[] }).data;
}

async function inventoryItem(request: APIRequestContext, name: string): Promise<InventoryItem> {
  const reply = await request.get('/api/inventory');
  expect(reply.status(), await reply.text()).toBe(200);
  const item = ((await reply.json()) as { data: InventoryItem[] }).data.find((one) => one.name === name);
  if (!item) throw new Error(`No inventory item ${name}`);
  return item;
}

async function setPrice(request: APIRequestContext, name: string, rupees: number): Promise<void> {
  const item = await inventoryItem(request, name);
  const reply = await request.patch(`/api/inventory/${item.id}`, {
    data: { currentPrice: rupees, version: item.version },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

/** The day after the newest collection's, so the new one is last in the archive. */
function dayAfterNewest(all: CollectionSummary[]): string {
  const newest = all
    .map((one) => one.date)
    .sort()
    .at(-1)!;
  return new Date(Date.parse(`${newest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

async function editIngredient(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  return page.getByRole('form', { name: `Edit ${name}` });
}

test('the owner writes the next collection from March 1; cooks see it last, March 1 stays as it was, and its cost follows the inventory', async ({
  page,
  browser,
  baseURL,
  adminAccount,
  staffAccount,
}) => {
  test.slow();
  await signInThroughApi(page.request, adminAccount);
  await setPrice(page.request, 'Mutton', 800);
  const date = dayAfterNewest(await collections(page.request));
  const name = `E2E Collection ${uniqueTag()}`;

  await test.step('the admin copies March 1 into a dated draft', async () => {
    await page.goto('/recipe');
    await page.getByRole('button', { name: en.archive.newCollection }).click();
    const form = page.getByRole('form', { name: en.admin.newTitle });
    const march1 = (await collections(page.request)).find((one) => one.date === '2025-03-01')!;
    await form.getByLabel(en.admin.copyFrom).selectOption(String(march1.id));
    await form.getByLabel(en.admin.date).fill(date);
    await form.getByLabel(en.admin.nameEn).fill(name);
    await form.getByLabel(en.admin.nameMl).fill('പുതിയ ശേഖരം');
    await form.getByLabel(en.admin.badgeEn).fill('Trial');
    await form.getByLabel(en.admin.badgeMl).fill('പരീക്ഷണം');
    await form.getByRole('button', { name: en.admin.create }).click();
    await expect(page.getByText(new RegExp(`${name} · ${longDate(date)}`))).toBeVisible();
  });

  await test.step('changes the mutton to 9 kg, links it to the inventory, and publishes', async () => {
    const form = await editIngredient(page, 'Mutton');
    await form.getByLabel(en.admin.quantity).fill('9');
    await form.getByLabel(en.admin.inventoryItem).selectOption({ label: 'Mutton (price per kg)' });
    await form.getByRole('button', { name: en.admin.save }).click();
    await expect(form).toBeHidden();
    expect(await shownQuantities(page)).toContainEqual({ name: 'Mutton', quantity: '9.0 kg' });
    await page.getByRole('button', { name: en.admin.publish }).click();
    await page.getByRole('button', { name: en.admin.publishYes }).click();
    await expect(page.getByText(en.admin.published)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Mutton', exact: true })).toBeHidden();
  });

  const cook = await secondCook(browser, baseURL, staffAccount);
  const staff = cook.page;
  await test.step('a cook sees it last in the archive; March 1 still has 8 kg of mutton', async () => {
    await staff.goto('/recipe');
    await expect(archive(staff).getByRole('button').last()).toContainText(name);
    await expect(archive(staff).getByRole('button').last()).toContainText(longDate(date));
    await openCollection(staff, 'March 1, 2025');
    expect(await shownQuantities(staff)).toContainEqual({ name: 'Mutton', quantity: '8.0 kg' });
    await staff.getByRole('button', { name: en.screen.backToFolders }).click();
    await openCollection(staff, longDate(date));
    expect(await shownQuantities(staff)).toContainEqual({ name: 'Mutton', quantity: '9.0 kg' });
    await expect(staff.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  });

  await test.step('the cost per serving follows a change of the mutton price', async () => {
    const cost = staff.getByTestId('recipe-cost');
    // 9 kg × ₹800 = ₹7,200 for 20: ₹360 a serving.
    await expect(cost).toHaveText(fillText(en.costs.line, { batch: '₹7,200', perServing: '₹360' }));
    await setPrice(page.request, 'Mutton', 900);
    await expect(cost).toHaveText(fillText(en.costs.line, { batch: '₹8,100', perServing: '₹405' }));
    await setServings(staff, '40');
    await expect(cost).toHaveText(fillText(en.costs.line, { batch: '₹16,200', perServing: '₹405' }));
  });
  expect(cook.cspViolations).toEqual([]);
  await cook.context.close();
});

test('the recipe calculator reads in Malayalam on a 360 px phone', async ({ page, staffAccount }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'ml');
  await signInThroughApi(page.request, staffAccount);
  await page.goto('/recipe');
  await expect(page.getByRole('heading', { level: 1, name: ml.archive.title })).toBeVisible();
  await expectFits(page, 'archive');
  await page
    .getByRole('list', { name: ml.archive.title })
    .getByRole('button')
    .filter({ hasText: /2025/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: ml.screen.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: ml.card.ingredients })).toBeVisible();
  await expect(page.getByText('മട്ടൻ (ആട്ടിറച്ചി)')).toBeVisible();
  await expectFits(page, 'recipe screen');
  await expectMalayalamFont(page, 'recipe screen');
  const plus = page.getByRole('button', { name: ml.servings.more });
  const box = await plus.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(48);
  expect(box!.width).toBeGreaterThanOrEqual(48);
});
