import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pruneGeocodeCache } from './geocode.service.ts';
import { LOOKUPS_PER_MINUTE } from './geocode.routes.ts';
import { startStubServer } from '#server/test/stub-http-server.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('GET /api/geocode/reverse (Nominatim stubbed at the HTTP boundary)', () => {
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let t: TestApp;
  let providerDown = false;
  beforeAll(async () => {
    stub = await startStubServer((request) => {
      if (providerDown) return { status: 503, body: { error: 'overloaded' } };
      const lat = new URL(request.url, 'http://x').searchParams.get('lat');
      if (lat === '8.3') return { status: 200, body: { error: 'Unable to geocode' } };
      return {
        status: 200,
        body: {
          display_name: 'Baker Junction, Kottayam, Kerala, 686001, India',
          address: { state: 'Kerala', postcode: '686 001' },
        },
      };
    });
    t = await createTestApp({ config: { geocoderUrl: stub.url } });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const lookup = (lat: number, lng: number) =>
    t.app.inject({ method: 'GET', url: `/api/geocode/reverse?lat=${lat}&lng=${lng}` });

  it('answers the address, state and pincode, and caches the answer', async () => {
    const first = await lookup(9.59161, 76.52221);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      displayName: 'Baker Junction, Kottayam, Kerala, 686001, India',
      state: 'Kerala',
      pincode: '686001',
    });
    const asked = stub.requests.length;
    const second = await lookup(9.59162, 76.52222);
    expect(second.json()).toEqual(first.json());
    expect(stub.requests.length).toBe(asked);
    expect(stub.requests[0]!.url).toContain('format=jsonv2');
    expect(stub.requests[0]!.headers['user-agent']).toMatch(/^mandi-platform\//);
  });

  it('answers 404 "No address found" when the provider knows no address', async () => {
    const response = await lookup(8.3, 77);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'No address found' });
  });

  it('answers 502 "Failed to get address" when the provider fails, never a 500', async () => {
    providerDown = true;
    const response = await lookup(10.1, 76.3);
    providerDown = false;
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, error: 'Failed to get address' });
  });

  it('refuses coordinates that are not coordinates', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=abc&lng=1' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=95&lng=1' })).statusCode).toBe(400);
  });

  it('answers only for points inside Kerala, without asking the provider for the others', async () => {
    const asked = stub.requests.length;
    const outside = await lookup(28.6139, 77.209);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toContain('Location is outside Kerala');
    expect(stub.requests.length).toBe(asked);
  });

  it('lets one address make only so many lookups', async () => {
    const asked = stub.requests.length;
    const answers = [];
    for (let i = 0; i < 3000; i++) {
      answers.push(
        t.app.inject({
          method: 'GET',
          url: `/api/geocode/reverse?lat=${(9 + i / 10_000).toFixed(4)}&lng=76.3`,
          remoteAddress: '203.0.113.33',
        }),
      );
    }
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3000 - LOOKUPS_PER_MINUTE);
    // Each allowed lookup is answered, or worded as the geocoder busy (503) or, when the stub answers
    // too slowly for the lookup's time limit on a loaded machine, failed (502); never a 500.
    expect(statuses.filter((status) => ![200, 429, 502, 503].includes(status))).toEqual([]);
    const calls = stub.requests.length - asked;
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(LOOKUPS_PER_MINUTE);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=9.59161&lng=76.52221', remoteAddress });
    for (let i = 1; i <= LOOKUPS_PER_MINUTE; i++) {
      expect((await from(`2001:db8:33:44::${i.toString(16)}`)).statusCode).toBe(200);
    }
    const refused = await from('2001:db8:33:44:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('refusals.geocode.limited');
    expect((await from('2001:db8:33:45::1')).statusCode).toBe(200);
  });

  it('prunes its cache by age and by size', async () => {
    const db = t.database.db;
    const day = 24 * 3600 * 1000;
    await db.deleteFrom('geocode_cache').execute();
    const row = (key: string, age: number) => ({
      key,
      result_json: '{}',
      fetched_at: new Date(Date.now() - age).toISOString(),
    });
    await db
      .insertInto('geocode_cache')
      .values([row('old', 40 * day), ...Array.from({ length: 10 }, (_, i) => row(`new${i}`, i * 1000))])
      .execute();
    await pruneGeocodeCache(db, 4);
    const kept = (await db.selectFrom('geocode_cache').select('key').orderBy('key').execute()).map((r) => r.key);
    expect(kept).toEqual(['new0', 'new1', 'new2', 'new3']);
  });
});

describe("the geocoder's pace (one provider call a second)", () => {
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStubServer(() => ({
      status: 200,
      body: { display_name: 'Kottayam, Kerala, India', address: { state: 'Kerala' } },
    }));
    t = await createTestApp({ config: { geocoderUrl: stub.url } });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const lookup = (lat: number, lng: number) =>
    t.app.inject({ method: 'GET', url: `/api/geocode/reverse?lat=${lat}&lng=${lng}` });

  it('asks the provider at most once a second', async () => {
    // On a controlled clock: the pacer's timers and Date.now are Vitest's; the provider's answer comes
    // from the stand-in without a timer in between. (A timer that fires late: see rate-limit.test.ts.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const sentAt: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).startsWith(stub.url)) sentAt.push(Date.now());
      return realFetch(input, init);
    });
    try {
      const start = Date.now();
      const answers = Promise.all([0, 1, 2].map(async (i) => (await lookup(9.7 + i / 1000, 76.4)).statusCode));
      // vi.waitFor would move the controlled clock; this waits on the event loop only.
      const untilSent = async (count: number) => {
        while (sentAt.length < count) await new Promise((resolve) => setImmediate(resolve));
      };
      await untilSent(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(sentAt).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await untilSent(2);
      await vi.advanceTimersByTimeAsync(1000);
      expect(await answers).toEqual([200, 200, 200]);
      expect(sentAt.map((at) => at - start)).toEqual([0, 1000, 2000]);
    } finally {
      spy.mockRestore();
      vi.useRealTimers();
    }
  });
});
