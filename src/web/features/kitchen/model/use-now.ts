import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs` (the seed re-checks time-exceeded tasks every 60 s). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
