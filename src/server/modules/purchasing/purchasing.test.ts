import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARCH_1_RECIPES } from '#shared/content/recipes/march-1.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { inventoryItemReply } from '#shared/schemas/inventory.ts';
import { purchaseDetailsReply, purchaseListReply, type PurchaseList } from '#shared/schemas/purchasing.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { PURCHASE_LIST_MAIL } from './purchasing.service.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { bookingMailSubjects } from '#server/modules/bookings/mail-subjects.service.ts';
import { sendDueMail } from '#server/modules/mail/mail.service.ts';
import type { MailMessage } from '#server/modules/mail/mailer.ts';
import { writeBusinessSettings } from '#server/modules/settings/settings.service.ts';

const CHROMIUM = '/usr/bin/chromium';

/**
 * The week's purchase list on the real server: plates from paid bookings, the newest recipes, the
 * stock, the owner's link and the item's supplier and pack; its mail; and a delivery received, written
 * whole or not at all.
 */
describe('the purchase list', () => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let fatId: number;
  let riceId: number;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await t.signIn('staff', 'cook');
    admin = await t.signIn('admin', 'purchase-owner');
    const added = await call('POST', '/api/inventory/items', {
      name: 'Test mutton fat',
      nameMl: 'ടെസ്റ്റ് ആട്ടിൻ കൊഴുപ്പ്',
      category: 'Meat',
      quantity: 50,
      unit: 'g',
      currentPrice: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    fatId = inventoryItemReply.parse(added.json()).data.id;
    const rice = await call('POST', '/api/inventory/items', {
      name: 'Test rice',
      quantity: 3,
      unit: 'kg',
      currentPrice: 90,
    });
    riceId = inventoryItemReply.parse(rice.json()).data.id;
    const link = await call('PUT', '/api/inventory/links', { ingredient: 'Mutton fat', itemId: fatId }, admin);
    expect(link.statusCode, link.body).toBe(200);
    // Two orders of five combos at two people per order: 20 plates, the recipes' own servings.
    eventId = await createTestEvent(t.database.db, { maxOrders: 20, date: addDays(todayInKerala(), 2) });
    for (let order = 0; order < 2; order++) {
      const placed = await createOrder(t.app, orderBody(eventId, { combo: 5 }, 500_000, { phone: uniquePhone() }));
      expect(placed.statusCode, placed.body).toBe(200);
      expect((await postBooking(t.app, paidProof(placed.json().orderId))).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, cookie = staff) =>
    callAs(t.app, cookie, method, url, payload);
  const list = async (query = '') => {
    const response = await call('GET', `/api/purchase-list${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return purchaseListReply.parse(response.json()) satisfies PurchaseList;
  };
  const setSupplier = (itemId: number, body: object) => call('PUT', `/api/purchase-details/${itemId}`, body);
  const ravi = {
    supplierName: 'Ravi Stores',
    supplierPhone: '98765 43210',
    supplierLanguage: 'ml',
    supplierEmail: 'ravi@example.com',
    purchasePack: 100,
  };
  const stockOf = async (id: number) =>
    await t.database.db.selectFrom('inventory_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is for staff and admins only, and takes 1 to 31 days', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/purchase-list' })).statusCode).toBe(401);
    for (const days of ['0', '32', '2.5', 'x']) {
      const response = await call('GET', `/api/purchase-list?days=${days}`);
      expect(response.statusCode, days).toBe(400);
      expect(response.json().code).toBe('purchase.validation.days');
    }
    const week = await list();
    expect(week.from).toBe(todayInKerala());
    expect(week.to).toBe(addDays(todayInKerala(), 6));
    expect((await list('?days=1')).to).toBe(todayInKerala());
  });

  it("buys what the booked plates need less the stock, in whole packs, in the supplier's language", async () => {
    const saved = await setSupplier(fatId, ravi);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(purchaseDetailsReply.parse(saved.json()).data).toMatchObject({
      supplierPhone: '98765 43210',
      purchasePack: 100,
    });

    const needed = MARCH_1_RECIPES.flatMap((recipe) => recipe.ingredients)
      .filter((one) => one.name.en === 'Mutton fat')
      .reduce((sum, one) => sum + one.quantity!, 0);
    const packs = Math.ceil((needed - 50) / 100);
    const group = (await list()).suppliers.find((one) => one.name === 'Ravi Stores')!;
    expect(group.language).toBe('ml');
    expect(group.lines).toEqual([
      { itemId: fatId, name: 'ടെസ്റ്റ് ആട്ടിൻ കൊഴുപ്പ്', quantity: packs * 100, unit: 'g', packs },
    ]);
    expect(group.text).toContain('വാങ്ങൽ പട്ടിക');
    expect(decodeURIComponent(group.whatsappUrl!.replace('https://wa.me/919876543210?text=', ''))).toBe(group.text);

    // Outside the days asked the event is not counted; the list names it as the next one instead.
    const before = await list('?days=2');
    expect(before.suppliers.find((one) => one.name === 'Ravi Stores')).toBeUndefined();
    expect(before.events.map((event) => event.id)).not.toContain(eventId);
    expect(before.nextEvent).toMatchObject({ id: eventId, date: addDays(todayInKerala(), 2) });
  });

  it('names the events it is made for, each with its booked plates', async () => {
    const week = await list();
    expect(week.events.find((event) => event.id === eventId)).toMatchObject({
      date: addDays(todayInKerala(), 2),
      plates: 20,
    });
    expect(week.events.map((event) => event.date)).toEqual(week.events.map((event) => event.date).sort());
    expect(week.nextEvent === null || week.nextEvent.date > week.to).toBe(true);
  });

  it('refuses a bad supplier and an unknown item', async () => {
    const phone = await setSupplier(fatId, { ...ravi, supplierPhone: '12' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().code).toBe('purchase.validation.phone');
    expect((await setSupplier(fatId, { ...ravi, purchasePack: 0 })).json().code).toBe('purchase.validation.pack');
    expect((await setSupplier(99_999, ravi)).statusCode).toBe(404);
  });

  it("mails the supplier's list in their language, and refuses a supplier without an address", async () => {
    await setSupplier(fatId, ravi);
    const mailed = await call('POST', '/api/purchase-list/mail', { days: 7, supplier: 'ravi stores' });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', PURCHASE_LIST_MAIL)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'ravi@example.com', language: 'ml', status: 'waiting' });
    expect(mail.subject).toContain('വാങ്ങൽ പട്ടിക');
    expect(mail.body_text).toContain('ടെസ്റ്റ് ആട്ടിൻ കൊഴുപ്പ്');
    // Sent as written, in Malayalam, by the outbox's one round.
    await writeBusinessSettings(t.database.db, {
      ...DEFAULT_BUSINESS_SETTINGS,
      phone: '+91 94470 12345',
      sellerWhatsApp: '919447012345',
      contactEmail: 'orders@mandi.example',
    });
    const sent: MailMessage[] = [];
    const mailer = { send: async (message: MailMessage) => void sent.push(message), close: () => {} };
    const sender = { mailer, from: 'orders@mandi.example', publicUrl: 'https://mandi.example', brand: 'Mandi' };
    await sendDueMail(t.database.db, { ...sender, subjects: bookingMailSubjects });
    expect(sent.find((one) => one.to === 'ravi@example.com')).toEqual({
      from: 'orders@mandi.example',
      to: 'ravi@example.com',
      subject: mail.subject,
      text: mail.body_text,
      language: 'ml',
    });

    await setSupplier(fatId, { ...ravi, supplierEmail: null });
    const refused = await call('POST', '/api/purchase-list/mail', { days: 7, supplier: 'Ravi Stores' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('purchase.refusals.noMailAddress');
    expect((await call('POST', '/api/purchase-list/mail', { days: 7, supplier: 'Nobody' })).statusCode).toBe(404);
  });

  it('receives a delivery into the stock and the price history in one step, or not at all', async () => {
    const before = await stockOf(riceId);
    const refused = await call('POST', '/api/purchase-deliveries', {
      lines: [
        { itemId: riceId, quantity: 5, pricePaise: 9500 },
        { itemId: 99_999, quantity: 1, pricePaise: 100 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'purchase.refusals.unknownItem', field: 'lines.1.itemId' });
    expect(await stockOf(riceId)).toEqual(before);
    const twice = await call('POST', '/api/purchase-deliveries', {
      lines: [
        { itemId: riceId, quantity: 5, pricePaise: 9500 },
        { itemId: riceId, quantity: 1, pricePaise: 9500 },
      ],
    });
    expect(twice.json().code).toBe('purchase.validation.lines');
    expect(
      (await call('POST', '/api/purchase-deliveries', { lines: [{ itemId: riceId, quantity: -1, pricePaise: 1 }] }))
        .statusCode,
    ).toBe(400);
    expect(await stockOf(riceId)).toEqual(before);

    const received = await call('POST', '/api/purchase-deliveries', {
      lines: [
        { itemId: riceId, quantity: 5.5, pricePaise: 9550 },
        { itemId: fatId, quantity: 200, pricePaise: 120 },
      ],
    });
    expect(received.statusCode, received.body).toBe(200);
    const after = await stockOf(riceId);
    expect(Number(after.quantity)).toBe(8.5);
    expect(after.current_price_paise).toBe(9550);
    expect(after.version).toBe(before.version + 1);
    const history = await t.database.db
      .selectFrom('inventory_price_history')
      .selectAll()
      .where('item_id', '=', riceId)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toMatchObject({ price_paise: 9550, changed_by: 'cook' });
    expect(Number((await stockOf(fatId)).quantity)).toBe(250);
  });

  it.skipIf(!fs.existsSync(CHROMIUM))("prints a supplier's list as a PDF", async () => {
    await setSupplier(fatId, ravi);
    const pdf = await call('GET', '/api/purchase-list.pdf?days=7&supplier=Ravi%20Stores');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await call('GET', '/api/purchase-list.pdf?supplier=Nobody')).statusCode).toBe(404);
  });
});
