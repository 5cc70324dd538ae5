/**
 * A route whose pattern takes a `:token` is a private link (a booking's page, a waiting-list offer):
 * whoever holds its URL sees a customer's name, phone and address. Its answers are kept by no cache and
 * name it to no other site (PRIVATE_LINK_HEADERS, plugins/access.ts), and its URL is never logged, only
 * its pattern (lib/log-destination.ts).
 */
const TOKEN_PARAM = /\/:token(\/|$)/;

export function isPrivateLinkRoute(pattern: string | undefined): boolean {
  return pattern !== undefined && TOKEN_PARAM.test(pattern);
}

export const PRIVATE_LINK_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } as const;

/** A path segment shaped like a link's token: 32 base64url characters (24 random bytes). */
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{32}(?=[/?#]|$)/g;

/**
 * The URL a request is logged with: a private link's route pattern (`/api/my-booking/:token`), never
 * its token; a request no route took (a 404) with any token-shaped segment masked the same way.
 */
export function loggedUrl(url: string, pattern: string | undefined): string {
  if (pattern === undefined) return url.replace(TOKEN_SEGMENT, '/:token');
  return isPrivateLinkRoute(pattern) ? pattern : url;
}
