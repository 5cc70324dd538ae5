import fs from 'node:fs';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KITCHEN_DATA_CACHE } from '#shared/domain/offline-changes.ts';
import type * as KitchenAppModule from './kitchen-app.ts';

/** workbox-window as the module sees it: one instance per registration, its listeners and calls. */
const fake = vi.hoisted(() => {
  const state = {
    instances: [] as FakeWorkbox[],
  };
  class FakeWorkbox {
    listeners = new Map<string, ((event: object) => void)[]>();
    registered = 0;
    updates = 0;
    skipWaitingMessages = 0;
    registration = { waiting: null as object | null };
    constructor(
      readonly url: string,
      readonly options: { scope?: string },
    ) {
      state.instances.push(this);
    }
    addEventListener(type: string, listener: (event: object) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    dispatch(type: string, event: object = {}) {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
    async register() {
      this.registered++;
      return this.registration;
    }
    async update() {
      this.updates++;
    }
    messageSkipWaiting() {
      this.skipWaitingMessages++;
    }
  }
  return { state, FakeWorkbox };
});
vi.mock('workbox-window', () => ({ Workbox: fake.FakeWorkbox }));

type KitchenApp = typeof KitchenAppModule;
/** A fresh copy of the module (it remembers its registration for the page's life). */
const load = async (): Promise<KitchenApp> => {
  vi.resetModules();
  return import('./kitchen-app.ts');
};
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('the kitchen app', () => {
  let serviceWorker: EventTarget & { controller: object | null };
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    fake.state.instances.length = 0;
    document.head.querySelectorAll('link[rel="manifest"], meta[name="theme-color"]').forEach((tag) => tag.remove());
    document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" content="#7c2d12" />');
    serviceWorker = Object.assign(new EventTarget(), { controller: {} as object | null });
    reload = vi.fn();
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, { serviceWorker: { value: serviceWorker }, onLine: { value: true } }) as Navigator,
    );
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does nothing where service workers are not supported (jsdom, old browsers)', async () => {
    vi.unstubAllGlobals(); // jsdom's own navigator
    expect('serviceWorker' in navigator).toBe(false);
    const app = await load();
    app.registerKitchenApp();
    await settle();
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#7c2d12');
    expect(fake.state.instances).toHaveLength(0);
  });

  it('links the manifest and registers /sw.js for the whole site, once however often it is called', async () => {
    const app = await load();
    app.registerKitchenApp();
    app.registerKitchenApp();
    await settle();
    app.registerKitchenApp();
    await settle();
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/manifest.webmanifest']);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1c1917');
    expect(fake.state.instances).toHaveLength(1);
    expect(fake.state.instances[0]).toMatchObject({ url: '/sw.js', options: { scope: '/' }, registered: 1 });
  });

  it('looks for a new version when back online, when the tab is shown again and every 15 minutes', async () => {
    const app = await load();
    app.registerKitchenApp();
    await settle();
    const workbox = fake.state.instances[0]!;
    expect(workbox.updates).toBe(0);

    window.dispatchEvent(new Event('online'));
    expect(workbox.updates).toBe(1);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.updates).toBe(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(workbox.updates).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    expect(workbox.updates).toBe(3);
  });

  it('reports a waiting version, and reloads once the new version has taken over after being asked', async () => {
    const app = await load();
    const { result } = renderHook(() => app.useAppUpdate());
    expect(result.current.ready).toBe(false);
    app.registerKitchenApp();
    await settle();
    const workbox = fake.state.instances[0]!;

    workbox.registration.waiting = {};
    act(() => workbox.dispatch('waiting'));
    expect(result.current.ready).toBe(true);

    act(() => result.current.reload());
    expect(workbox.skipWaitingMessages).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when the first version takes the page, tells it the reads the page made before, to keep the kitchen’s', async () => {
    const origin = window.location.origin;
    const entries = [
      { initiatorType: 'fetch', name: `${origin}/api/auth/me` },
      { initiatorType: 'fetch', name: `${origin}/api/diary-events` },
      { initiatorType: 'fetch', name: `${origin}/api/diary-events` },
      { initiatorType: 'fetch', name: 'https://elsewhere.example/api/diary-events' },
      { initiatorType: 'script', name: `${origin}/assets/index-AbCdEf12.js` },
      { initiatorType: 'other', name: `${origin}/api/live?topics=tasks` },
    ];
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entries as unknown as PerformanceEntryList);
    const messages: unknown[] = [];
    serviceWorker.controller = { postMessage: (message: unknown) => messages.push(message) };
    const app = await load();
    app.registerKitchenApp();
    await settle();
    const workbox = fake.state.instances[0]!;

    workbox.dispatch('controlling', { isUpdate: true });
    expect(messages).toEqual([]);
    workbox.dispatch('controlling', { isUpdate: false });
    expect(messages).toEqual([{ type: 'KEEP_READS', urls: [`${origin}/api/auth/me`, `${origin}/api/diary-events`] }]);
  });

  it('forgets the kitchen’s last answers, in the cache the service worker keeps them in', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    const app = await load();
    await app.forgetKitchenData();
    expect(deleted).toEqual([KITCHEN_DATA_CACHE]);
    // The cache the worker fills is the one named here (one name, shared with the worker).
    const worker = fs.readFileSync('src/web/sw.ts', 'utf8');
    expect(worker).toMatch(/import \{[^}]*\bKITCHEN_DATA_CACHE\b[^}]*\} from '#shared\/domain\/offline-changes\.ts'/);
    expect(worker).toContain('cacheName: KITCHEN_DATA_CACHE');
  });
});
