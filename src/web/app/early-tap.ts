import { EARLY_TAP } from '#shared/web/start-after-first-paint.ts';

declare global {
  interface Window {
    [EARLY_TAP]?: HTMLElement | null;
  }
}

/**
 * Taps again the button tapped on the prerendered storefront before its scripts ran, once hydration
 * has begun: React hydrates the page at once for the tap and hands it to the button's handler, as it
 * does for a tap made while it hydrates. From here on the starter keeps no taps, which React sees itself.
 */
export function replayEarlyTap(): void {
  const tapped = window[EARLY_TAP];
  window[EARLY_TAP] = null;
  if (tapped?.isConnected) tapped.click();
}
