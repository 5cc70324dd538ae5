import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

function multipartBody(bytes: Buffer, filename: string, type: string) {
  const boundary = '----mandi-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('event images', () => {
  let t: TestApp;
  let admin: string;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    folder = path.join(t.config.dataDir, 'event-images');
  });
  afterAll(() => t.close());

  const upload = (bytes: Buffer, filename = 'photo.png', type = 'image/png') => {
    const { payload, headers } = multipartBody(bytes, filename, type);
    return t.app.inject({ method: 'POST', url: '/api/events/images', headers: { ...headers, cookie: admin }, payload });
  };
  const storedFiles = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

  it('stores a photo shrunk for phones and re-encoded as WebP, served with long cache headers', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#b45309' } })
      .jpeg()
      .toBuffer();
    const response = await upload(photo, 'pit.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const { image, url } = response.json();
    expect(image).toMatch(/^[a-f0-9]{24}\.webp$/);
    expect(url).toBe(`/event-images/${image}`);
    const stored = await sharp(path.join(folder, image)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1200, 800]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/event-images/missing.webp' })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name says, and keeps nothing', async () => {
    const before = storedFiles();
    const response = await upload(Buffer.from('#!/bin/sh\necho not a picture\n'), 'innocent.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: 'Only JPEG, PNG or WebP images can be uploaded',
      code: 'adminEvents.validation.imageType',
    });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(gif, 'a.gif', 'image/gif')).statusCode).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image over 5 MB and keeps nothing', async () => {
    const before = storedFiles();
    const response = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'Images must be 5 MB or smaller',
      code: 'adminEvents.validation.imageSize',
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a request that is not a multipart upload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/images',
      headers: { cookie: admin },
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 to an empty file and keeps nothing', async () => {
    const before = storedFiles();
    const response = await upload(Buffer.alloc(0), 'empty.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The file is empty: choose a picture');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a picture of more than 40 megapixels before decoding it, and keeps nothing', async () => {
    const before = storedFiles();
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#7c2d12' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload(huge, 'huge.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('This image is too large (at most 40 megapixels)');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an event image name that is a path, `..` or a hidden file', async () => {
    const base = { title: 'Pictures', date: '2030-01-01', description: 'x', maxOrders: 5 };
    for (const image of ['..', '../../etc/passwd', '.env']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie: admin },
        payload: { ...base, image },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Invalid image: Image must be a file in the event images folder');
    }
    const events = await t.database.db.selectFrom('events').select('id').where('title', '=', 'Pictures').execute();
    expect(events).toEqual([]);
  });
});
