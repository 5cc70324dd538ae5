import { useCallback } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { problemText } from './problem.ts';

/** problemText bound to the screen's language. */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallback: string) => problemText(error, fallback, t, (key) => i18n.exists(key)),
    [t, i18n],
  );
}
