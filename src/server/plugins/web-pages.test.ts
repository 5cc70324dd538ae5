import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

describe('serving the built client', () => {
  let t: TestApp;
  let root: string;
  const html = '<!doctype html><html><body><div id="root"></div></body></html>';
  const drawn = '<!doctype html><html><body><div id="root"><main>Storefront</main></div></body></html>';
  const drawnMl = '<!doctype html><html lang="ml"><body><div id="root"><main>കട</main></div></body></html>';
  const script = 'console.log("storefront");'.repeat(50);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-web-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), drawn);
    fs.writeFileSync(path.join(root, 'index.html.br'), zlib.brotliCompressSync(drawn));
    fs.writeFileSync(path.join(root, 'index.ml.html'), drawnMl);
    fs.writeFileSync(path.join(root, 'index.ml.html.gz'), zlib.gzipSync(drawnMl));
    fs.writeFileSync(path.join(root, 'app.html'), html);
    fs.writeFileSync(path.join(root, 'app.html.br'), zlib.brotliCompressSync(html));
    fs.writeFileSync(path.join(root, 'assets', 'index-AbCdEf12.js'), script);
    fs.writeFileSync(path.join(root, 'assets', 'index-AbCdEf12.js.gz'), zlib.gzipSync(script));
    t = await createTestApp({ webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and sends the precompressed copy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves the drawn storefront at / and the empty shell for the other routes, revalidated on every visit', async () => {
    for (const url of ['/', '/admin', '/soplocked/setup', '/any/unknown/path?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const body =
        response.headers['content-encoding'] === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload).toString()
          : response.body;
      expect(body, url).toBe(url === '/' ? drawn : html);
    }
  });

  it('serves the storefront drawn in Malayalam to a visitor whose language cookie says so', async () => {
    const asked = (cookie: string, encoding = 'gzip') =>
      t.app.inject({ method: 'GET', url: '/', headers: { cookie, 'accept-encoding': encoding } });
    const malayalam = await asked('mandi.language=ml');
    expect(malayalam.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(malayalam.rawPayload).toString()).toBe(drawnMl);
    expect(malayalam.headers.vary).toBe('accept-encoding, cookie');
    expect((await asked('mandi.language=ml', 'identity')).body).toBe(drawnMl);
    for (const cookie of ['mandi.language=en', 'mandi.language=fr', 'other=ml']) {
      expect((await asked(cookie, 'identity')).body, cookie).toBe(drawn);
    }
  });

  it('keeps a language asked for by the switch before its scripts run, and sends the page back without the query', async () => {
    for (const language of ['ml', 'en']) {
      const response = await t.app.inject({ method: 'GET', url: `/?language=${language}` });
      expect(response.statusCode, language).toBe(303);
      expect(response.headers.location, language).toBe('/');
      const cookie = response.cookies.find((each) => each.name === 'mandi.language');
      expect(cookie, language).toMatchObject({ value: language, path: '/', sameSite: 'Lax', maxAge: 31_536_000 });
      const next = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: `mandi.language=${cookie!.value}` },
      });
      expect(next.body, language).toBe(language === 'ml' ? drawnMl : drawn);
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/?language=fr' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.cookies).toEqual([]);
    expect(unknown.body).toBe(drawn);
  });

  it('keeps unknown API paths, the metrics without their token and non-GET requests as JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['GET', '/api/nothing/deeper?x=1'],
      ['GET', '/metrics'],
      ['GET', '/metrics?name=x'],
      ['GET', '/metrics/more'],
      ['POST', '/somewhere'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ success: false, code: 'refusals.request.noSuchCall' });
    }
    // A page whose name only begins like them is still the client's.
    const page = await t.app.inject({ method: 'GET', url: '/metrics-board' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(html);
  });
});
