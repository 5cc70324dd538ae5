import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRead, cachedReadCount, forgetCachedReads, READ_CACHE_MAX_ENTRIES, settledRead } from './read-cache.ts';

describe('read cache', () => {
  it('keeps the most recently read entries only: 300,000 distinct ids do not grow memory', async () => {
    const owner = {};
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage().heapUsed;
    for (let id = 0; id < 300_000; id++)
      await cachedRead(owner, `event:${id}`, async () => ({ id, title: 'x'.repeat(40) }));
    expect(cachedReadCount(owner)).toBe(READ_CACHE_MAX_ENTRIES);
    if (gc) {
      gc();
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(10 * 1024 * 1024);
    }
  });

  it('keeps an entry that is read often while newer ones come and go', async () => {
    const owner = {};
    let loads = 0;
    const hot = () => cachedRead(owner, 'menu:1', async () => ++loads, 60_000);
    await hot();
    for (let id = 0; id < READ_CACHE_MAX_ENTRIES * 3; id++) {
      await cachedRead(owner, `event:${id}`, async () => id, 60_000);
      if (id % 100 === 0) await hot();
    }
    await hot();
    expect(loads).toBe(1);
  });

  describe('settledRead', () => {
    afterEach(() => vi.useRealTimers());

    it('answers only what was read, while it is fresh, and nothing once forgotten', async () => {
      vi.useFakeTimers();
      const owner = {};
      let finish: (value: string) => void = () => {};
      const reading = cachedRead(owner, 'events:public', () => new Promise<string>((resolve) => (finish = resolve)));
      expect(settledRead(owner, 'events:public')).toBeUndefined();
      finish('list');
      await reading;
      expect(settledRead(owner, 'events:public')).toBe('list');
      forgetCachedReads(owner, 'events:');
      expect(settledRead(owner, 'events:public')).toBeUndefined();
      await cachedRead(owner, 'events:public', async () => 'again', 1000);
      expect(settledRead(owner, 'events:public')).toBe('again');
      vi.advanceTimersByTime(1000);
      expect(settledRead(owner, 'events:public')).toBeUndefined();
    });

    it('never answers a read that failed', async () => {
      const owner = {};
      await expect(cachedRead(owner, 'events:public', () => Promise.reject(new Error('down')))).rejects.toThrow();
      expect(settledRead(owner, 'events:public')).toBeUndefined();
    });
  });
});
