import { useEffect } from 'react';
import { offlineChanges } from './offline-changes.ts';

/** A screen nobody has touched for this long takes a waiting new version by itself (a wall screen). */
export const IDLE_SWITCH_MS = 5 * 60_000;
const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Something on the screen would be lost by a reload: a change not yet sent, an open dialog, a field in use. */
function busy(): boolean {
  const active = document.activeElement;
  return (
    offlineChanges.getSnapshot().waiting.length > 0 ||
    document.querySelector('[role="dialog"], dialog[open]') !== null ||
    (active instanceof HTMLElement && active.matches('input, textarea, select, [contenteditable="true"]'))
  );
}

/**
 * Once a new version waits (`ready`), switches to it (`reload`) when the screen has been idle for
 * IDLE_SWITCH_MS and nothing on it would be lost; a touch or a key starts the wait again. A cook at the
 * screen switches with the 'Update ready — reload' bar instead.
 */
export function useSwitchWhenIdle(ready: boolean, reload: () => void): void {
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => (busy() ? wait() : reload()), IDLE_SWITCH_MS);
    };
    ACTIVITY.forEach((type) => window.addEventListener(type, wait, { passive: true }));
    wait();
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((type) => window.removeEventListener(type, wait));
    };
  }, [ready, reload]);
}
