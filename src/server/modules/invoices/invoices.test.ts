import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { parseCsv } from '#shared/domain/csv.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { financialYear, keralaDay, splitInclusive } from '#shared/domain/gst.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  paymentCapturedEvent,
  postBooking,
  postWebhook,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { writeBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { settleDueRefunds } from '#server/modules/bookings/refunds.service.ts';
import { createTestGateway } from '#server/modules/payments/test-gateway.ts';
import { EXPORT_HEADER } from './invoice-export.ts';

const CHICKEN = 60_000;
const GSTIN = '32AAJCM1234F1ZY';
const CHROMIUM = '/usr/bin/chromium';
const printing = fs.existsSync(CHROMIUM);

interface Document {
  id: number;
  kind: string;
  number: string;
  issuedOn: string;
  totalPaise: number;
}

/** The PDF's text through pdf.js, its pages' items joined. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let page = 1; page <= document.numPages; page++) {
    const content = await (await document.getPage(page)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return texts.join('\n');
}

describe('tax invoices, receipts and credit notes', () => {
  let t: TestApp;
  let admin: string;
  const year = financialYear(keralaDay(new Date()));

  beforeAll(async () => {
    t = await createTestApp({ config: { maxUnpaidUnitsPerAddress: 0, chromiumPath: CHROMIUM } });
    admin = await t.signIn('admin', 'owner-invoices');
  });
  afterAll(() => t.close());

  const withGstin = (gstin: string) =>
    writeBusinessSettings(t.database.db, {
      ...DEFAULT_BUSINESS_SETTINGS,
      legalName: 'Mandi Kitchens LLP',
      legalAddress: 'Baker Junction, Kottayam 686001',
      gstin,
    });

  /** A held order of `units` chicken mandis on a sale 5 days away, not paid yet. */
  async function order(eventId: number, units = 1) {
    const made = await createOrder(
      t.app,
      orderBody(eventId, { 'chicken-mandi': units }, units * CHICKEN, { phone: uniquePhone() }),
    );
    expect(made.statusCode, made.body).toBe(200);
    return made.json().orderId as string;
  }

  async function pay(orderId: string) {
    const booked = await postBooking(t.app, paidProof(orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    const { manageUrl, bookingId: reference } = booked.json().booking as { manageUrl: string; bookingId: string };
    const { id } = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return { token: manageUrl.replace('/booking/', ''), reference, id };
  }

  async function book(units = 2) {
    const eventId = await createTestEvent(t.database.db, {
      maxOrders: units,
      date: addDays(todayInKerala(), 5),
    });
    return { ...(await pay(await order(eventId, units))), paid: units * CHICKEN };
  }

  const documents = async (token: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/my-booking/${token}/documents` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { main: Document | null; creditNotes: Document[]; customerOpen: boolean };
  };
  /** The admin's refund, then the refund round an hour on, when the gateway has paid it back. */
  const refund = async (id: number, body: object) => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/refund`,
      headers: { cookie: admin },
      payload: body,
    });
    await paidBack();
    return made;
  };
  // A gateway that never made the refunds it is asked about takes them as processed.
  const paidBack = () =>
    settleDueRefunds(t.database.db, createTestGateway(t.config.payment), new Date(Date.now() + 3_600_000));
  const sequenceOf = (number: string) => Number(number.split('/')[2]);
  const invoiceRows = () =>
    t.database.db.selectFrom('invoices').selectAll().where('kind', '=', 'invoice').orderBy('sequence').execute();

  it('keeps a GSTIN only with its check character, in capitals, with the tax defaults', async () => {
    const saved = await t.app.inject({ method: 'GET', url: '/api/settings/admin', headers: { cookie: admin } });
    const current = saved.json().data;
    expect(current).toMatchObject({
      gstin: '',
      sacCode: '996331',
      cgstPercent: 2.5,
      sgstPercent: 2.5,
      invoicePrefix: 'MND',
    });
    const put = (change: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: { ...current, ...change },
      });
    const wrong = await put({ gstin: '32AAJCM1234F1ZX' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'gstin', code: 'ownerInvoices.settingsRules.gstin' });
    expect((await put({ cgstPercent: 2.555 })).json()).toMatchObject({ field: 'cgstPercent' });
    expect((await put({ invoicePrefix: 'mnd/x' })).json()).toMatchObject({ field: 'invoicePrefix' });
    const right = await put({ gstin: ' 32aajcm1234f1zy ' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.gstin).toBe(GSTIN);
    expect((await put({ gstin: '' })).statusCode).toBe(200);
  });

  it('gives a plain receipt, named by the booking reference, while no GSTIN is set; a refund gets a refund receipt', async () => {
    const booking = await book();
    const { main, creditNotes } = await documents(booking.token);
    expect(main).toMatchObject({ kind: 'receipt', number: booking.reference, totalPaise: booking.paid });
    expect(creditNotes).toEqual([]);
    expect((await refund(booking.id, { reason: 'Goodwill', amountPaise: 10_000 })).statusCode).toBe(200);
    expect((await refund(booking.id, { reason: 'The rest' })).statusCode).toBe(200);
    const after = await documents(booking.token);
    expect(after.creditNotes).toEqual([
      expect.objectContaining({ kind: 'refund_receipt', number: `${booking.reference}-R1`, totalPaise: 10_000 }),
      expect.objectContaining({ kind: 'refund_receipt', number: `${booking.reference}-R2`, totalPaise: 110_000 }),
    ]);
    // Reached as a credit note is, by the booking page's link and by the admin.
    for (const [url, headers] of [
      [`/api/my-booking/${booking.token}/credit-notes/${after.creditNotes[0]!.id}`, {}],
      [`/api/bookings/${booking.id}/credit-notes/${after.creditNotes[1]!.id}`, { cookie: admin }],
    ] as const) {
      const pdf = await t.app.inject({ method: 'GET', url, headers });
      expect(pdf.statusCode === 200 || (!printing && pdf.statusCode === 503), pdf.body).toBe(true);
    }
    const admins = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/documents`,
      headers: { cookie: admin },
    });
    expect(admins.json().creditNotes).toEqual(after.creditNotes);
    // Not tax documents: not in the month's export.
    const month = keralaDay(new Date()).slice(0, 7);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/export?month=${month}`,
      headers: { cookie: admin },
    });
    expect(csv.body).not.toContain(`${booking.reference}-R1`);
  });

  it('numbers 40 bookings paid at once (browser and webhook racing) without gaps or repeats', async () => {
    await withGstin(GSTIN);
    const before = (await invoiceRows()).length;
    const eventId = await createTestEvent(t.database.db, { maxOrders: 40 });
    const orders: string[] = [];
    for (let i = 0; i < 40; i++) orders.push(await order(eventId));
    await Promise.all(
      orders.map(async (orderId, i) => {
        const proof = paidProof(orderId);
        const paying = [postBooking(t.app, proof)];
        if (i % 2 === 0) paying.push(postWebhook(t.app, paymentCapturedEvent(orderId, proof.id), `evt_${orderId}`));
        for (const answer of await Promise.all(paying)) expect(answer.statusCode, answer.body).toBe(200);
      }),
    );
    const invoices = await invoiceRows();
    expect(invoices).toHaveLength(before + 40);
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(invoices.map((invoice) => invoice.booking_id)).size).toBe(40);
    expect(invoices[0]!.number).toBe(`MND/${year}/000001`);
    for (const invoice of invoices) {
      expect(invoice.financial_year).toBe(year);
      expect(invoice.taxable_paise + invoice.cgst_paise + invoice.sgst_paise).toBe(invoice.total_paise);
      expect(invoice).toMatchObject(
        Object.fromEntries(
          Object.entries(splitInclusive(CHICKEN, { cgstBasisPoints: 250, sgstBasisPoints: 250 })).map(
            ([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value],
          ),
        ),
      );
    }
    const counter = await t.database.db
      .selectFrom('invoice_counters')
      .select('last_number')
      .where('series', '=', 'invoice')
      .where('financial_year', '=', year)
      .executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(40);
  });

  it('gives a credit note against the invoice for every kind of refund, numbered in their own series', async () => {
    await withGstin(GSTIN);
    // The customer's cancellation, five days ahead: all of it back under the default policy.
    const cancelled = await book();
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/my-booking/${cancelled.token}/cancel`,
      payload: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await paidBack();
    // The admin's full refund, and a booking refunded in two parts and then the rest.
    const refunded = await book();
    expect((await refund(refunded.id, { reason: 'Could not deliver' })).statusCode).toBe(200);
    const parts = await book(3);
    for (const body of [{ amountPaise: 33_333 }, { amountPaise: 1 }, {}]) {
      const made = await refund(parts.id, { reason: 'Goodwill', ...body });
      expect(made.statusCode, made.body).toBe(200);
    }

    const all = await Promise.all([cancelled, refunded, parts].map((booking) => documents(booking.token)));
    for (const [i, { main, creditNotes }] of all.entries()) {
      expect(main!.kind).toBe('invoice');
      expect(creditNotes.length).toBe(i === 2 ? 3 : 1);
      expect(creditNotes.reduce((sum, note) => sum + note.totalPaise, 0)).toBe(main!.totalPaise);
    }
    const numbers = all.flatMap(({ creditNotes }) => creditNotes.map((note) => note.number));
    expect(numbers.every((number) => number.startsWith(`MND-CN/${year}/`))).toBe(true);
    expect(numbers.map(sequenceOf)).toEqual([1, 2, 3, 4, 5]);

    // Refunded in parts, the notes add up to the invoice's own taxable value and taxes.
    const rows = await t.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('booking_id', '=', parts.id)
      .orderBy('id')
      .execute();
    const [invoice, ...notes] = rows;
    for (const column of ['taxable_paise', 'cgst_paise', 'sgst_paise'] as const) {
      expect(notes.reduce((sum, note) => sum + note[column], 0)).toBe(invoice![column]);
    }
    expect(notes.every((note) => note.original_id === invoice!.id)).toBe(true);
  });

  it("makes the invoice out to the customer's business when the order gives its GSTIN; refuses a wrong one", async () => {
    await withGstin(GSTIN);
    const eventId = await createTestEvent(t.database.db, { maxOrders: 2, date: addDays(todayInKerala(), 5) });
    const body = (extra: object) =>
      orderBody(eventId, { 'chicken-mandi': 1 }, CHICKEN, { phone: uniquePhone(), ...extra });
    const wrong = await createOrder(t.app, body({ gstin: '29ABCDE1234F1Z4' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'gstin', code: 'booking.validation.gstinInvalid' });
    const made = await createOrder(t.app, body({ gstin: ' 32aajcm1234f1zy ', businessName: '  Kottayam Caterers  ' }));
    expect(made.statusCode, made.body).toBe(200);
    const booking = await pay(made.json().orderId);
    const [invoice] = await t.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .execute();
    expect(invoice!.customer_gstin).toBe(GSTIN);
    expect(JSON.parse(invoice!.customer_json)).toMatchObject({ businessName: 'Kottayam Caterers', name: 'Anu Thomas' });
    const month = keralaDay(new Date()).slice(0, 7);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/export?month=${month}`,
      headers: { cookie: admin },
    });
    const row = parseCsv(csv.body).find((cells) => cells[1] === invoice!.number)!;
    expect(row.slice(5, 7)).toEqual(['Kottayam Caterers', GSTIN]);
    if (printing) {
      const pdf = await t.app.inject({ method: 'GET', url: `/api/my-booking/${booking.token}/invoice` });
      const text = await pdfText(pdf.rawPayload);
      for (const words of ['Kottayam Caterers', 'Anu Thomas', `GSTIN: ${GSTIN}`]) expect(text).toContain(words);
    }
  });

  it('lets the customer add their GSTIN to the invoice from the booking page while its month is open and nothing is credited', async () => {
    await withGstin(GSTIN);
    const booking = await book();
    const put = (token: string, body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/my-booking/${token}/invoice-customer`, payload: body });
    expect(await documents(booking.token)).toMatchObject({ customer: null, customerOpen: true });
    const wrong = await put(booking.token, { gstin: '32AAJCM1234F1ZX', businessName: 'X' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'gstin', code: 'booking.validation.gstinInvalid' });
    expect((await put(booking.token, { gstin: '', businessName: 'X' })).statusCode).toBe(400);
    expect((await put('x'.repeat(32), { gstin: GSTIN })).statusCode).toBe(404);
    const added = await put(booking.token, { gstin: '32aajcm1234f1zy', businessName: 'Kottayam Caterers' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      customer: { gstin: GSTIN, businessName: 'Kottayam Caterers' },
      customerOpen: false,
    });
    // Given once: it is not changed again.
    const again = await put(booking.token, { gstin: GSTIN, businessName: 'Another' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('booking.documents.refusals.closed');

    // A refund closes it: its credit note already repeats the invoice as it was.
    const refunded = await book();
    expect((await refund(refunded.id, { reason: 'Goodwill', amountPaise: 1_000 })).statusCode).toBe(200);
    expect((await documents(refunded.token)).customerOpen).toBe(false);
    expect((await put(refunded.token, { gstin: GSTIN })).statusCode).toBe(409);
    // So does the month's end: the return is filed from the month as it was.
    const earlier = await book();
    await t.database.db
      .updateTable('invoices')
      .set({ issued_on: '2001-02-28' })
      .where('booking_id', '=', earlier.id)
      .execute();
    expect((await put(earlier.token, { gstin: GSTIN })).statusCode).toBe(409);
    // A receipt has no GSTIN to carry.
    await withGstin('');
    const receipt = await book();
    expect((await documents(receipt.token)).customerOpen).toBe(false);
    expect((await put(receipt.token, { gstin: GSTIN })).statusCode).toBe(409);
  });

  it("exports the month's tax invoices and credit notes as the CSV a GST return is filed from", async () => {
    await withGstin(GSTIN);
    const booking = await book();
    expect((await refund(booking.id, { reason: 'Late delivery', amountPaise: 12_000 })).statusCode).toBe(200);
    const { main, creditNotes } = await documents(booking.token);
    const month = keralaDay(new Date()).slice(0, 7);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/invoices/export?month=${month}` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/export?month=2026-13',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/export?month=${month}`,
      headers: { cookie: admin },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(csv.body);
    expect(header).toEqual([...EXPORT_HEADER]);
    const invoiceRow = rows.find((row) => row[1] === main!.number)!;
    const split = splitInclusive(2 * CHICKEN, { cgstBasisPoints: 250, sgstBasisPoints: 250 });
    expect(invoiceRow).toEqual([
      'Tax invoice',
      main!.number,
      keralaDay(new Date()),
      '',
      '',
      'Anu Thomas',
      '',
      '32-Kerala',
      '996331',
      (split.taxablePaise / 100).toFixed(2),
      '2.5',
      (split.cgstPaise / 100).toFixed(2),
      '2.5',
      (split.sgstPaise / 100).toFixed(2),
      '1200.00',
      booking.reference,
    ]);
    const noteRow = rows.find((row) => row[1] === creditNotes[0]!.number)!;
    expect(noteRow.slice(0, 5)).toEqual([
      'Credit note',
      creditNotes[0]!.number,
      keralaDay(new Date()),
      main!.number,
      main!.issuedOn,
    ]);
    expect(noteRow[14]).toBe('120.00');
    // Receipts are not tax documents: they are not in the return.
    expect(rows.every((row) => row[0] !== 'Receipt')).toBe(true);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/export?month=2001-01',
      headers: { cookie: admin },
    });
    expect(parseCsv(empty.body)).toEqual([[...EXPORT_HEADER]]);
  });

  it('refuses the PDFs to anyone without the booking page or the admin', async () => {
    const booking = await book();
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/invoice` })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/my-booking/${'x'.repeat(32)}/invoice` });
    expect(unknown.statusCode).toBe(404);
    const other = await book();
    const { creditNotes } = await documents(other.token);
    expect(creditNotes).toEqual([]);
    expect((await refund(other.id, { reason: 'x', amountPaise: 100 })).statusCode).toBe(200);
    const note = (await documents(other.token)).creditNotes[0]!;
    // Another booking's link does not open this booking's credit note.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/my-booking/${booking.token}/credit-notes/${note.id}`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it.skipIf(!printing)(
    "prints the invoice and the credit note in the booking's language from the booking page and for the admin",
    async () => {
      await withGstin(GSTIN);
      const booking = await book();
      expect((await refund(booking.id, { reason: 'Goodwill', amountPaise: 6_000 })).statusCode).toBe(200);
      const { main, creditNotes } = await documents(booking.token);
      const mine = await t.app.inject({ method: 'GET', url: `/api/my-booking/${booking.token}/invoice` });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(mine.rawPayload);
      for (const words of [
        'Tax invoice',
        main!.number,
        GSTIN,
        'Mandi Kitchens LLP',
        'Anu Thomas',
        '996331',
        'CGST 2.5%',
        'Prices include GST',
      ]) {
        expect(text).toContain(words);
      }
      const owners = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${booking.id}/invoice`,
        headers: { cookie: admin },
      });
      expect(owners.statusCode).toBe(200);
      const note = await t.app.inject({
        method: 'GET',
        url: `/api/my-booking/${booking.token}/credit-notes/${creditNotes[0]!.id}`,
      });
      expect(note.statusCode, note.body).toBe(200);
      const noteText = await pdfText(note.rawPayload);
      expect(noteText).toContain('Credit note');
      expect(noteText).toContain(creditNotes[0]!.number);
      expect(noteText).toContain(main!.number);
    },
  );
});
