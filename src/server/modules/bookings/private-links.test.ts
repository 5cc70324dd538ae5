import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingEn } from '#shared/content/locales/booking.en.ts';
import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import {
  createOrder,
  createTestEvent,
  CUSTOMER,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { callAs, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { writeBusinessSettings } from '#server/modules/settings/settings.service.ts';

/** Every line the servers of this file log, at debug: what an operator's log would keep. */
const logged = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock(import('#server/lib/log-destination.ts'), async (importOriginal) => {
  const original = await importOriginal();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { ...original, logDestination: () => stream };
});

const CHICKEN = 60_000;
const DELIVERY = { address: '12 Secret Lane, Kottayam', pincode: CUSTOMER.pincode };

/**
 * A customer's private links (the booking page, a waiting-list offer), attacked as issue 44 did: their
 * answers must not be kept by a cache nor named to another site, their tokens must not reach the logs,
 * and they must stop showing the customer's details PRIVATE_LINK_DAYS after the event or cancellation.
 */
describe('private links', () => {
  let t: TestApp;
  let admin: string;
  let root: string;
  let addresses = 0;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-links-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body><main>Storefront</main></body></html>');
    fs.writeFileSync(path.join(root, 'app.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    t = await createTestApp({ webRoot: root, config: { logLevel: 'debug', privateLinkDays: 30 } });
    admin = await t.signIn('admin', 'owner-links');
    // Customers may cancel until the (tomorrow's) event's day begins, whatever the hour the tests run.
    await writeBusinessSettings(t.database.db, { ...DEFAULT_BUSINESS_SETTINGS, cancelCutoffHours: 0 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** A paid booking of `units` chicken mandis, its token and its event. */
  async function book(units = 1, eventId?: number) {
    const event = eventId ?? (await createTestEvent(t.database.db, { maxOrders: 10, title: 'Onam Mandi' }));
    const phone = uniquePhone();
    const order = await createOrder(
      t.app,
      orderBody(event, { 'chicken-mandi': units }, units * CHICKEN, { phone, ...DELIVERY, email: 'anu@example.com' }),
      `10.44.0.${++addresses}`,
    );
    expect(order.statusCode, order.body).toBe(200);
    const booked = await postBooking(t.app, paidProof(order.json().orderId));
    expect(booked.statusCode, booked.body).toBe(200);
    const { manageUrl, bookingId } = booked.json().booking as { manageUrl: string; bookingId: string };
    return { token: manageUrl.replace('/booking/', ''), bookingId, eventId: event, phone };
  }

  /** An open offer from the waiting list of a sold-out event: its token and the event. */
  async function offer() {
    const eventId = await createTestEvent(t.database.db, { maxOrders: 1, title: 'Sold Out Mandi' });
    const first = await book(1, eventId);
    const phone = uniquePhone();
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waiting-list',
      payload: { eventId, name: 'Meera Waiting', phone, email: 'meera@example.com', units: 1 },
      remoteAddress: `10.45.0.${++addresses}`,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await cancel(first.token)).statusCode).toBe(200);
    const line = (await callAs(t.app, admin, 'GET', `/api/events/${eventId}/waiting-list`)).json().data as {
      offer: { path: string } | null;
    }[];
    const offerPath = line[0]!.offer!.path;
    return { token: offerPath.replace('/offer/', '').split('?')[0]!, eventId, phone };
  }

  const myBooking = (token: string) => t.app.inject({ method: 'GET', url: `/api/my-booking/${token}` });
  const cancel = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/my-booking/${token}/cancel`, payload: {}, headers });
  const offerRead = (token: string) => t.app.inject({ method: 'GET', url: `/api/waiting-list/offer/${token}` });

  /** Moves the event `days` into the past, as the days passing would (the API refuses a past date). */
  async function eventDaysAgo(eventId: number, days: number) {
    const date = addDays(todayInKerala(), -days);
    await t.database.db.updateTable('events').set({ date }).where('id', '=', eventId).execute();
    await t.database.db.updateTable('bookings').set({ event_date: date }).where('event_id', '=', eventId).execute();
  }

  /** Moves the booking's cancellation `days` into the past. */
  async function cancelledDaysAgo(bookingId: string, days: number) {
    const booking = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', bookingId)
      .executeTakeFirstOrThrow();
    const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    await t.database.db
      .updateTable('booking_status_changes')
      .set({ changed_at: at })
      .where('booking_id', '=', booking.id)
      .where('to_status', '=', 'cancelled')
      .execute();
    await t.database.db.updateTable('bookings').set({ updated_at: at }).where('id', '=', booking.id).execute();
  }

  function expectPrivateHeaders(answer: { headers: Record<string, unknown>; statusCode: number }, what: string) {
    expect(answer.headers['cache-control'], `${what} → ${answer.statusCode}`).toBe('no-store');
    expect(answer.headers['referrer-policy'], `${what} → ${answer.statusCode}`).toBe('no-referrer');
  }

  describe('are kept by no cache and named to no other site', () => {
    it('on every answer of the booking page’s calls, refusals included', async () => {
      const { token } = await book();
      const answers = {
        read: await myBooking(token),
        unknown: await myBooking('A'.repeat(32)),
        malformed: await myBooking('short'),
        crossSite: await cancel(token, { origin: 'https://evil.example' }),
        cancel: await cancel(token),
        alreadyCancelled: await cancel(token),
        unknownCancel: await cancel('B'.repeat(32)),
      };
      expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.statusCode]))).toEqual({
        read: 200,
        unknown: 404,
        malformed: 404,
        crossSite: 403,
        cancel: 200,
        alreadyCancelled: 409,
        unknownCancel: 404,
      });
      for (const [name, answer] of Object.entries(answers)) expectPrivateHeaders(answer, name);
    });

    it('on the offer’s answers, found or not', async () => {
      const { token } = await offer();
      const found = await offerRead(token);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().offer).toMatchObject({ status: 'offered', name: 'Meera Waiting', expired: false });
      expectPrivateHeaders(found, 'offer');
      const unknown = await offerRead('C'.repeat(32));
      expect(unknown.statusCode).toBe(404);
      expectPrivateHeaders(unknown, 'unknown offer');
    });

    it('on the pages the links open, in place of the revalidated page every other path gets', async () => {
      const { token } = await book();
      for (const url of [`/booking/${token}`, `/booking/${token}?lang=ml`, `/offer/${'D'.repeat(32)}`]) {
        for (const method of ['GET', 'HEAD'] as const) {
          const page = await t.app.inject({ method, url });
          expect(page.statusCode, `${method} ${url}`).toBe(200);
          expect(page.headers['content-type'], url).toContain('text/html');
          expectPrivateHeaders(page, `${method} ${url}`);
        }
      }
      const other = await t.app.inject({ method: 'GET', url: '/admin' });
      expect(other.headers['cache-control']).toBe('no-cache');
      expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('on every route that takes a token, whatever it answers', async () => {
      const tokenRoutes = t.app.registeredRoutes.filter((route) => route.url.includes(':token'));
      expect(tokenRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining([
          'GET /api/my-booking/:token',
          'POST /api/my-booking/:token/cancel',
          'GET /api/waiting-list/offer/:token',
          'GET /booking/:token',
          'GET /offer/:token',
        ]),
      );
      for (const route of tokenRoutes) {
        const url = route.url.replace(':token', 'E'.repeat(32));
        const answer = await t.app.inject({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' ? undefined : {},
        });
        expectPrivateHeaders(answer, `${route.method} ${url}`);
      }
    });
  });

  describe('never write their token to the log', () => {
    beforeEach(() => {
      logged.lines.length = 0;
    });

    it('at any level, for reads, a cancellation, refusals and the pages', async () => {
      const { token } = await book();
      const { token: offerToken } = await offer();
      logged.lines.length = 0;

      expect((await myBooking(token)).statusCode).toBe(200);
      expect((await offerRead(offerToken)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/booking/${token}?lang=en` })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/offer/${offerToken}` })).statusCode).toBe(200);
      expect((await cancel(token, { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await cancel(token)).statusCode).toBe(200);
      expect((await cancel(token)).statusCode).toBe(409);
      // A token on a path no route takes (a GET of the cancellation) is not written either.
      expect((await t.app.inject({ method: 'GET', url: `/api/my-booking/${token}/cancel` })).statusCode).toBe(404);
      await vi.waitFor(() =>
        expect(logged.lines.filter((line) => line.includes('"request completed"'))).toHaveLength(8),
      );

      const written = logged.lines.join('\n');
      expect(written).not.toContain(token);
      expect(written).not.toContain(offerToken);
      const urls = logged.lines
        .map((line) => JSON.parse(line) as { msg: string; level: number; req?: { method: string; url: string } })
        .filter((line) => line.req)
        .map((line) => `${line.msg} ${line.req!.method} ${line.req!.url}`);
      expect(urls).toEqual(
        expect.arrayContaining([
          'incoming request GET /api/my-booking/:token',
          'request completed GET /api/my-booking/:token',
          'request completed GET /api/waiting-list/offer/:token',
          'request completed GET /booking/:token',
          'request completed GET /offer/:token',
          'request completed POST /api/my-booking/:token/cancel',
          'request completed GET /api/my-booking/:token/cancel',
        ]),
      );
    });
  });

  describe(`show the customer's details only until PRIVATE_LINK_DAYS (30) after the event or the cancellation`, () => {
    const PERSONAL = [CUSTOMER.name, DELIVERY.address, DELIVERY.pincode, 'anu@example.com'];

    it('within 30 days of the event, the whole booking', async () => {
      const { token, eventId, phone } = await book();
      await eventDaysAgo(eventId, 30);
      const read = await myBooking(token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().booking).toMatchObject({ expired: false, name: CUSTOMER.name, phone, ...DELIVERY });
    });

    it('31 days after the event, the booking’s state only; cancelling through it is refused 410', async () => {
      const { token, eventId, bookingId, phone } = await book();
      await eventDaysAgo(eventId, 31);
      const read = await myBooking(token);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({
        success: true,
        booking: {
          expired: true,
          bookingId,
          status: 'pending',
          event: { id: eventId, title: 'Onam Mandi', titleMl: '', date: addDays(todayInKerala(), -31) },
          language: 'en',
        },
      });
      for (const personal of [...PERSONAL, phone]) expect(read.body).not.toContain(personal);

      const refused = await cancel(token);
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toMatchObject({
        code: 'booking.myBooking.refusals.linkExpired',
        error: bookingEn.myBooking.refusals.linkExpired,
      });
      for (const personal of [...PERSONAL, phone]) expect(refused.body).not.toContain(personal);
      const stored = await t.database.db
        .selectFrom('bookings')
        .select('status')
        .where('reference', '=', bookingId)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('pending');
    });

    it('a cancelled booking: its details for 30 days after the cancellation, its state only after 31', async () => {
      const { token, bookingId, phone } = await book();
      expect((await cancel(token)).statusCode).toBe(200);
      await cancelledDaysAgo(bookingId, 29);
      const recent = await myBooking(token);
      expect(recent.json().booking).toMatchObject({ expired: false, status: 'cancelled', name: CUSTOMER.name });

      await cancelledDaysAgo(bookingId, 31);
      const old = await myBooking(token);
      expect(old.statusCode).toBe(200);
      expect(old.json().booking).toMatchObject({ expired: true, bookingId, status: 'cancelled' });
      expect(Object.keys(old.json().booking).sort()).toEqual(['bookingId', 'event', 'expired', 'language', 'status']);
      for (const personal of [...PERSONAL, phone]) expect(old.body).not.toContain(personal);
      const again = await cancel(token);
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe('booking.myBooking.refusals.linkExpired');
    });

    it('an offer 31 days after its event: its state only', async () => {
      const { token, eventId, phone } = await offer();
      await eventDaysAgo(eventId, 30);
      expect((await offerRead(token)).json().offer).toMatchObject({ expired: false, name: 'Meera Waiting', phone });
      await eventDaysAgo(eventId, 31);
      const read = await offerRead(token);
      expect(read.statusCode).toBe(200);
      expect(read.json().offer).toEqual({
        expired: true,
        status: expect.any(String),
        event: { id: eventId, title: 'Sold Out Mandi', date: addDays(todayInKerala(), -31) },
      });
      for (const personal of ['Meera Waiting', 'meera@example.com', phone]) expect(read.body).not.toContain(personal);
    });
  });
});
