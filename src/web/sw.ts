/**
 * The kitchen app's service worker (built by vite-plugin-pwa, injectManifest): registered only by
 * kitchen screens (src/web/lib/offline/kitchen-app.ts), it
 * - keeps the app shell (app.html, scripts, styles, fonts, icons, manifest) on the device, precached
 *   at install from the list the build writes into `self.__WB_MANIFEST`;
 * - opens the kitchen's pages from that shell, online or not;
 * - answers the kitchen's reads from the network, or from their last answer when the network is gone
 *   or slower than a few seconds.
 * Every other request (the storefront's page, its events, slots and prices, admin, payments, the clock,
 * the live stream, every change) is not touched: it goes to the network as if there were no worker.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isKitchenData, isKitchenPage, KITCHEN_DATA_CACHE } from '#shared/domain/offline-changes.ts';

/** What this file needs of the worker's global scope (the DOM types the project checks with have none of it). */
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
type WorkerMessageEvent = MessageEvent<unknown> & { waitUntil(work: Promise<unknown>): void };
declare const self: WorkerScope;

/** The page every kitchen path opens: the client's router draws the screen. */
const APP_SHELL = '/app.html';
/** A read slower than this is answered from its last answer (a Wi-Fi that hangs rather than fails). */
const NETWORK_TIMEOUT_SECONDS = 4;
/** Downloads are made fresh on demand, never kept. */
const DOWNLOAD = /\.(pdf|csv)$/i;

/** The kitchen's reads: same origin, kitchen data, not a download. */
const isKitchenRead = (url: URL) =>
  url.origin === self.location.origin && isKitchenData(url.pathname) && !DOWNLOAD.test(url.pathname);
const parseUrl = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};
/** The network first, the last good answer when it is gone. */
const kitchenReads = new NetworkFirst({
  cacheName: KITCHEN_DATA_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});

// The first version takes the open page at once (no reload before the first offline day); a later one
// waits until the page asks (the 'Update ready — reload' bar), so no screen changes under a cook's hands.
clientsClaim();
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page's reads made before this worker took it (kitchen-app.ts): kept as if they came through it.
  if (data?.type === 'KEEP_READS' && Array.isArray(data.urls)) {
    const reads = data.urls.flatMap((text) => {
      const url = typeof text === 'string' ? parseUrl(text) : null;
      return url && isKitchenRead(url) ? [url] : [];
    });
    event.waitUntil(
      Promise.allSettled(
        reads.map((url) => kitchenReads.handle({ event, request: new Request(url, { credentials: 'same-origin' }) })),
      ),
    );
  }
});

// The shell: no directory index or clean-URL guesses, so '/' (the storefront) never matches it.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The kitchen's pages open from the shell; every other navigation is left to the network.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isKitchenPage(url.pathname),
  createHandlerBoundToURL(APP_SHELL),
);

// The kitchen's reads (GET only); every other request is left to the network.
registerRoute(({ url }) => isKitchenRead(url), kitchenReads, 'GET');
