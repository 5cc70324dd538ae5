import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { textRefusal } from '#server/lib/http-error.ts';
import { createSemaphore, QueueFullError } from '#server/lib/semaphore.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Wide enough for a wall screen's card, small enough for a phone on mobile data. */
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 900;
/** Decoding a picture takes memory in proportion to its pixels: 40 megapixels is a large phone photo. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** At most two pictures are decoded at once; a few more may wait. */
const decoding = createSemaphore(2, 6);

/**
 * Checks the type from the bytes (not the name or the browser's word), turns the picture upright,
 * shrinks it for phones and re-encodes it as WebP. Written under a temporary name and renamed, so a
 * failed upload leaves nothing behind.
 */
export async function storeEventImage(folder: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw textRefusal(400, 'refusals.images.empty');
  let encoded: Buffer;
  try {
    encoded = await decoding(() => reencode(bytes));
  } catch (error) {
    if (error instanceof QueueFullError) throw textRefusal(503, 'refusals.images.busy');
    throw error;
  }
  await fs.mkdir(folder, { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.webp`;
  const temporary = path.join(folder, `.${name}.partial`);
  await fs.writeFile(temporary, encoded);
  await fs.rename(temporary, path.join(folder, name));
  return name;
}

async function reencode(bytes: Buffer): Promise<Buffer> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw textRefusal(400, 'adminEvents.validation.imageType');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IMAGE_PIXELS) {
    throw textRefusal(400, 'refusals.images.tooLarge');
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw textRefusal(400, 'refusals.images.unreadable');
  }
}
