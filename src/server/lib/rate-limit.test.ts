import { describe, expect, it } from 'vitest';
import { createPacer, createRateLimiter, PacerBusyError, type PacerClock } from './rate-limit.ts';

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

/**
 * A clock the test moves by hand: a sleeper wakes only when the test moves time to or past its end, so
 * the test decides how late each timer fires (as on a busy machine).
 */
function controlledClock() {
  let now = 0;
  let sleepers: { until: number; wake: () => void }[] = [];
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    clock: {
      now: () => now,
      sleep: (ms: number) => new Promise<void>((wake) => sleepers.push({ until: now + ms, wake })),
    } satisfies PacerClock,
    /** Moves time to `at`, wakes every sleeper due by then, and lets what they start run. */
    async moveTo(at: number) {
      now = at;
      const due = sleepers.filter((sleeper) => sleeper.until <= at);
      sleepers = sleepers.filter((sleeper) => sleeper.until > at);
      for (const sleeper of due) sleeper.wake();
      await settle();
    },
    settle,
  };
}

describe('pacer', () => {
  it('spaces calls apart and refuses one that would wait too long', async () => {
    const { clock, moveTo, settle } = controlledClock();
    const paced = createPacer(1000, 3000, clock);
    const startedAt: number[] = [];
    const call = async () => void startedAt.push(clock.now());
    const accepted = [paced(call), paced(call), paced(call), paced(call)];
    await expect(paced(call)).rejects.toBeInstanceOf(PacerBusyError);
    await settle();
    expect(startedAt).toEqual([0]);
    await moveTo(999);
    expect(startedAt).toEqual([0]);
    for (const at of [1000, 2000, 3000]) await moveTo(at);
    await Promise.all(accepted);
    expect(startedAt).toEqual([0, 1000, 2000, 3000]);
  });

  it('counts the interval from when a call actually started, so a late timer never brings two calls closer', async () => {
    const { clock, moveTo, settle } = controlledClock();
    const paced = createPacer(1000, 3000, clock);
    const startedAt: number[] = [];
    const call = async () => void startedAt.push(clock.now());
    const calls = [paced(call), paced(call), paced(call)];
    await settle();
    // The second call's timer, due at 1000, fires 300 ms late.
    await moveTo(1300);
    expect(startedAt).toEqual([0, 1300]);
    // Paced by when it was planned, the third would start at 2000, 700 ms after the second.
    await moveTo(2000);
    expect(startedAt).toEqual([0, 1300]);
    await moveTo(2300);
    await Promise.all(calls);
    expect(startedAt).toEqual([0, 1300, 2300]);
  });

  it('keeps taking turns after a call fails', async () => {
    const { clock, moveTo } = controlledClock();
    const paced = createPacer(1000, 3000, clock);
    const failing = paced(() => {
      throw new Error('provider down');
    });
    const next = paced(async () => 'answered');
    await expect(failing).rejects.toThrow('provider down');
    await moveTo(1000);
    await expect(next).resolves.toBe('answered');
  });
});
