import { useEffect, useRef } from 'react';

const MARK = 'mandiDialog';
let opened = 0;

function currentMark(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[MARK] : undefined;
}

/**
 * While `enabled`, the browser's Back (a phone's back gesture) closes the dialog instead of leaving the
 * page: opening adds a history entry at the same address, Back pops it and calls onBack, and closing
 * any other way takes the entry back so it never lingers.
 */
export function useCloseOnBack(enabled: boolean, onBack: () => void): void {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!enabled) return;
    const mark = ++opened;
    const state: unknown = window.history.state;
    window.history.pushState({ ...(typeof state === 'object' ? state : {}), [MARK]: mark }, '');
    let popped = false;
    const onPopState = () => {
      if (currentMark() === mark) return;
      popped = true;
      onBackRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!popped && currentMark() === mark) window.history.back();
    };
  }, [enabled]);
}
