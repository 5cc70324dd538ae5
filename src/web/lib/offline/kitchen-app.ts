import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { KITCHEN_DATA_CACHE } from '#shared/domain/offline-changes.ts';

/**
 * The kitchen as an installable app: its manifest and its service worker (src/web/sw.ts), registered
 * only by kitchen screens (a storefront visitor never downloads the kitchen's offline copy). A new
 * version installs in the background and waits; the screen offers 'Update ready — reload' and switches
 * when the cook asks, never under their hands.
 */

const MANIFEST_HREF = '/manifest.webmanifest';
/** The kitchen header's colour (stone-900), as in the manifest; the storefront's page starts with its own. */
const KITCHEN_THEME_COLOR = '#1c1917';
const WORKER_URL = '/sw.js';
/** How often an open kitchen screen asks the server for a new version. */
const CHECK_EVERY_MS = 15 * 60_000;

/** Reload anyway if the new version has not taken over by then (it is stuck; the bar comes back). */
const SWITCH_TIMEOUT_MS = 10_000;

let started = false;
let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;
let waiting = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean): void {
  if (waiting === value) return;
  waiting = value;
  for (const listener of listeners) listener();
}

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Adds the manifest link and registers the service worker; safe to call from every kitchen screen. */
export function registerKitchenApp(): void {
  if (started || !supported()) return;
  started = true;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_HREF;
    document.head.append(link);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', KITCHEN_THEME_COLOR);
  void register().catch((error: unknown) => {
    // Still a working page, only not one that opens offline; the next visit tries again.
    started = false;
    console.warn('The kitchen app could not be installed for offline use', error);
  });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox(WORKER_URL, { scope: '/' });
  // Installed and waiting: a new version (the first one takes the page at once, src/web/sw.ts).
  worker.addEventListener('waiting', () => setWaiting(true));
  worker.addEventListener('controlling', (event) => {
    if (!event.isUpdate) keepFirstReads();
  });
  registration = await worker.register();
  workbox = worker;

  const check = () => {
    if (navigator.onLine) void worker.update().catch(() => undefined);
  };
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, CHECK_EVERY_MS);
}

/**
 * The first version takes the page after the screen's reads went out past it: the worker is told what
 * the page read, and keeps the kitchen's reads among them (it decides which, src/web/sw.ts), so the
 * screen opens offline even if it was opened only once and never read again.
 */
function keepFirstReads(): void {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType === 'fetch' && entry.name.startsWith(`${window.location.origin}/api/`))
      urls.add(entry.name);
  }
  if (urls.size) navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_READS', urls: [...urls] });
}

/** Switches to the waiting version: it takes over, then the page reloads once under it. */
function reload(): void {
  if (!workbox || !registration?.waiting) {
    window.location.reload();
    return;
  }
  let reloaded = false;
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce);
  setTimeout(reloadOnce, SWITCH_TIMEOUT_MS);
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => waiting;

/** Whether a new version of the app is installed and waiting, and the way to switch to it. */
export function useAppUpdate(): { ready: boolean; reload: () => void } {
  const ready = useSyncExternalStore(subscribe, snapshot, () => false);
  return { ready, reload };
}

/**
 * Forgets the kitchen's last answers on this device (at sign-out: the next cook on a shared tablet
 * must not see them offline). The app shell stays.
 */
export async function forgetKitchenData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(KITCHEN_DATA_CACHE).catch(() => false);
}
