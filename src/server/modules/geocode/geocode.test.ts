import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubServer } from '../../test/stub-http-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/geocode/reverse (Nominatim stubbed at the HTTP boundary)', () => {
  let stub: Awaited<ReturnType<typeof startStubServer>>;
  let t: TestApp;
  let providerDown = false;
  beforeAll(async () => {
    stub = await startStubServer((request) => {
      if (providerDown) return { status: 503, body: { error: 'overloaded' } };
      const lat = new URL(request.url, 'http://x').searchParams.get('lat');
      if (lat === '0') return { status: 200, body: { error: 'Unable to geocode' } };
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
    const response = await lookup(0, 0);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'No address found' });
  });

  it('answers 502 "Failed to get address" when the provider fails, never a 500', async () => {
    providerDown = true;
    const response = await lookup(10.1, 76.3);
    providerDown = false;
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, error: 'Failed to get address' });
  });

  it('refuses coordinates that are not coordinates', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=abc&lng=1' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=95&lng=1' })).statusCode).toBe(400);
  });
});
