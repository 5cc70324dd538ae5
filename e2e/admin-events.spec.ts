import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminEventsEn } from '../src/shared/content/locales/admin-events.en.ts';
import { adminEventsMl } from '../src/shared/content/locales/admin-events.ml.ts';
import { adminSettingsEn } from '../src/shared/content/locales/admin-settings.en.ts';
import { adminSettingsMl } from '../src/shared/content/locales/admin-settings.ml.ts';
import { E2E_ADMIN, E2E_PASSWORD } from './fixtures/accounts.ts';
import { BOOKING_TEXTS, ITEMS } from './fixtures/booking.ts';
import { bookThroughApi, createEvent, deactivateEvent, SALE_DATE, type CreatedEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

const en = adminEventsEn;

/** A real 1×1 PNG: the server checks the type from the bytes and re-encodes it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eACAAVMAplCTnIUAAAAAElFTkSuQmCC',
  'base64',
);

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

const TAB_NAMES = { en: { events: 'Events', settings: 'Settings' }, ml: { events: 'ഇവന്റുകൾ', settings: 'ക്രമീകരണങ്ങൾ' } };

/** Signs in (the sign-in screen in English), then shows the tab in the language asked for. */
async function openAdmin(page: Page, tab: 'events' | 'settings', language: 'en' | 'ml' = 'en') {
  await page.goto(`/admin?tab=${tab}`);
  await signIn(page, E2E_ADMIN);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(TAB_NAMES.en[tab]);
  if (language === 'ml') {
    await page.evaluate(() => localStorage.setItem('mandi.language', 'ml'));
    await page.reload();
    await expect(page.getByRole('tab', { selected: true })).toHaveText(TAB_NAMES.ml[tab]);
  }
}

/** How far the page can scroll sideways, and any element of the tab that pokes out of the screen. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const panel = document.getElementById('admin-panel');
    const poking = [...(panel?.querySelectorAll('*') ?? [])]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { scroll: document.documentElement.scrollWidth - width, poking };
  });
}

test('an admin creates an event with two items at custom prices and a picture; the storefront sells it so', async ({
  page,
  request,
}) => {
  const title = unique('E2E Admin Sale');
  let created: CreatedEvent | null = null;
  try {
    await openAdmin(page, 'events');
    await page.getByRole('button', { name: en.list.create }).click();
    const form = page.getByRole('region', { name: en.form.createTitle });
    await expect(form.getByLabel(en.form.maxOrders)).toHaveValue('50');
    await expect(form.getByLabel(en.form.badge, { exact: true })).toHaveValue('Limited Slots');
    await expect(form.getByLabel(en.form.buttonText, { exact: true })).toHaveValue('Book Now');

    await form.getByLabel(en.form.title, { exact: true }).fill(title);
    await form.getByLabel(en.form.date).fill(SALE_DATE);
    await form
      .getByLabel(en.form.description, { exact: true })
      .fill('Pit-cooked mutton and beef ribs, made by a browser test.');
    await form.getByLabel(en.form.maxOrders).fill('12');
    for (const name of ['Combo Pack', 'Chicken Mandi', 'Fish Mandi']) {
      await form.getByRole('checkbox', { name, exact: true }).uncheck();
    }
    await form.getByLabel(`${ITEMS.mutton.name}: ${en.form.customPrice}`).fill('1234');
    await form.getByLabel(`${ITEMS.beefRibs.name}: ${en.form.customPrice}`).fill('567');

    const upload = page.waitForResponse((response) => response.url().endsWith('/api/events/images'));
    await form.locator('input[type="file"]').setInputFiles({ name: 'pit.png', mimeType: 'image/png', buffer: PNG_1X1 });
    expect((await upload).status()).toBe(201);
    await expect(form.getByText(en.form.uploaded)).toBeVisible();
    await expect(form.getByTestId('event-image-preview')).toHaveAttribute('src', /^\/event-images\/[^/]+$/);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/events') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: en.form.create }).click();
    const reply = await saved;
    expect(reply.status()).toBe(201);
    const { event } = (await reply.json()) as { event: { id: number; image: string; menuItems: object } };
    created = { id: event.id, title, maxOrders: 12 };
    expect(event.menuItems).toEqual({
      'beef-2pc': { enabled: true, price: 1234 },
      combo: { enabled: false },
      'mutton-2pc': { enabled: true, price: 567 },
      'chicken-mandi': { enabled: false },
      'fish-mandi': { enabled: false },
    });
    await expect(page.getByText(en.success.created)).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText(en.card.bookableNow)).toBeVisible();
    await expect(page.getByText(en.success.created)).toBeHidden();

    await page.goto('/');
    const first = page.locator('#events article').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(title);
    const picture = first.locator('img').first();
    await expect(picture).toHaveAttribute('src', `/event-images/${event.image}`);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await first.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog', { name: BOOKING_TEXTS.en.title });
    await expect(dialog.getByTestId(`menu-item-${ITEMS.mutton.key}`)).toContainText('₹1,234');
    await expect(dialog.getByTestId(`menu-item-${ITEMS.beefRibs.key}`)).toContainText('₹567');
    await expect(dialog.getByTestId(`menu-item-${ITEMS.combo.key}`)).toHaveCount(0);
    await expect(dialog.locator('[data-testid^="menu-item-"]')).toHaveCount(2);
  } finally {
    if (created) await deactivateEvent(request, created);
  }
});

test('the event form shows its validation messages and saves nothing', async ({ page }) => {
  await openAdmin(page, 'events');
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/events')) posts.push(sent.url());
  });
  await page.getByRole('button', { name: en.list.create }).click();
  const form = page.getByRole('region', { name: en.form.createTitle });
  await form.getByLabel(en.form.maxOrders).fill('0');
  await form.getByRole('button', { name: en.form.create }).click();

  await expect(form.getByText('Event title is required')).toBeVisible();
  await expect(form.getByText('Event date is required')).toBeVisible();
  await expect(form.getByText('Event description is required')).toBeVisible();
  await expect(form.getByText('Maximum orders must be greater than 0')).toBeVisible();
  await expect(form.getByRole('alert')).toContainText('Failed to save event');
  await expect(form.getByLabel(en.form.title, { exact: true })).toBeFocused();
  await expect(form.getByLabel(en.form.maxOrders)).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('an event with bookings cannot be deleted; the admin deactivates it instead', async ({ page, request }) => {
  const event = await createEvent(request, { maxOrders: 5, title: unique('E2E Booked Sale') });
  try {
    await bookThroughApi(request, event.id, { [ITEMS.combo.key]: 1 }, ITEMS.combo.rupees * 100);
    await openAdmin(page, 'events');
    const card = page.getByRole('article', { name: event.title });
    await card.getByRole('button', { name: en.card.delete }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(dialog).toContainText(event.title);
    const refused = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: en.deleteDialog.confirm }).click();
    const reply = await refused;
    expect(reply.status()).toBe(409);
    const { error } = (await reply.json()) as { error: string };

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to delete event');
    await expect(alert).toContainText(error);
    await expect(dialog).toBeHidden();
    await alert.getByRole('button', { name: en.errors.deactivate }).click();
    await expect(page.getByText(en.success.updated)).toBeVisible();
    await expect(card).toBeHidden();

    await page.getByLabel(en.list.showInactive).check();
    await expect(card).toBeVisible();
    await expect(card.getByText(en.card.inactive)).toBeVisible();
    await expect(card).toHaveCSS('opacity', '0.6');
  } finally {
    await deactivateEvent(request, event);
  }
});

test('an admin adds a staff account and deactivates it; it can no longer sign in', async ({ page, request }) => {
  const username = `cook-${randomBytes(3).toString('hex')}`;
  await openAdmin(page, 'settings');
  const staff = page.getByRole('region', { name: adminSettingsEn.staff.title });
  await expect(staff.getByTestId(`account-${E2E_ADMIN.username}`)).toContainText(adminSettingsEn.staff.you);
  await staff.getByLabel(adminSettingsEn.staff.add.username, { exact: true }).fill(username);
  await staff.getByLabel(adminSettingsEn.staff.add.password, { exact: true }).fill(E2E_PASSWORD);
  await staff.getByLabel(adminSettingsEn.staff.add.name, { exact: true }).fill('Ravi the cook');
  await staff.getByRole('button', { name: adminSettingsEn.staff.add.submit }).click();
  await expect(staff.getByText(`Account ${username} added`)).toBeVisible();

  const row = staff.getByTestId(`account-${username}`);
  await expect(row).toContainText('Ravi the cook');
  await expect(row).toContainText(adminSettingsEn.staff.roles.staff);
  expect((await request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } })).status()).toBe(200);

  await row.getByRole('button', { name: adminSettingsEn.staff.deactivate }).click();
  await expect(row.getByText(adminSettingsEn.staff.inactive)).toBeVisible();
  await expect(row.getByRole('button', { name: adminSettingsEn.staff.reactivate })).toBeVisible();
  expect((await request.post('/api/auth/login', { data: { username, password: E2E_PASSWORD } })).status()).toBe(401);
});

for (const language of ['en', 'ml'] as const) {
  test(`at 360 px nothing scrolls sideways on the Events and Settings tabs (${language})`, async ({ page }) => {
    const texts = language === 'en' ? adminEventsEn : adminEventsMl;
    await page.setViewportSize({ width: 360, height: 740 });
    await openAdmin(page, 'events', language);
    await expect(page.getByRole('button', { name: texts.list.create })).toBeVisible();
    await expect(page.locator('#admin-panel article').first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual({ scroll: 0, poking: [] });

    await page.getByRole('button', { name: texts.list.create }).click();
    await expect(page.getByText(texts.form.menuHint)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: ITEMS.combo.name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: texts.form.create }).click();
    await expect(page.getByText(texts.validation.titleRequired)).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual({ scroll: 0, poking: [] });

    await page.getByRole('tab', { name: TAB_NAMES[language].settings }).click();
    await expect(page.getByLabel((language === 'en' ? adminSettingsEn : adminSettingsMl).business.city)).toBeVisible();
    await expect(page.getByTestId(`account-${E2E_ADMIN.username}`)).toBeVisible();
    expect(await sidewaysOverflow(page)).toEqual({ scroll: 0, poking: [] });
  });
}
