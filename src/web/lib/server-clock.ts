/*
 * The server's clock, as every kitchen screen counts with it: the guide's timers, the task panel's and
 * the wall board's late tasks. Two screens in one kitchen must agree, whatever their own clocks say.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverTimeReply } from '#shared/schemas/server-time.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The server's clock is read again this often: screen clocks drift. */
export const CLOCK_REFRESH_MS = 5 * 60_000;

/**
 * How far the server's clock is ahead of this screen's (ms): the server's `now` against the middle of
 * the round trip, so a slow answer does not count as clock difference.
 */
export async function measureClockOffset(): Promise<number> {
  const sent = Date.now();
  const { now } = await apiRequest('/api/time', { reply: serverTimeReply });
  const received = Date.now();
  const offset = now - (sent + received) / 2;
  rememberOffset(offset);
  return offset;
}

/** The last offset measured is kept on the device: a screen opened offline still counts on the server's clock. */
const OFFSET_STORAGE_KEY = 'mandi.clockOffset';

function rememberOffset(offset: number) {
  try {
    localStorage.setItem(OFFSET_STORAGE_KEY, String(Math.round(offset)));
  } catch {
    // Not kept: measured again on the next visit.
  }
}

function rememberedOffset(): number | undefined {
  try {
    const stored = localStorage.getItem(OFFSET_STORAGE_KEY);
    const offset = stored === null ? NaN : Number(stored);
    return Number.isFinite(offset) ? offset : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's time now as this device best knows it: its clock and the last offset it measured (kept on
 * the device, so a screen offline still counts on the server's clock); its own clock until one is known.
 * The time a change made here carries to the server.
 */
export function serverClockNow(): number {
  return Date.now() + (rememberedOffset() ?? 0);
}

/** The offset, measured again every few minutes; the last one known (kept on the device) until then. */
export function useClockOffset() {
  return useQuery({
    queryKey: queryKeys.serverTime,
    queryFn: measureClockOffset,
    staleTime: CLOCK_REFRESH_MS,
    refetchInterval: CLOCK_REFRESH_MS,
    initialData: rememberedOffset,
    // The kept offset is a fallback, not a measurement: a new one is taken at once.
    initialDataUpdatedAt: 0,
  });
}

/**
 * A tick fires this long after each boundary of the server's clock: screens whose offsets were
 * measured a few milliseconds apart still show the same second.
 */
export const TICK_AFTER_BOUNDARY_MS = 40;

/**
 * Milliseconds from `serverNow` until just after the next whole `everyMs` of the server's clock (a
 * second, a minute): every screen ticks at the same moment, whenever it was opened.
 */
export function msToNextTick(serverNow: number, everyMs: number): number {
  const intoPeriod = (((serverNow - TICK_AFTER_BOUNDARY_MS) % everyMs) + everyMs) % everyMs;
  return everyMs - intoPeriod;
}

/**
 * This screen's clock (ms), refreshed just after each whole `everyMs` of the server's clock (`offset`
 * ms ahead of this screen's; 0 while unknown). The timeout is armed again at each tick from the clock
 * then, so a late tick never shifts the next ones.
 */
export function useAlignedNow(everyMs: number, offset: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout>;
    const arm = () => {
      timeout = setTimeout(
        () => {
          setNow(Date.now());
          arm();
        },
        msToNextTick(Date.now() + (offset ?? 0), everyMs),
      );
    };
    arm();
    return () => clearTimeout(timeout);
  }, [everyMs, offset]);
  return now;
}

/**
 * The server's time as this screen best knows it (Date.now() + the measured offset), as the whole
 * `everyMs` of the server's clock just passed, refreshed just after each: every screen shows the same
 * second at the same moment, whatever its own clock and whenever it was opened. Null until the offset
 * is known, so two screens never disagree about a timer.
 */
export function useServerNow(everyMs: number): number | null {
  const { data: offset } = useClockOffset();
  const now = useAlignedNow(everyMs, offset);
  return offset === undefined ? null : Math.floor((now + offset) / everyMs) * everyMs;
}

/** The time to show on a clock: the server's once known, this screen's until then; it turns with the server's. */
export function useClockNow(everyMs: number): number {
  const { data: offset } = useClockOffset();
  return useAlignedNow(everyMs, offset) + (offset ?? 0);
}

/** The server's time for an action taken now (a Start); this screen's clock until the offset is known. */
export function useServerTimeNow(): () => number {
  const { data: offset } = useClockOffset();
  return () => Date.now() + (offset ?? 0);
}
