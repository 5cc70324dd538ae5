import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { uploadedImageReply } from '#shared/schemas/events.ts';
import { fieldRefusal, textRefusal } from '#server/lib/http-error.ts';
import { STORED_IMAGE_NAME } from '#shared/domain/event-image.ts';
import { MAX_IMAGE_BYTES, storeEventImage } from './event-images.service.ts';

/** Event pictures: uploaded by the admin, kept under DATA_DIR/event-images, served to everyone. */
export const eventImagesRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  const folder = path.join(dataDir, 'event-images');
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  app.post(
    '/api/events/images',
    { config: { access: 'admin' }, schema: { response: { 201: uploadedImageReply } } },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw textRefusal(400, 'refusals.images.notMultipart');
      }
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw fieldRefusal(400, 'refusals.images.noFile', 'file');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw textRefusal(413, 'adminEvents.validation.imageSize');
        }
        throw error;
      }
      const image = await storeEventImage(folder, bytes);
      return reply.status(201).send({ success: true as const, image, url: `/event-images/${image}` });
    },
  );

  app.get<{ Params: { name: string } }>('/event-images/:name', { config: { access: 'public' } }, (request, reply) => {
    const { name } = request.params;
    const file = path.join(folder, name);
    if (!STORED_IMAGE_NAME.test(name) || !fs.existsSync(file)) throw textRefusal(404, 'refusals.images.notFound');
    // Names are random and never reused: the picture at a name never changes.
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(file));
  });
};
