import { MENU_CATALOGUE } from '../src/shared/content/menu-catalogue.ts';
import { adminEventsEn } from '../src/shared/content/locales/admin-events.en.ts';
import { adminSettingsEn } from '../src/shared/content/locales/admin-settings.en.ts';
import { storefrontEn } from '../src/shared/content/locales/storefront.en.ts';
import { addDays, todayInKerala } from '../src/shared/domain/event-date.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { letDaysPass } from './fixtures/days-pass.ts';
import { createEvent, deactivateEvent } from './fixtures/events.ts';
import { expect, signIn, test } from './fixtures/test.ts';

/** A real 1×1 PNG: the server checks the type from the bytes and re-encodes it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48eACAAVMAplCTnIUAAAAAElFTkSuQmCC',
  'base64',
);

test('a past event is not on the storefront and cannot be bought; the admin marks it Past', async ({
  page,
  request,
}) => {
  const twoDaysAgo = addDays(todayInKerala(), -2);
  // The owner cannot make an event on a day already gone; one made earlier gets there as days pass.
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  const refused = await request.post('/api/events', {
    data: {
      title: 'Gone',
      date: twoDaysAgo,
      description: 'A sale on a day already gone',
      maxOrders: 5,
      menuItems: Object.fromEntries(MENU_CATALOGUE.map((item) => [item.key, { enabled: true }])),
    },
  });
  expect(refused.status(), await refused.text()).toBe(400);
  expect(await refused.json()).toMatchObject({ field: 'date', code: 'adminEvents.validation.datePast' });
  await request.post('/api/auth/logout');
  const past = await createEvent(request, { maxOrders: 5, date: addDays(todayInKerala(), 3) });
  letDaysPass(past.id, twoDaysAgo);
  // The storefront's list reads the new day once its short cache has let the old one go.
  await expect
    .poll(async () => (await request.get('/api/events')).text(), { timeout: 10_000 })
    .not.toContain(past.title);
  try {
    await page.goto('/');
    await expect(page.locator('#events article').first()).toBeVisible();
    await expect(page.locator('#events')).not.toContainText(past.title);
    const order = await page.request.post('/api/razorpay/create-order', {
      data: {
        eventId: past.id,
        items: { combo: 1 },
        amount: 100000,
        currency: 'INR',
        receipt: `pastevent${Date.now()}`,
        name: 'Anu',
        phone: '9847012345',
        address: 'Baker Junction, Kottayam',
        pincode: '686001',
      },
    });
    expect(order.status()).toBe(409);

    await page.goto('/admin?tab=events');
    await signIn(page, E2E_ADMIN);
    const card = page.getByRole('article', { name: past.title });
    await expect(card.getByText(adminEventsEn.card.past, { exact: true })).toBeVisible();
  } finally {
    await deactivateEvent(request, past);
  }
});

test('the owner replaces the signature dish drawing with a photo, and the storefront shows it', async ({ page }) => {
  await page.goto('/admin?tab=settings');
  await signIn(page, E2E_ADMIN);
  const business = page.getByRole('region', { name: adminSettingsEn.business.title });
  const texts = adminSettingsEn.business;
  const field = business.getByRole('group', { name: texts.signatureDishImage });
  await field.locator('input[type="file"]').setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(field.getByText(adminEventsEn.form.uploaded)).toBeVisible();
  await business.getByRole('button', { name: texts.save }).click();
  await expect(business.getByText(texts.saved)).toBeVisible();

  await page.goto('/');
  const dish = page.getByAltText(storefrontEn.signature.imageAlt);
  await dish.scrollIntoViewIfNeeded();
  await expect(dish).toHaveAttribute('src', /^\/event-images\/[a-f0-9]{24}\.webp$/);
  await expect.poll(() => dish.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Back to the drawing, so other journeys see the storefront as it was.
  await page.goto('/admin?tab=settings');
  await field.getByRole('button', { name: adminEventsEn.form.useDefaultImage }).click();
  await business.getByRole('button', { name: texts.save }).click();
  await expect(business.getByText(texts.saved)).toBeVisible();
});
