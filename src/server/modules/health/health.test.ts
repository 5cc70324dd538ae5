import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports which database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, db: TEST_DIALECT, version: expect.any(String) });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it("answers the proxy's check without asking the database", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/instance' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, version: expect.any(String) });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'No such call: GET /api/nothing-here',
      code: 'refusals.request.noSuchCall',
      params: { method: 'GET', path: '/api/nothing-here' },
    });
  });
});
