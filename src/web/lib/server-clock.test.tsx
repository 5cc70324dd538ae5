import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#web/lib/query-keys.ts';
import { msToNextTick, TICK_AFTER_BOUNDARY_MS, useAlignedNow, useServerNow } from './server-clock.ts';

/** A whole second on the server's clock. */
const SECOND = 1_800_000_000_000;
/** A screen whose own clock runs five minutes fast. */
const FAST = 5 * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('the next tick', () => {
  it('falls just after the next whole second of the server clock, never at once', () => {
    expect(msToNextTick(SECOND + 300, 1000)).toBe(700 + TICK_AFTER_BOUNDARY_MS);
    expect(msToNextTick(SECOND + TICK_AFTER_BOUNDARY_MS, 1000)).toBe(1000);
    expect(msToNextTick(SECOND + TICK_AFTER_BOUNDARY_MS - 1, 1000)).toBe(1);
    expect(msToNextTick(SECOND + 999, 1000)).toBe(1 + TICK_AFTER_BOUNDARY_MS);
    expect(msToNextTick(SECOND + 20_000, 60_000)).toBe(40_000 + TICK_AFTER_BOUNDARY_MS);
  });
});

describe('ticks aligned to the server clock', () => {
  it("fire just after each server second, whenever the screen was opened and whatever its clock's offset", () => {
    vi.useFakeTimers({ now: SECOND + 300, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const seen: number[] = [];
    function Screen({ offset }: { offset: number }) {
      seen.push(useAlignedNow(1000, offset));
      return null;
    }
    // This screen's clock is 5 min 0.620 s behind the server's: its seconds turn at .620 of its own.
    const offset = FAST + 620;
    render(<Screen offset={offset} />);
    const firstRender = seen.length;
    for (let second = 0; second < 5; second++) act(() => vi.advanceTimersByTime(1_000));
    const ticks = seen.slice(firstRender);
    expect(ticks.length).toBe(5);
    for (const tick of ticks) expect((tick + offset) % 1000).toBe(TICK_AFTER_BOUNDARY_MS);
  });

  it('are armed again from the clock at each tick, so a late one does not shift the next', () => {
    vi.useFakeTimers({ now: SECOND + 300, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const seen: number[] = [];
    function Screen() {
      seen.push(useAlignedNow(1000, 0));
      return null;
    }
    render(<Screen />);
    // The tab slept: the clock jumped 2.5 s without the timeout firing on time.
    act(() => vi.setSystemTime(SECOND + 2_800));
    act(() => vi.advanceTimersByTime(1_000));
    const last = seen.at(-1)!;
    act(() => vi.advanceTimersByTime(1_000));
    expect(seen.at(-1)! % 1000).toBe(TICK_AFTER_BOUNDARY_MS);
    expect(seen.at(-1)! - last).toBeLessThan(1_000 + TICK_AFTER_BOUNDARY_MS);
  });
});

describe("two screens' server time", () => {
  /** A screen whose measured offset to the server's clock is `offset` ms. */
  function openScreen(offset: number, shown: number[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.serverTime, offset);
    function Screen() {
      shown.push(useServerNow(1000)!);
      return null;
    }
    return render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
  }

  it('is the whole second just passed, the same on both, though opened apart with offsets measured apart', () => {
    // The fake clock is the server's; the two screens' measurements of it are 15 ms ahead and 20 ms behind.
    vi.useFakeTimers({ now: SECOND + 130, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const first: number[] = [];
    const second: number[] = [];
    openScreen(15, first);
    act(() => vi.advanceTimersByTime(470));
    openScreen(-20, second);
    for (let sample = 0; sample < 60; sample++) {
      // Sampled mid-second, as a person reads two screens side by side.
      act(() => vi.advanceTimersByTime(1000));
      expect(second.at(-1), `sample ${sample}`).toBe(first.at(-1));
      expect(first.at(-1)).toBe(Math.floor(Date.now() / 1000) * 1000);
    }
  });
});
