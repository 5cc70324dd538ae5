/** The default picture of an event; also shown when an event's own picture fails to load. */
export const DEFAULT_EVENT_IMAGE = 'event-default.jpg';
export const DEFAULT_EVENT_IMAGE_URL = '/images/event-default.svg';

/** The name an uploaded picture is stored under: random, never reused. */
export const STORED_IMAGE_NAME = /^[a-f0-9]{24}\.webp$/;

/**
 * What an event's image may name: a file in the event images folder — the default, an upload, or a
 * plain file name. Never a path, never `..`, never a hidden file.
 */
export function isEventImageName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/.test(name) && name.length <= 200;
}

/** Where the browser finds an uploaded picture; `defaultUrl` when none is set (kept free of zod: the landing page loads it first). */
export function pictureUrl(image: string, defaultUrl: string): string {
  return !image || image === DEFAULT_EVENT_IMAGE ? defaultUrl : `/event-images/${encodeURIComponent(image)}`;
}

export function eventImageUrl(image: string): string {
  return pictureUrl(image, DEFAULT_EVENT_IMAGE_URL);
}
