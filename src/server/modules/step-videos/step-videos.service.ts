import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '#server/db/database.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import * as repo from './step-videos.repo.ts';

export type VideoExtension = 'mp4' | 'webm';

/** A stored video: `<stepId>.<ext>`, one per step. Anything else in the folder (`.partial` files) is not one. */
export const STORED_VIDEO_NAME = /^([1-6]-[1-9])\.(mp4|webm)$/;

export const VIDEO_TYPES: Record<VideoExtension, string> = { mp4: 'video/mp4', webm: 'video/webm' };

export interface StepVideo {
  stepId: string;
  url: string;
}

export const videoTooLarge = (maxBytes: number) =>
  textRefusal(413, 'refusals.videos.tooLarge', { size: formatSize(maxBytes) });
const wrongType = () => textRefusal(400, 'refusals.videos.wrongType');

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${bytes} bytes`;
}

/** The container from the first bytes: MP4 has 'ftyp' at offset 4, WebM (EBML) starts with 1A 45 DF A3. */
export function sniffVideo(head: Buffer): VideoExtension | null {
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Streams an upload to a temporary file (never whole in memory), checks its type from its bytes and
 * renames it to `<stepId>.<ext>`, replacing the step's previous video, file or link. `truncated` says
 * whether the upload went over the size limit (the stream then ends early). On any refusal or failure,
 * including a client that goes away mid-upload, the temporary file is removed: nothing is left behind.
 */
export async function storeStepVideo(
  db: Db,
  folder: string,
  stepId: string,
  source: Readable,
  truncated: () => boolean,
  maxBytes: number,
): Promise<StepVideo> {
  await fsp.mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `.${stepId}.${randomBytes(8).toString('hex')}.partial`);
  try {
    await pipeline(source, fs.createWriteStream(temporary, { flags: 'wx' }));
    if (truncated()) throw videoTooLarge(maxBytes);
    const extension = sniffVideo(await readHead(temporary, 12));
    if (!extension) throw wrongType();
    const name = `${stepId}.${extension}`;
    await fsp.rename(temporary, path.join(folder, name));
    for (const other of Object.keys(VIDEO_TYPES) as VideoExtension[]) {
      if (other !== extension) await fsp.rm(path.join(folder, `${stepId}.${other}`), { force: true });
    }
    await repo.deleteLink(db, stepId);
    return toStepVideo(folder, name);
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    throw error;
  }
}

async function toStepVideo(folder: string, name: string): Promise<StepVideo> {
  const { mtimeMs } = await fsp.stat(path.join(folder, name));
  // The version changes with each upload, so a replaced video is fetched anew despite long caching.
  return { stepId: name.split('.')[0]!, url: `/step-videos/${name}?v=${Math.floor(mtimeMs)}` };
}

/** The uploaded files, in step order. */
async function listFiles(folder: string): Promise<StepVideo[]> {
  let names: string[];
  try {
    names = await fsp.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const videos: StepVideo[] = [];
  for (const name of names.filter((each) => STORED_VIDEO_NAME.test(each)).sort()) {
    try {
      videos.push(await toStepVideo(folder, name));
    } catch (error) {
      // Deleted meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return videos;
}

/**
 * The steps that have a video, in step order: an uploaded file's address or the link the owner set,
 * one per step (a link set while a file was being replaced wins: it is the later choice).
 */
export async function listStepVideos(db: Db, folder: string): Promise<StepVideo[]> {
  const byStep = new Map<string, StepVideo>();
  for (const video of [...(await listFiles(folder)), ...(await repo.listLinks(db))]) byStep.set(video.stepId, video);
  return [...byStep.values()].sort((a, b) => a.stepId.localeCompare(b.stepId));
}

/** Removes the step's uploaded files (of either type); whether it had one. */
async function deleteFiles(folder: string, stepId: string): Promise<boolean> {
  let removed = false;
  for (const extension of Object.keys(VIDEO_TYPES) as VideoExtension[]) {
    const file = path.join(folder, `${stepId}.${extension}`);
    if (fs.existsSync(file)) {
      await fsp.rm(file, { force: true });
      removed = true;
    }
  }
  return removed;
}

/**
 * Sets the step's video to a YouTube or Vimeo link (checked by the route's schema), replacing its
 * uploaded file or earlier link.
 */
export async function setStepVideoLink(db: Db, folder: string, stepId: string, url: string): Promise<StepVideo> {
  await repo.saveLink(db, stepId, url, new Date().toISOString());
  await deleteFiles(folder, stepId);
  return { stepId, url };
}

/** Removes the step's video, an uploaded file or a link; 404 when it has none. */
export async function deleteStepVideo(db: Db, folder: string, stepId: string): Promise<void> {
  const removedFile = await deleteFiles(folder, stepId);
  const removedLink = await repo.deleteLink(db, stepId);
  if (!removedFile && !removedLink) throw textRefusal(404, 'refusals.videos.notFound');
}

export type ByteRange = { start: number; end: number };

/**
 * A single `Range: bytes=…` of a file of `size` bytes: the range, 'unsatisfiable' (answer 416), or
 * null to send the whole file (no header, several ranges, or a header that is not well formed).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
