import { describe, expect, it } from 'vitest';
import { createPacer, createRateLimiter, PacerBusyError } from './rate-limit.ts';

describe('rate limiter', () => {
  it('allows `limit` uses per window per key, and remembers a bounded number of keys', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, maxKeys: 100 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 1000]);
    expect(limiter.take('b')).toBe(0);
    now = 1000;
    expect(limiter.take('a')).toBe(0);
    for (let i = 0; i < 1000; i++) limiter.take(`key${i}`);
    expect(limiter.size()).toBe(100);
  });
});

describe('pacer', () => {
  it('spaces calls apart and refuses one that would wait too long', async () => {
    const paced = createPacer(50, 120);
    const started = Date.now();
    const times: number[] = [];
    const call = async () => void times.push(Date.now() - started);
    const accepted = [paced(call), paced(call), paced(call)];
    await expect(paced(call)).rejects.toBeInstanceOf(PacerBusyError);
    await Promise.all(accepted);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(45);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(45);
  });
});
