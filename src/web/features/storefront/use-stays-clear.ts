import { useEffect, useState, type RefObject } from 'react';

/** What a floating control must never cover. */
const MUST_STAY_VISIBLE = 'h1, h2, h3, a[href], button, input, select, textarea, [role="button"]';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && b.width > 0 && b.height > 0;
}

/**
 * Whether the fixed element in `ref` covers no heading or control of the page right now. Checked on
 * scroll and resize (once a frame at most); the element itself and its own content do not count.
 */
export function useStaysClear(ref: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const floating = ref.current;
      if (!floating) return;
      const area = floating.getBoundingClientRect();
      const covered = [...document.querySelectorAll<HTMLElement>(MUST_STAY_VISIBLE)].some(
        (element) => !floating.contains(element) && overlaps(area, element.getBoundingClientRect()),
      );
      setClear(!covered);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that arrives later (the events, pictures) moves things under the button too, and so do
    // texts changed in place (the switch to Malayalam after the first paint) and fonts that load late.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.fonts?.addEventListener('loadingdone', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', schedule);
    };
  }, [ref]);
  return clear;
}
