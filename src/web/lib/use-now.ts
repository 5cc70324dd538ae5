import { useEffect, useState } from 'react';

/** This screen's clock (ms), refreshed every `everyMs`: a task turns late, a timer ticks, while it is open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
