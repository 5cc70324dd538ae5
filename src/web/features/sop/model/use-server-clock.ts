import { useEffect, useState } from 'react';
import { useClockOffset } from '../api/get-server-time.ts';

function useTick(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The server's time as this screen best knows it (Date.now() + the measured offset), refreshed every
 * `everyMs`; null until the offset is known, so two screens never disagree about a timer.
 */
export function useServerNow(everyMs: number): number | null {
  const { data: offset } = useClockOffset();
  const now = useTick(everyMs);
  return offset === undefined ? null : now + offset;
}

/** The time to show on a clock: the server's once known, this screen's until then. */
export function useClockNow(everyMs: number): number {
  const { data: offset } = useClockOffset();
  return useTick(everyMs) + (offset ?? 0);
}

/** The server's time for an action taken now (a Start); this screen's clock until the offset is known. */
export function useServerTimeNow(): () => number {
  const { data: offset } = useClockOffset();
  return () => Date.now() + (offset ?? 0);
}
