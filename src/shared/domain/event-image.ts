/** The default picture of an event; also shown when an event's own picture fails to load. */
export const DEFAULT_EVENT_IMAGE = 'event-default.jpg';
export const DEFAULT_EVENT_IMAGE_URL = '/images/event-default.svg';

/** Where the browser finds an event's picture (kept free of zod: the landing page loads it first). */
export function eventImageUrl(image: string): string {
  return !image || image === DEFAULT_EVENT_IMAGE
    ? DEFAULT_EVENT_IMAGE_URL
    : `/event-images/${encodeURIComponent(image)}`;
}
