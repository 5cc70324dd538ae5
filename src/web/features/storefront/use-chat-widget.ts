import { useEffect } from 'react';

const MARKER = 'data-chat-widget';
const FALLBACK_DELAY_MS = 2_000;

/**
 * Adds the third-party chat widget's script once, when the browser is idle, so it never competes
 * with the page's own loading. Nothing happens when no widget is configured.
 */
export function useChatWidget(src: string | null | undefined): void {
  useEffect(() => {
    if (!src) return;
    const inject = () => {
      if (document.querySelector(`script[${MARKER}]`)) return;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.setAttribute(MARKER, '');
      document.body.appendChild(script);
    };
    const { requestIdleCallback, cancelIdleCallback } = window;
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const handle = requestIdleCallback(inject, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(inject, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [src]);
}
