/**
 * How a video link plays on our pages. A file our own server serves (an uploaded step video, an
 * address on this site) plays in `<video>`; a YouTube or Vimeo link plays in that site's
 * privacy-enhanced player (no tracking cookies until the video is played), the only frames the
 * security policy allows; anything else cannot play here.
 */

/** The origins of the players the security policy lets our pages frame. */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'player'; site: 'youtube' | 'vimeo'; src: string }
  | { kind: 'unplayable'; link: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
/** An unlisted Vimeo video's key (vimeo.com/<id>/<key>), which its player needs as `h`. */
const VIMEO_KEY = /^[\da-f]{6,20}$/;
/** The longest link kept: longer ones are no video address anyone typed. */
export const VIDEO_LINK_MAX_LENGTH = 500;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_PLAYER_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

/** An address on this site ('/step-videos/1-2.mp4?v=…'): a path, never another host ('//host', '/\\host'). */
function isOwnFile(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]+$/.test(link);
}

function webAddress(link: string): URL | null {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** The video's id in a YouTube link: watch?v=, youtu.be/, /shorts/, /embed/, /live/. */
function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first;
  if (YOUTUBE_PLAYER_HOSTS.has(host)) return first === 'embed' ? second : undefined;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (first === 'watch' && second === undefined) return url.searchParams.get('v') ?? undefined;
  return first && ['shorts', 'embed', 'live'].includes(first) ? second : undefined;
}

/** The video's id and, for an unlisted one, its key: vimeo.com/<id>[/<key>], player.vimeo.com/video/<id>?h=<key>. */
function vimeoVideo(url: URL): { id: string; key?: string } | undefined {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (VIMEO_HOSTS.has(host) && parts.length <= 2) {
    return parts[0] ? { id: parts[0], ...(parts[1] ? { key: parts[1] } : {}) } : undefined;
  }
  if (host === 'player.vimeo.com' && parts[0] === 'video' && parts.length === 2) {
    const key = url.searchParams.get('h');
    return { id: parts[1]!, ...(key ? { key } : {}) };
  }
  return undefined;
}

/** Where and how a video link plays; see the module's comment. */
export function videoSource(link: string): VideoSource {
  const trimmed = link.trim();
  const unplayable = { kind: 'unplayable', link: trimmed } as const;
  if (trimmed.length > VIDEO_LINK_MAX_LENGTH) return unplayable;
  if (isOwnFile(trimmed)) return { kind: 'file', src: trimmed };
  const url = webAddress(trimmed);
  if (!url) return unplayable;

  const youtube = youtubeId(url);
  if (youtube !== undefined) {
    return YOUTUBE_ID.test(youtube)
      ? { kind: 'player', site: 'youtube', src: `${VIDEO_PLAYER_ORIGINS[0]}/embed/${youtube}` }
      : unplayable;
  }
  const vimeo = vimeoVideo(url);
  if (vimeo && VIMEO_ID.test(vimeo.id) && (vimeo.key === undefined || VIMEO_KEY.test(vimeo.key))) {
    const query = vimeo.key ? `h=${vimeo.key}&dnt=1` : 'dnt=1';
    return { kind: 'player', site: 'vimeo', src: `${VIDEO_PLAYER_ORIGINS[1]}/video/${vimeo.id}?${query}` };
  }
  return unplayable;
}

/** True for a YouTube or Vimeo link that plays in its privacy-enhanced player: what a step's video link must be. */
export function isPlayerLink(link: string): boolean {
  return videoSource(link).kind === 'player';
}

/** Where a task's own video may live: a file under this site's /videos/ path. */
const OWN_VIDEO_PATH = /^\/videos\/(?![/\\])[^\s\\]+$/;

/**
 * A link a cook may give a task's video: empty (none), a real web address (http or https, with a host
 * name such as youtube.com), or a file under this site's /videos/ path. Anything else is refused.
 */
export function isTaskVideoLink(link: string): boolean {
  const trimmed = link.trim();
  if (trimmed === '') return true;
  if (trimmed.length > VIDEO_LINK_MAX_LENGTH) return false;
  if (OWN_VIDEO_PATH.test(trimmed)) return true;
  const url = webAddress(trimmed);
  return url !== null && url.hostname.includes('.') && !/\s/.test(trimmed);
}
