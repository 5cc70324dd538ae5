import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import {
  createOrder,
  createTestEvent,
  orderBody,
  paidProof,
  postBooking,
  uniquePhone,
} from '#server/test/booking-helpers.ts';
import { openEventStream } from '#server/test/event-stream.ts';
import { createTestApp, loginCookie, TEST_PASSWORD, type TestApp } from '#server/test/test-app.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';

const lastId = (received: string) => [...received.matchAll(/^id: (.+)$/gm)].at(-1)?.[1];

describe('live topics stream', () => {
  let t: TestApp;
  let address: string;
  let admin: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp({ sessionRecheckMs: 50 });
    admin = await t.signIn('admin');
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    eventId = await createTestEvent(t.database.db, { maxOrders: 20 });
  });
  afterAll(() => t.close());

  const stream = (query: string, cookie = admin, headers: Record<string, string> = {}) =>
    openEventStream(`${address}/api/live?${query}`, { cookie, ...headers });
  const book = async () => {
    const order = await createOrder(t.app, orderBody(eventId, { combo: 1 }, 100000, { phone: uniquePhone() }));
    return (await postBooking(t.app, paidProof(order.json().orderId))).json().booking;
  };

  it('checks each topic’s access: unknown topics, no session and too low a role are refused', async () => {
    expect((await stream('topics=secrets')).response.status).toBe(404);
    expect((await stream('topics=bookings', '')).response.status).toBe(401);
    expect((await stream('topics=bookings', await t.signIn('staff'))).response.status).toBe(403);
    expect((await stream('topics=')).response.status).toBe(400);
    const ok = await stream('topics=bookings');
    expect(ok.response.status).toBe(200);
    expect(ok.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(ok.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    ok.close();
  });

  it('tells an open admin screen of a new booking and of a status change', async () => {
    const screen = await stream('topics=bookings');
    await book();
    expect(await screen.waitFor('data: {"topic":"bookings"}')).toBe(true);
    screen.close();
  });

  it('sends a screen that reconnects what it missed, or tells it to start over', async () => {
    const first = await stream('topics=bookings');
    await book();
    expect(await first.waitFor('event: change')).toBe(true);
    const seen = lastId(first.received())!;
    first.close();

    await book();
    await book();
    const back = await stream('topics=bookings', admin, { 'last-event-id': seen });
    expect(await back.waitFor('event: change')).toBe(true);
    await back.waitFor('\u0000', 300);
    expect(back.received().match(/event: change/g)).toHaveLength(2);
    back.close();

    const stranger = await stream('topics=bookings&lastEventId=otherboot-5');
    expect(await stranger.waitFor('event: reset')).toBe(true);
    stranger.close();
  });

  it('ends the stream when its account is deactivated, and when it signs out', async () => {
    const manager = await t.signIn('admin', 'manager');
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: manager } })).json()
      .user;
    const deactivated = await stream('topics=bookings', manager);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: { cookie: admin },
      // The acting admin's own password: deactivating an admin asks for it (re-authentication).
      payload: { active: false, currentPassword: TEST_PASSWORD },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await deactivated.ends(3000)).toBe(true);
    expect((await stream('topics=bookings', manager)).response.status).toBe(401);

    const other = await t.signIn('admin', 'manager2');
    const signedIn = await stream('topics=bookings', other);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other } });
    expect(await signedIn.ends(3000)).toBe(true);
  });
});

describe('live streams within bounds (attack: one session opens a thousand streams)', () => {
  const TOTAL = 30;
  let t: TestApp;
  let address: string;
  const opened: { close(): void }[] = [];
  beforeAll(async () => {
    // The per-session and per-account bounds are the defaults; the server's budget is made small to fill.
    t = await createTestApp({ config: { liveStreams: { perSession: 6, perAccount: 20, total: TOTAL } } });
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    opened.forEach((stream) => stream.close());
    await t.close();
  });

  const open = async (cookie: string) => {
    const stream = await openEventStream(`${address}/api/live?topics=kitchen`, { cookie });
    if (stream.response.ok) opened.push(stream);
    return stream;
  };
  const openMany = async (cookie: string, count: number) => {
    const streams = await Promise.all(Array.from({ length: count }, () => open(cookie)));
    expect(streams.map((stream) => stream.response.status)).toEqual(streams.map(() => 200));
    return streams;
  };
  const expectRefused = async (cookie: string, code: string) => {
    const refused = await open(cookie);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    expect(await refused.response.json()).toMatchObject({ success: false, code });
  };
  /** Another session of an existing account. */
  const session = (username: string) => loginCookie(t.app, username, TEST_PASSWORD);

  it('refuses a seventh stream of one session with 429, and lets one in again once a stream closes', async () => {
    const cook = await t.signIn('staff', 'stream-cook');
    const [first] = await openMany(cook, 6);
    await expectRefused(cook, 'common.serverBounds.tooManyStreams');

    first!.close();
    // The server hears of the close a moment later: try until it has.
    await vi.waitFor(async () => expect((await open(cook)).response.status).toBe(200), {
      timeout: 10_000,
      interval: 20,
    });
    await expectRefused(cook, 'common.serverBounds.tooManyStreams');
  });

  it('refuses a 21st stream of one account from a fresh session', async () => {
    await t.signIn('staff', 'stream-owner');
    for (const count of [6, 6, 6, 2]) await openMany(await session('stream-owner'), count);
    await expectRefused(await session('stream-owner'), 'common.serverBounds.tooManyStreams');
  });

  it('refuses any stream once the server’s budget is full, while the storefront, events and health answer', async () => {
    const others = await t.signIn('admin', 'stream-admin');
    const left = TOTAL - 26;
    await openMany(others, left);
    await expectRefused(await t.signIn('staff', 'stream-latecomer'), 'common.serverBounds.streamsFull');

    const [events, health] = await Promise.all([fetch(`${address}/api/events`), fetch(`${address}/api/health`)]);
    expect(events.status).toBe(200);
    expect((await events.json()).success).toBe(true);
    expect(health.status).toBe(200);
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('live topics between instances (PostgreSQL)', () => {
  it('a change made through one instance reaches a screen on another, which replays what it missed; one started since tells it to start over', async () => {
    const first = await createTestApp();
    const secondDatabase = openDatabase(first.config.database);
    const second = await buildApp({ config: first.config, database: secondDatabase });
    try {
      const admin = await first.signIn('admin');
      const eventId = await createTestEvent(first.database.db, { maxOrders: 5 });
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const screen = await openEventStream(`${address}/api/live?topics=bookings`, { cookie: admin });
      const order = await createOrder(first.app, orderBody(eventId, { combo: 1 }, 100000));
      await postBooking(first.app, paidProof(order.json().orderId));
      expect(await screen.waitFor('data: {"topic":"bookings"}')).toBe(true);
      const seen = lastId(screen.received())!;
      expect(seen).toMatch(/^pg-\d+$/);
      screen.close();
      // A screen that stays on the second instance shows when the next change has reached it.
      const witness = await openEventStream(`${address}/api/live?topics=bookings`, { cookie: admin });

      const [row] = (
        await first.app.inject({ method: 'GET', url: `/api/bookings?eventId=${eventId}`, headers: { cookie: admin } })
      ).json().data;
      await first.app.inject({
        method: 'PUT',
        url: `/api/bookings/${row.id}`,
        headers: { cookie: admin },
        payload: { status: 'confirmed' },
      });
      expect(await witness.waitFor('event: change')).toBe(true);
      witness.close();
      // The change reached the second instance before the screen came back: it can only be replayed.
      const back = await openEventStream(`${address}/api/live?topics=bookings`, {
        cookie: admin,
        'last-event-id': seen,
      });
      expect(await back.waitFor('event: change')).toBe(true);
      back.close();

      // An instance started after that change never heard it: the screen is told to start over.
      const thirdDatabase = openDatabase(first.config.database);
      const third = await buildApp({ config: first.config, database: thirdDatabase });
      try {
        const thirdAddress = await third.listen({ port: 0, host: '127.0.0.1' });
        const late = await openEventStream(`${thirdAddress}/api/live?topics=bookings`, {
          cookie: admin,
          'last-event-id': seen,
        });
        expect(await late.waitFor('event: reset')).toBe(true);
        late.close();
      } finally {
        await third.close();
        await thirdDatabase.close();
      }
    } finally {
      await second.close();
      await secondDatabase.close();
      await first.close();
    }
  });
});
