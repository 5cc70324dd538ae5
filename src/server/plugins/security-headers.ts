import { createHash } from 'node:crypto';
import type { Config } from '#server/config.ts';
import { START_AFTER_FIRST_PAINT } from '#shared/web/start-after-first-paint.ts';
import { VIDEO_PLAYER_ORIGINS } from '#shared/domain/video-link.ts';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
const RAZORPAY_CONNECT = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];
/** The prerendered storefront's one inline script, allowed by its hash. */
const STOREFRONT_STARTER = `'sha256-${createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64')}'`;

/** The origin of a configured URL; a `{s}.` subdomain template becomes a wildcard. */
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url.replace('{s}.', 'subdomain.'));
    const host = parsed.host.replace(/^subdomain\./, '*.');
    return [`${parsed.protocol}//${host}`];
  } catch {
    return [];
  }
}

/**
 * Content-Security-Policy: our own scripts (and the storefront's starter), plus Razorpay's checkout when it is the gateway and the
 * chat widget's origin when one is configured; map tiles from the configured tile server; step and
 * task videos in YouTube's and Vimeo's privacy-enhanced players, no other video frames.
 */
export function contentSecurityPolicy(config: Pick<Config, 'payment' | 'mapTileUrl' | 'chatWidgetSrc'>): string {
  const razorpay = config.payment.provider === 'razorpay';
  const chat = originOf(config.chatWidgetSrc);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpay ? [RAZORPAY_SCRIPT] : []), ...chat, STOREFRONT_STARTER],
    'style-src': ["'self'", "'unsafe-inline'", ...chat],
    'img-src': ["'self'", 'data:', 'blob:', ...originOf(config.mapTileUrl), ...chat],
    'font-src': ["'self'", 'data:', ...chat],
    'connect-src': ["'self'", ...(razorpay ? RAZORPAY_CONNECT : []), ...chat],
    'frame-src': [...(razorpay ? RAZORPAY_FRAMES : []), ...VIDEO_PLAYER_ORIGINS, ...chat],
    // The kitchen app's service worker (/sw.js) and manifest (/manifest.webmanifest), our own files only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'geolocation=(self)',
  `payment=(self ${RAZORPAY_FRAMES.map((origin) => `"${origin}"`).join(' ')})`,
].join(', ');

export interface SecurityHeaders {
  /** For pages, scripts, styles, pictures and streams: what a browser may load and run with them. */
  document: Record<string, string>;
  /**
   * For JSON answers, which a browser never renders or navigates from: nothing may load or frame them,
   * nor read them as another type (OWASP's REST set). The document's policies, a kilobyte, would ride
   * on each of the storefront's reads for nothing, and cost each phone and the server their parsing.
   */
  json: Record<string, string>;
}

/** The headers every answer carries: the document set, or the short one on JSON (see jsonAnswer). */
export function securityHeaders(
  config: Pick<Config, 'payment' | 'mapTileUrl' | 'chatWidgetSrc' | 'publicUrl'>,
): SecurityHeaders {
  const https: Record<string, string> = config.publicUrl?.startsWith('https://')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {};
  return {
    document: {
      'content-security-policy': contentSecurityPolicy(config),
      'permissions-policy': PERMISSIONS_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      ...https,
    },
    json: {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      ...https,
    },
  };
}

/** Whether an answer is JSON (by its content type), which gets the short set. */
export function jsonAnswer(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}
