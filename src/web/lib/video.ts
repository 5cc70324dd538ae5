import { isYouTubeLink } from '#shared/domain/kitchen/review-rules.ts';

const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * The embeddable address of a YouTube link (youtube.com/watch?v=…, /shorts/…, /embed/…, /live/…,
 * youtu.be/…), or null when the link is not YouTube's or names no video.
 */
export function youtubeEmbedUrl(url: string): string | null {
  if (!isYouTubeLink(url)) return null;
  const parsed = new URL(url.trim());
  const parts = parsed.pathname.split('/').filter(Boolean);
  const id =
    parsed.hostname.toLowerCase() === 'youtu.be'
      ? parts[0]
      : (parsed.searchParams.get('v') ?? (['shorts', 'embed', 'live'].includes(parts[0] ?? '') ? parts[1] : undefined));
  return id && VIDEO_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}
