/**
 * The kitchen keeps working through a Wi-Fi drop: its pages and the last data they read are kept on the
 * device, and changes made offline wait there and are sent later. A change carries an id the device
 * made, so one sent twice (its answer lost on the way) is applied once.
 */

/** The header naming a change's device-made id; the server answers a repeat with the first answer. */
export const CHANGE_ID_HEADER = 'x-change-id';
/** Set on an answer the server replayed for a change it had already applied. */
export const CHANGE_REPLAYED_HEADER = 'x-change-replayed';
/** A change id: 8–64 letters, digits, '-' or '_' (a UUID fits). */
export const CHANGE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The kitchen's pages: the app installed on a kitchen tablet opens them offline. */
export const KITCHEN_PAGE_PATHS = [
  '/roadmap',
  '/sop',
  '/soplocked',
  '/testworks',
  '/recipe',
  '/eventreports',
  '/cutlets',
] as const;

/**
 * The reads whose last answer a kitchen screen may show offline. Never the storefront's events, slots
 * or prices, and never the server's clock (`/api/time`) or the live stream.
 */
export const KITCHEN_DATA_PATHS = [
  '/api/auth/me',
  '/api/client-config',
  '/api/diary-events',
  '/api/todos/',
  '/api/people/',
  '/api/reviews/',
  '/api/timers/',
  '/api/step-videos',
  '/api/recipes/',
  '/api/inventory',
  '/api/cutlets/',
] as const;

/** The device's cache of the kitchen's last answers (the service worker fills it; sign-out deletes it). */
export const KITCHEN_DATA_CACHE = 'kitchen-data';

/** Whether a path is one of the kitchen's pages (`/soplocked/1-2` is, `/sopx` is not). */
export function isKitchenPage(pathname: string): boolean {
  return KITCHEN_PAGE_PATHS.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** Whether a GET of this path is kitchen data kept for offline use. */
export function isKitchenData(pathname: string): boolean {
  return KITCHEN_DATA_PATHS.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}
