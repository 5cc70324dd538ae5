import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { registerKitchenApp, useAppUpdate } from '#web/lib/offline/kitchen-app.ts';
import { useSwitchWhenIdle } from '#web/lib/offline/use-switch-when-idle.ts';
import { useClockOffset } from '#web/lib/server-clock.ts';
import { OfflineStatusBar } from './offline-status-bar.tsx';

/**
 * Around every kitchen screen: makes the kitchen an installed app that opens offline, shows the
 * network's state and the changes waiting on the device, and offers a new version when one is ready
 * (never switched under a cook's hands: by the bar, or by itself on a screen left idle). Every kitchen
 * screen measures the server clock's offset, so a change made here offline carries the server's time.
 */
export function KitchenShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => registerKitchenApp(), []);
  const update = useAppUpdate();
  useSwitchWhenIdle(update.ready, update.reload);
  useClockOffset();
  return (
    <>
      {children}
      <div className="sticky bottom-0 z-40">
        <OfflineStatusBar />
        {update.ready && (
          <div role="status" className="flex justify-center bg-stone-900 p-2 shadow-lg">
            <button
              type="button"
              onClick={update.reload}
              className="min-h-12 rounded-xl bg-amber-400 px-5 text-lg font-bold text-stone-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-200"
            >
              {t('offline.updateReady')}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
