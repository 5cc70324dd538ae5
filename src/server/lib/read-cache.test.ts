import { describe, expect, it } from 'vitest';
import { cachedRead, cachedReadCount, READ_CACHE_MAX_ENTRIES } from './read-cache.ts';

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
});
