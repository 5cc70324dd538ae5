import { useCallback, useState } from 'react';

/**
 * The name last typed on this device for who is doing the work: the task board's "Who is doing this?",
 * a reason's author and the cutlet checklist's worker are one name, so a cook types it once. Shared
 * tablets keep it between visits.
 */
export const COOK_NAME_KEY = 'kitchen.actorName';
/** Where the cutlet checklist kept its worker's name before: moved to the shared name once, then removed. */
export const EARLIER_CUTLETS_KEY = 'mandi.cutlets.worker';

/** The cutlet checklist's earlier name becomes the shared one (unless one is typed already), and is cleared. */
function moveEarlierName(): void {
  const earlier = localStorage.getItem(EARLIER_CUTLETS_KEY);
  if (earlier === null) return;
  if (!localStorage.getItem(COOK_NAME_KEY)) localStorage.setItem(COOK_NAME_KEY, earlier);
  localStorage.removeItem(EARLIER_CUTLETS_KEY);
}

export function rememberedName(): string {
  try {
    moveEarlierName();
    return localStorage.getItem(COOK_NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(COOK_NAME_KEY, name.trim());
  } catch {
    // Private mode: the name lasts for this visit only.
  }
}

/** The name as typed, remembered on the device as it changes. */
export function useCookName(): [string, (name: string) => void] {
  const [name, setName] = useState(rememberedName);
  const change = useCallback((next: string) => {
    setName(next);
    rememberName(next);
  }, []);
  return [name, change];
}
