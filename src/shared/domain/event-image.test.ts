import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_IMAGE, DEFAULT_EVENT_IMAGE_URL, eventImageUrl } from './event-image.ts';

describe('eventImageUrl', () => {
  it('sends the default picture for the default or a missing image', () => {
    expect(eventImageUrl('')).toBe(DEFAULT_EVENT_IMAGE_URL);
    expect(eventImageUrl(DEFAULT_EVENT_IMAGE)).toBe(DEFAULT_EVENT_IMAGE_URL);
  });
  it('finds an uploaded picture under /event-images, escaped', () => {
    expect(eventImageUrl('new year/special #1.png')).toBe('/event-images/new%20year%2Fspecial%20%231.png');
  });
});
