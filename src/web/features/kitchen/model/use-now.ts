import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs` (time-exceeded tasks are re-checked every 60 s). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
