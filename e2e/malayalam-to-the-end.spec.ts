import { bookingMl } from '../src/shared/content/locales/booking.ml.ts';
import { bookingEn } from '../src/shared/content/locales/booking.en.ts';
import { storefrontMl } from '../src/shared/content/locales/storefront.ml.ts';
import { DEMO_EVENT_DEFAULTS } from '../src/shared/content/demo-data.ts';
import { startSmtpServer } from '../src/server/test/smtp-server.ts';
import { bookableEvent, fillCustomer, increase, ITEMS, payButtonName, testCheckout } from './fixtures/booking.ts';
import { OWNER_DETAILS, setOwnerDetails } from './fixtures/events.ts';
import { startFreshServer } from './fixtures/fresh-server.ts';
import { expect, signIn, test } from './fixtures/test.ts';
import { E2E_ADMIN } from './fixtures/accounts.ts';
import { adminOverviewEn } from '../src/shared/content/locales/admin-overview.en.ts';

/**
 * A Malayalam customer on a 360 px phone, from payment to the confirmation, the device's list, the
 * booking page and the mail (caught by a real SMTP server on loopback), all with the Malayalam names;
 * the mail's link, opened where English was chosen, opens the page in Malayalam with the switch.
 */
test('Malayalam to the end: confirmation, WhatsApp text, device list, booking page and mail', async ({
  browser,
  playwright,
}) => {
  test.slow();
  const smtp = startSmtpServer();
  const smtpPort = await smtp.listen();
  const server = await startFreshServer((url) => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: url,
  }));
  const admin = await playwright.request.newContext({ baseURL: server.url });
  const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
  const elsewhere = await browser.newContext({ baseURL: server.url });
  try {
    // Before the owner sets the business contact, the overview says exactly what mail still needs.
    const owner = await elsewhere.newPage();
    await owner.goto('/admin');
    await signIn(owner, E2E_ADMIN);
    const warning = owner.getByTestId('mail-readiness');
    await expect(warning.getByRole('heading', { name: adminOverviewEn.mail.title })).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveText([
      adminOverviewEn.mail.needs.phone,
      adminOverviewEn.mail.needs.sellerWhatsApp,
      adminOverviewEn.mail.needs.sender,
    ]);
    await owner.screenshot({ path: 'test-results/mail-readiness-desktop.png' });
    await setOwnerDetails(admin);
    await owner.reload();
    await expect(owner.getByRole('heading', { name: adminOverviewEn.title })).toBeVisible();
    await expect(owner.getByText(adminOverviewEn.recentBookings)).toBeVisible();
    await expect(warning).toHaveCount(0);
    await owner.close();

    const page = await phone.newPage();
    const ml = bookingMl;

    // The demo event's badge and button are in Malayalam too.
    await page.addInitScript(() => localStorage.setItem('mandi.language', 'ml'));
    await page.goto('/');
    const event = await bookableEvent(page);
    expect(event.titleMl).not.toBe('');
    const card = page.locator('#events article').filter({ hasText: event.titleMl }).first();
    await expect(card).toContainText(DEMO_EVENT_DEFAULTS.badgeMl);
    await card.getByRole('button', { name: DEMO_EVENT_DEFAULTS.buttonTextMl }).click();
    const dialog = page.getByRole('dialog', { name: ml.title });
    await expect(dialog).toBeVisible();

    // Pays in Malayalam.
    await increase(dialog, ITEMS.combo.nameMl, 'ml').click();
    await fillCustomer(dialog, 'ml');
    await dialog.getByLabel(ml.email, { exact: true }).fill('meera@example.com');
    await dialog.getByRole('button', { name: payButtonName('ml', '₹1,000') }).click();
    await testCheckout(page, 'ml').getByRole('button', { name: ml.checkout.pay, exact: true }).click();
    await expect(dialog.getByText(ml.confirmation.success)).toBeVisible();

    // The confirmation and the WhatsApp text name the event and the item in Malayalam.
    await expect(dialog.getByTestId('confirmation-event')).toContainText(event.titleMl);
    await expect(dialog.getByTestId('confirmation-event')).not.toContainText(event.title);
    await expect(dialog.getByTestId('price-breakdown')).toContainText(ITEMS.combo.nameMl);
    const reference = (await dialog.getByTestId('booking-reference').textContent())!;
    const chat = new URL(
      (await dialog.getByRole('link', { name: ml.confirmation.confirmOrder }).getAttribute('href'))!,
    );
    expect(chat.pathname).toBe(`/${OWNER_DETAILS.sellerWhatsApp}`);
    const message = chat.searchParams.get('text')!;
    expect(message).toContain(event.titleMl);
    expect(message).toContain(ITEMS.combo.nameMl);
    expect(message).not.toContain(ITEMS.combo.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/ml-confirmation-360.png' });
    await dialog.getByRole('button', { name: ml.confirmation.done }).click();

    // The device's list: the Malayalam title, the new wording, and a link to the booking's page.
    const recent = page.getByRole('region', { name: storefrontMl.recent.title });
    await expect(recent).toContainText(storefrontMl.recent.intro);
    const row = recent.getByTestId('recent-booking').filter({ hasText: reference });
    await expect(row).toContainText(event.titleMl);
    const open = row.getByRole('link', { name: `${storefrontMl.recent.open}: ${reference}` });
    const box = (await open.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await recent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/ml-device-list-360.png' });
    await open.click();

    // The booking page, in Malayalam with the Malayalam names.
    await expect(page.getByRole('heading', { level: 1, name: ml.myBooking.title })).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByTestId('confirmation-event')).toContainText(event.titleMl);
    await expect(page.getByTestId('price-breakdown')).toContainText(ITEMS.combo.nameMl);
    await page.screenshot({ path: 'test-results/ml-booking-page-360.png', fullPage: true });

    // The mail, caught by the SMTP server, in Malayalam with the Malayalam names and a whole link.
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mail = smtp.received.find((received) => received.subject?.includes(reference))!;
    expect(mail.subject).toBe(`നിങ്ങളുടെ മന്തി ബുക്കിംഗ് ${reference} സ്ഥിരീകരിച്ചു`);
    expect(mail.headers.get('content-language')).toBe('ml');
    expect(mail.text).toContain(event.titleMl);
    expect(mail.text).toContain(`- ${ITEMS.combo.nameMl} × 1`);
    expect(mail.text).toContain(OWNER_DETAILS.phone);
    const link = new RegExp(`${server.url}/booking/[A-Za-z0-9_-]{32}\\?language=ml`).exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();

    // The mail's link on another browser whose saved language is English: Malayalam, with the switch.
    const other = await elsewhere.newPage();
    await other.addInitScript(() => {
      if (!localStorage.getItem('mandi.language')) localStorage.setItem('mandi.language', 'en');
    });
    await other.goto(link!);
    await expect(other.getByRole('heading', { level: 1, name: ml.myBooking.title })).toBeVisible();
    await expect(other.getByTestId('confirmation-event')).toContainText(event.titleMl);
    expect(await other.evaluate(() => localStorage.getItem('mandi.language'))).toBe('en');
    await other.getByRole('button', { name: 'English' }).click();
    await expect(other.getByRole('heading', { level: 1, name: bookingEn.myBooking.title })).toBeVisible();
    await expect(other.getByTestId('confirmation-event')).toContainText(event.title);
    await expect(other).toHaveURL(/\?language=en$/);
    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: bookingEn.myBooking.title })).toBeVisible();

    // Its bare path opens in the booking's language too.
    await other.evaluate(() => localStorage.setItem('mandi.language', 'en'));
    await other.goto(new URL(link!).pathname);
    await expect(other.getByRole('heading', { level: 1, name: ml.myBooking.title })).toBeVisible();
  } finally {
    await phone.close();
    await elsewhere.close();
    await admin.dispose();
    await server.stop();
    await smtp.close();
  }
});
