import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { TEST_DIALECT } from '#server/test/test-database.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const razorpay = {
  provider: 'razorpay' as const,
  keyId: 'rzp_test_headers',
  keySecret: 'key-secret',
  webhookSecret: 'webhook-secret',
  apiUrl: undefined,
};

describe.skipIf(TEST_DIALECT !== 'sqlite')('security headers', () => {
  let t: TestApp;
  let root: string;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-headers-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body><main>Storefront</main></body></html>');
    fs.writeFileSync(path.join(root, 'favicon.svg'), svg);
    t = await createTestApp({
      webRoot: root,
      config: { publicUrl: 'https://mandi.example', chatWidgetSrc: 'https://embed.chat.example/widget.js' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const everyAnswer = (response: LightMyRequestResponse) => {
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  };

  it('sends the page policy (CSP, Permissions-Policy) with pages and every other file a browser renders', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/kitchen' }),
      await t.app.inject({ method: 'GET', url: '/favicon.svg' }),
    ]) {
      expect(response.statusCode).toBe(200);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self' https:\/\/embed\.chat\.example 'sha256-[A-Za-z0-9+/]{43}=';/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain(
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://embed.chat.example;',
      );
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      everyAnswer(response);
    }
  });

  it('sends JSON answers, good or refused, a policy that lets nothing load or frame them', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/events' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/bookings' }),
    ]) {
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['permissions-policy']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
      everyAnswer(response);
    }
  });

  it('allows Razorpay’s checkout only when Razorpay takes the payments, and map tiles from the tile server', () => {
    const base = { mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', chatWidgetSrc: undefined };
    const test = contentSecurityPolicy({ ...base, payment: { ...razorpay, provider: 'test' } });
    const live = contentSecurityPolicy({ ...base, payment: razorpay });
    expect(test).not.toContain('razorpay');
    expect(live).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(live).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com ');
    expect(live).toContain("img-src 'self' data: blob: https://*.tile.example.org;");
  });

  it('frames the privacy-enhanced YouTube and Vimeo players and nothing broader, with or without Razorpay', () => {
    const base = { mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', chatWidgetSrc: undefined };
    const frames = (policy: string) => /(?:^|; )frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const players = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
    expect(frames(contentSecurityPolicy({ ...base, payment: { ...razorpay, provider: 'test' } }))).toEqual(players);
    expect(frames(contentSecurityPolicy({ ...base, payment: razorpay }))).toEqual([
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
      ...players,
    ]);
    // The player hosts are framed only: no script, connection, media or image of theirs is allowed.
    const policy = contentSecurityPolicy({ ...base, payment: razorpay });
    expect(policy.match(/youtube|vimeo/g)).toHaveLength(2);
    expect(policy).not.toMatch(/media-src/);
  });
});
