import { useEffect, useState } from 'react';

interface Sentinel {
  release(): Promise<void>;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

function wakeLockApi(): WakeLockApi | null {
  const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
  return api && typeof api.request === 'function' ? api : null;
}

/**
 * Keeps a wall screen on while `wanted` (a timer runs): asks for the screen wake lock, asks again when
 * the screen becomes visible (browsers drop the lock when the tab is hidden), and lets it go when nothing
 * runs. Returns whether the browser cannot do it, for the screen to say so.
 */
export function useWakeLock(wanted: boolean): { unsupported: boolean } {
  const [unsupported] = useState(() => wakeLockApi() === null);
  useEffect(() => {
    const api = wakeLockApi();
    if (!wanted || !api) return;
    let sentinel: Sentinel | null = null;
    let done = false;
    const acquire = () => {
      api.request('screen').then(
        (lock) => {
          if (done) void lock.release().catch(() => undefined);
          else sentinel = lock;
        },
        () => undefined, // Refused (battery saver, hidden tab): asked again when visible.
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, [wanted]);
  return { unsupported };
}
