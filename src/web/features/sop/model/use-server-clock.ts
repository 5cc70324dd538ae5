import { useNow } from '#web/lib/use-now.ts';
import { useClockOffset } from '../api/get-server-time.ts';

/**
 * The server's time as this screen best knows it (Date.now() + the measured offset), refreshed every
 * `everyMs`; null until the offset is known, so two screens never disagree about a timer.
 */
export function useServerNow(everyMs: number): number | null {
  const { data: offset } = useClockOffset();
  const now = useNow(everyMs);
  return offset === undefined ? null : now + offset;
}

/** The time to show on a clock: the server's once known, this screen's until then. */
export function useClockNow(everyMs: number): number {
  const { data: offset } = useClockOffset();
  return useNow(everyMs) + (offset ?? 0);
}

/** The server's time for an action taken now (a Start); this screen's clock until the offset is known. */
export function useServerTimeNow(): () => number {
  const { data: offset } = useClockOffset();
  return () => Date.now() + (offset ?? 0);
}
