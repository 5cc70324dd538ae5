import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from '#web/lib/video.ts';

describe('youtubeEmbedUrl', () => {
  it('embeds every YouTube link shape the recipe book uses', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=10')).toBe(embed);
    expect(youtubeEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl(embed)).toBe(embed);
  });

  it('is null for other sites and for links without a video', () => {
    expect(youtubeEmbedUrl('https://example.com/pit.mp4')).toBeNull();
    expect(youtubeEmbedUrl('/videos/pit.mp4')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
