import { keyOf } from '#shared/content/locales/text-keys.ts';
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { offlineChanges, refusalError, useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { button } from '#web/components/buttons.ts';

/** What every kitchen screen holds: read again when the device is back, so changes made elsewhere show. */
const KITCHEN_DATA = [
  queryKeys.kitchen.all,
  queryKeys.cutlets.all,
  queryKeys.recipes.all,
  queryKeys.sop.stepVideos,
  queryKeys.serverTime,
];

/**
 * Reads the kitchen's data again when the network returns (a timer changed elsewhere is corrected at
 * once), and what a sent change touched once the server saved it.
 */
function useCatchUp() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const catchUp = () =>
      KITCHEN_DATA.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey: [...queryKey] }));
    window.addEventListener('online', catchUp);
    const stop = offlineChanges.onSaved((saved) =>
      saved.forEach((change) => change.refresh.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }))),
    );
    return () => {
      window.removeEventListener('online', catchUp);
      stop();
    };
  }, [queryClient]);
}

/**
 * The kitchen's network state, big enough to read across the room: offline and how many changes wait
 * on this device ('Offline — 3 changes waiting'), sending them, and every change the server refused,
 * with its reason, until a cook has read it. Nothing shows while all is well.
 */
export function OfflineStatusBar() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const { online, waiting, refused, sending } = useOfflineChanges();
  useCatchUp();
  const count = waiting.length;
  if (online && !count && !refused.length) return null;

  return (
    <div className="space-y-2 bg-stone-900 p-3 text-white shadow-lg" data-testid="offline-status">
      {(!online || count > 0) && (
        <p role="status" className="flex items-center gap-3 text-xl font-bold lg:text-2xl">
          {online ? (
            <RefreshCw aria-hidden className={`size-7 shrink-0 ${sending ? 'animate-spin' : ''}`} />
          ) : (
            <CloudOff aria-hidden className="size-7 shrink-0 text-amber-300" />
          )}
          {!online && !count ? t('offline.offline') : t(online ? 'offline.sending' : 'offline.waiting', { count })}
        </p>
      )}
      {refused.length > 0 && (
        <div role="alert" className="rounded-xl bg-red-700 p-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <TriangleAlert aria-hidden className="size-6 shrink-0" />
            {t('offline.refusedTitle')}
          </p>
          <ul className="mt-2 space-y-2">
            {refused.map((change) => (
              <li key={change.id} className="flex flex-wrap items-center gap-3">
                <p className="min-w-0 flex-1 break-words text-base">
                  <span className="font-bold">{t(keyOf(change.label.key), change.label.params)}</span>
                  {' — '}
                  {problemText(refusalError(change.refusal), change.refusal.error || t('kitchen.tasks.errors.action'))}
                </p>
                <button type="button" className={button.secondary} onClick={() => offlineChanges.dismiss(change.id)}>
                  {t('offline.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
