import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stepVideosReply } from '#shared/schemas/step-videos.ts';
import { accessPlugin } from '#server/plugins/access.ts';
import { findActiveUser } from '#server/modules/users/users.service.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { stepVideosRoutes } from './step-videos.routes.ts';
import { parseRange, sniffVideo } from './step-videos.service.ts';

const BOUNDARY = '----mandi-video-boundary';

function multipartBody(bytes: Buffer, filename = 'clip.mp4', type = 'video/mp4') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A tiny MP4: an 'ftyp' box (isom) followed by an 'mdat' box of `payload` counting bytes. */
function tinyMp4(payload = 1000): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2avc1mp41', 16, 'latin1');
  const mdat = Buffer.alloc(8 + payload);
  mdat.writeUInt32BE(8 + payload, 0);
  mdat.write('mdat', 4, 'latin1');
  for (let i = 0; i < payload; i++) mdat[8 + i] = i % 251;
  return Buffer.concat([ftyp, mdat]);
}
/** A tiny WebM: the EBML header's magic number and a few bytes. */
const tinyWebm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('webm-test-bytes')]);

describe('step videos', () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
    folder = path.join(t.config.dataDir, 'step-videos');
  });
  afterAll(() => t.close());

  const upload = (stepId: string, bytes: Buffer, cookie = admin, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: `/api/step-videos/${stepId}`,
      headers: { ...multipartHeaders, cookie },
      payload: multipartBody(bytes),
    });
  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/step-videos', headers: { cookie: staff } });
    expect(response.statusCode, response.body).toBe(200);
    return stepVideosReply.parse(response.json()).data;
  };
  const storedFiles = () => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);

  it('stores an MP4, lists it with a versioned address and serves it whole or by range to staff', async () => {
    const video = tinyMp4();
    const response = await upload('1-2', video);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = stepVideosReply.parse(response.json()).data;
    expect(stored!.stepId).toBe('1-2');
    expect(stored!.url).toMatch(/^\/step-videos\/1-2\.mp4\?v=\d+$/);
    expect(await list()).toEqual([stored]);
    expect(storedFiles()).toEqual(['1-2.mp4']);

    const whole = await t.app.inject({ method: 'GET', url: stored!.url, headers: { cookie: staff } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await t.app.inject({
      method: 'GET',
      url: stored!.url,
      headers: { cookie: staff, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: stored!.url,
      headers: { cookie: staff, range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: stored!.url,
      headers: { cookie: staff, range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);

    expect((await t.app.inject({ method: 'GET', url: stored!.url })).statusCode).toBe(401);
    for (const name of ['1-3.mp4', '..%2Fmandi.db', '.1-2.partial', '1-2.mov']) {
      const missing = await t.app.inject({ method: 'GET', url: `/step-videos/${name}`, headers: { cookie: staff } });
      expect(missing.statusCode, name).toBe(404);
    }
  });

  it('replaces the step’s video (of either type) and deletes it', async () => {
    expect((await upload('2-1', tinyMp4())).statusCode).toBe(201);
    const webm = await upload('2-1', tinyWebm());
    expect(webm.statusCode, webm.body).toBe(201);
    expect(webm.json().data[0].url).toMatch(/^\/step-videos\/2-1\.webm\?v=\d+$/);
    expect(storedFiles()).toContain('2-1.webm');
    expect(storedFiles()).not.toContain('2-1.mp4');
    const served = await t.app.inject({ method: 'GET', url: '/step-videos/2-1.webm', headers: { cookie: staff } });
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.headers['cache-control']).toBe('private, no-cache');

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/step-videos/2-1', headers: { cookie: admin } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(storedFiles()).not.toContain('2-1.webm');
    expect((await list()).map((video) => video.stepId)).not.toContain('2-1');
    const again = await t.app.inject({ method: 'DELETE', url: '/api/step-videos/2-1', headers: { cookie: admin } });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('refusals.videos.notFound');
  });

  it('refuses a file that is not MP4 or WebM, whatever its name says, and keeps nothing', async () => {
    const before = storedFiles();
    for (const bytes of [Buffer.from('#!/bin/sh\necho not a video\n'), Buffer.alloc(0), Buffer.from('GIF89a....')]) {
      const response = await upload('3-1', bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        error: 'Only MP4 or WebM videos can be uploaded',
        code: 'refusals.videos.wrongType',
      });
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses bad step ids and requests that are not uploads', async () => {
    expect((await upload('9-9', tinyMp4())).statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/step-videos/1-1',
      headers: { cookie: admin },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('lets staff watch but not upload or delete', async () => {
    expect((await upload('1-1', tinyMp4(), staff)).statusCode).toBe(403);
    const removal = await t.app.inject({ method: 'DELETE', url: '/api/step-videos/1-2', headers: { cookie: staff } });
    expect(removal.statusCode).toBe(403);
    expect(storedFiles()).not.toContain('1-1.mp4');
    expect((await t.app.inject({ method: 'GET', url: '/api/step-videos' })).statusCode).toBe(401);
  });

  describe('a YouTube or Vimeo link instead of a file', () => {
    const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const setLink = (stepId: string, payload: unknown, cookie = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/step-videos/${stepId}/link`,
        headers: { cookie },
        payload: payload as object,
      });
    const linkRows = () => t.database.db.selectFrom('step_video_links').selectAll().orderBy('step_id').execute();

    it('stores the link, lists it as it lists an uploaded file, and replaces the step’s file with it', async () => {
      expect((await upload('5-1', tinyMp4())).statusCode).toBe(201);
      expect(storedFiles()).toContain('5-1.mp4');

      const response = await setLink('5-1', { url: `  ${YOUTUBE}  ` });
      expect(response.statusCode, response.body).toBe(200);
      expect(stepVideosReply.parse(response.json()).data).toEqual([{ stepId: '5-1', url: YOUTUBE }]);
      expect(storedFiles()).not.toContain('5-1.mp4');
      expect((await list()).filter((video) => video.stepId === '5-1')).toEqual([{ stepId: '5-1', url: YOUTUBE }]);
      expect(await linkRows()).toEqual([{ step_id: '5-1', url: YOUTUBE, updated_at: expect.any(String) }]);

      const vimeo = await setLink('5-1', { url: 'https://vimeo.com/76979871' });
      expect(vimeo.statusCode, vimeo.body).toBe(200);
      expect((await list()).filter((video) => video.stepId === '5-1')).toEqual([
        { stepId: '5-1', url: 'https://vimeo.com/76979871' },
      ]);
      expect(await linkRows()).toHaveLength(1);
    });

    it('lists files and links together in step order', async () => {
      expect((await setLink('6-2', { url: 'https://youtu.be/dQw4w9WgXcQ' })).statusCode).toBe(200);
      expect((await upload('6-1', tinyMp4())).statusCode).toBe(201);
      const steps = (await list()).map((video) => video.stepId);
      expect(steps).toEqual([...steps].sort());
      expect(steps).toEqual(expect.arrayContaining(['6-1', '6-2']));
    });

    it('lets an uploaded file replace the link, and deletes a link as it deletes a file', async () => {
      expect((await setLink('5-3', { url: YOUTUBE })).statusCode).toBe(200);
      expect((await upload('5-3', tinyWebm())).statusCode).toBe(201);
      expect((await list()).find((video) => video.stepId === '5-3')?.url).toMatch(/^\/step-videos\/5-3\.webm\?v=\d+$/);
      expect((await linkRows()).map((row) => row.step_id)).not.toContain('5-3');

      expect((await setLink('5-4', { url: YOUTUBE })).statusCode).toBe(200);
      const removed = await t.app.inject({ method: 'DELETE', url: '/api/step-videos/5-4', headers: { cookie: admin } });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await list()).map((video) => video.stepId)).not.toContain('5-4');
      const again = await t.app.inject({ method: 'DELETE', url: '/api/step-videos/5-4', headers: { cookie: admin } });
      expect(again.statusCode).toBe(404);
    });

    it('refuses a link that cannot play here with a worded 400, and keeps the step’s video', async () => {
      expect((await setLink('5-5', { url: YOUTUBE })).statusCode).toBe(200);
      for (const url of [
        'https://example.com/pit.mp4',
        'https://www.youtube.com/watch?v=<script>',
        'https://vimeo.com/about',
        '/step-videos/1-2.mp4',
        'javascript:alert(1)',
        '',
        `${YOUTUBE}&x=${'a'.repeat(600)}`,
      ]) {
        const response = await setLink('5-5', { url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({
          success: false,
          error: expect.stringContaining('Only a YouTube or Vimeo video link can play here'),
          code: 'videos.refusals.cannotPlay',
          field: 'url',
        });
      }
      for (const payload of [{}, { url: 42 }, { url: null }]) {
        const response = await setLink('5-5', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      }
      expect((await setLink('9-9', { url: YOUTUBE })).statusCode).toBe(400);
      expect((await list()).find((video) => video.stepId === '5-5')?.url).toBe(YOUTUBE);
    });

    it('lets only an admin set a link', async () => {
      expect((await setLink('5-6', { url: YOUTUBE }, staff)).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'PUT',
        url: '/api/step-videos/5-6/link',
        payload: { url: YOUTUBE },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await linkRows()).map((row) => row.step_id)).not.toContain('5-6');
    });
  });

  describe('with a small upload limit', () => {
    let small: FastifyInstance;
    beforeAll(async () => {
      small = Fastify();
      small.setValidatorCompiler(validatorCompiler);
      small.setSerializerCompiler(serializerCompiler);
      await small.register(errorsPlugin);
      await small.register(accessPlugin, { db: t.database.db, publicUrl: undefined, activeAccount: findActiveUser });
      await small.register(stepVideosRoutes, { db: t.database.db, dataDir: t.config.dataDir, maxBytes: 4096 });
    });
    afterAll(() => small.close());

    it('refuses a video over the limit with 413 and keeps nothing', async () => {
      const before = storedFiles();
      const response = await upload('4-1', tinyMp4(10_000), admin, small);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        error: 'Videos must be 4096 bytes or smaller',
        code: 'refusals.videos.tooLarge',
        params: { size: '4096 bytes' },
      });
      expect(storedFiles()).toEqual(before);
      expect((await upload('4-1', tinyMp4(1000), admin, small)).statusCode).toBe(201);
      expect(storedFiles()).toContain('4-1.mp4');
    });

    it('keeps nothing when the client goes away mid-upload', async () => {
      const before = storedFiles();
      const address = new URL(await small.listen({ port: 0, host: '127.0.0.1' }));
      const head = multipartBody(Buffer.alloc(0)).subarray(0, -`\r\n--${BOUNDARY}--\r\n`.length);
      const request = http.request({
        host: address.hostname,
        port: address.port,
        method: 'POST',
        path: '/api/step-videos/4-2',
        headers: { ...multipartHeaders, cookie: admin, 'content-length': 1_000_000 },
      });
      request.on('error', () => {});
      request.write(head);
      request.write(tinyMp4(2000));
      // The upload is streamed to a temporary file while it arrives; then the client goes away.
      await vi.waitFor(() => expect(storedFiles().some((name) => name.endsWith('.partial'))).toBe(true), {
        timeout: 10_000,
        interval: 10,
      });
      request.destroy();
      await vi.waitFor(() => expect(storedFiles()).toEqual(before), { timeout: 10_000, interval: 10 });
    });
  });

  it('sniffs the container and reads single byte ranges', () => {
    expect(sniffVideo(tinyMp4(0))).toBe('mp4');
    expect(sniffVideo(tinyWebm())).toBe('webm');
    expect(sniffVideo(Buffer.from('ftyp'))).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=10-500', 100)).toEqual({ start: 10, end: 99 });
    expect(parseRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=5-1', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
