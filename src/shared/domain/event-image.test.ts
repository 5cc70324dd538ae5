import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_IMAGE, DEFAULT_EVENT_IMAGE_URL, eventImageUrl, isEventImageName } from './event-image.ts';

describe('eventImageUrl', () => {
  it('sends the default picture for the default or a missing image', () => {
    expect(eventImageUrl('')).toBe(DEFAULT_EVENT_IMAGE_URL);
    expect(eventImageUrl(DEFAULT_EVENT_IMAGE)).toBe(DEFAULT_EVENT_IMAGE_URL);
  });
  it('finds an uploaded picture under /event-images, escaped', () => {
    expect(eventImageUrl('new year/special #1.png')).toBe('/event-images/new%20year%2Fspecial%20%231.png');
  });
});

describe('isEventImageName', () => {
  it('accepts the default, an upload and a plain file name, never a path, `..` or a hidden file', () => {
    for (const name of [DEFAULT_EVENT_IMAGE, '0123456789abcdef01234567.webp', 'onam-2026.jpg']) {
      expect(isEventImageName(name)).toBe(true);
    }
    for (const name of ['..', '../x', '.env', 'a/b.jpg', 'a\\b.jpg', '..jpg', 'a..b', 'x.jpg/']) {
      expect(isEventImageName(name)).toBe(false);
    }
  });
});
