import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '#shared/schemas/common.ts';
import { stepIdSchema } from '#shared/schemas/timers.ts';
import { stepVideoLinkSchema, stepVideosReply, VIDEO_MAX_BYTES } from '#shared/schemas/step-videos.ts';
import type { Db } from '#server/db/database.ts';
import { fieldRefusal, textRefusal } from '#server/lib/http-error.ts';
import {
  deleteStepVideo,
  listStepVideos,
  parseRange,
  setStepVideoLink,
  STORED_VIDEO_NAME,
  storeStepVideo,
  VIDEO_TYPES,
  type VideoExtension,
} from './step-videos.service.ts';

const stepParams = z.object({ stepId: stepIdSchema });
const fileParams = z.object({ file: z.string().max(64) });
const fileQuery = z.object({ v: z.string().max(32).optional() });

export interface StepVideosOptions {
  db: Db;
  dataDir: string;
  /** The largest upload in bytes; VIDEO_MAX_BYTES (200 MB) unless a test sets a smaller one. */
  maxBytes?: number;
}

/**
 * Videos of the SOP guide's steps, one per step: uploaded by the admin (MP4 or WebM), kept under
 * DATA_DIR/step-videos and watched by staff (with range requests, as <video> asks for them), or a
 * YouTube or Vimeo link the admin sets instead, played in that site's privacy-enhanced player.
 */
export const stepVideosRoutes: FastifyPluginAsyncZod<StepVideosOptions> = async (
  app,
  { db, dataDir, maxBytes = VIDEO_MAX_BYTES },
) => {
  const folder = path.join(dataDir, 'step-videos');
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });

  app.get(
    '/api/step-videos',
    { config: { access: 'staff' }, schema: { response: { 200: stepVideosReply } } },
    async () => ({
      success: true as const,
      data: await listStepVideos(db, folder),
    }),
  );

  app.post(
    '/api/step-videos/:stepId',
    { config: { access: 'admin' }, schema: { params: stepParams, response: { 201: stepVideosReply } } },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw textRefusal(400, 'refusals.videos.notMultipart');
      }
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw fieldRefusal(400, 'refusals.videos.noFile', 'file');
      const video = await storeStepVideo(
        db,
        folder,
        request.params.stepId,
        file.file,
        () => file.file.truncated,
        maxBytes,
      );
      return reply.status(201).send({ success: true as const, data: [video] });
    },
  );

  app.put(
    '/api/step-videos/:stepId/link',
    {
      config: { access: 'admin' },
      schema: { params: stepParams, body: stepVideoLinkSchema, response: { 200: stepVideosReply } },
    },
    async (request) => ({
      success: true as const,
      data: [await setStepVideoLink(db, folder, request.params.stepId, request.body.url)],
    }),
  );

  app.delete(
    '/api/step-videos/:stepId',
    { config: { access: 'admin' }, schema: { params: stepParams, response: { 200: okReply } } },
    async (request) => {
      await deleteStepVideo(db, folder, request.params.stepId);
      return { success: true as const };
    },
  );

  // Staff sessions: a <video> on the same origin sends the session cookie with its requests.
  app.get(
    '/step-videos/:file',
    { config: { access: 'staff' }, schema: { params: fileParams, querystring: fileQuery } },
    async (request, reply) => {
      const match = STORED_VIDEO_NAME.exec(request.params.file);
      const file = match ? path.join(folder, request.params.file) : null;
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) throw textRefusal(404, 'refusals.videos.fileNotFound');

      reply
        .type(VIDEO_TYPES[match![2] as VideoExtension])
        .header('accept-ranges', 'bytes')
        .header('last-modified', stat.mtime.toUTCString())
        // A versioned address (?v=<mtime>, as listed) never changes its video: keep it; a bare one may.
        .header('cache-control', request.query.v ? 'private, max-age=31536000, immutable' : 'private, no-cache');
      const range = parseRange(request.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
      }
      if (range === null) {
        return reply.header('content-length', stat.size).send(fs.createReadStream(file));
      }
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(fs.createReadStream(file, { start: range.start, end: range.end }));
    },
  );
};
