import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-error.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Wide enough for a wall screen's card, small enough for a phone on mobile data. */
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 900;
export const STORED_IMAGE_NAME = /^[a-f0-9]{24}\.webp$/;

/**
 * Checks the type from the bytes (not the name or the browser's word), turns the picture upright,
 * shrinks it for phones and re-encodes it as WebP. Written under a temporary name and renamed, so a
 * failed upload leaves nothing behind.
 */
export async function storeEventImage(folder: string, bytes: Buffer): Promise<string> {
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('Only JPEG, PNG or WebP images can be uploaded');
  let encoded: Buffer;
  try {
    encoded = await sharp(bytes)
      .rotate()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw badRequest('This image could not be read; please try another file');
  }
  await fs.mkdir(folder, { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.webp`;
  const temporary = path.join(folder, `.${name}.partial`);
  await fs.writeFile(temporary, encoded);
  await fs.rename(temporary, path.join(folder, name));
  return name;
}
