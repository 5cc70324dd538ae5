import { useCallback, useState } from 'react';

/** The worker's name typed on this device; a shared tablet keeps it between visits. */
const STORAGE_KEY = 'mandi.cutlets.worker';

function storedName(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** The name as typed (optional: '' shows as 'Worker'), remembered on the device as it changes. */
export function useWorkerName(): [string, (name: string) => void] {
  const [name, setName] = useState(storedName);
  const change = useCallback((next: string) => {
    setName(next);
    try {
      localStorage.setItem(STORAGE_KEY, next.trim());
    } catch {
      // Private mode: the name lasts for this visit only.
    }
  }, []);
  return [name, change];
}
