import { useState } from 'react';

/**
 * Whether this device has been shown a one-time note (kept under `key`), and marking it seen. Without
 * device storage (private mode) the note is seen for this visit only.
 */
export function useSeenOnce(key: string): [seen: boolean, markSeen: () => void] {
  const [seen, setSeen] = useState(() => readSeen(key));
  const markSeen = () => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // Not kept: shown again on the next visit.
    }
    setSeen(true);
  };
  return [seen, markSeen];
}

function readSeen(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
