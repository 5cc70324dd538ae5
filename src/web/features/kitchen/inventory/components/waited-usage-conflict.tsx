import { useState } from 'react';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { offlineChanges } from '#web/lib/offline/offline-changes.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSaveUsage } from '../api/event-usage.ts';
import { useUsageConflictRows } from '../model/usage-conflict-rows.ts';
import type { UsageConflict } from '../model/waiting-usage.ts';

/** A record that waited on the device and was refused when it arrived: keep it (sent again from the saved one) or take the saved one. */
export function WaitedUsageConflict({
  event,
  items,
  conflict,
  onDone,
}: {
  event: DiaryEvent;
  items: readonly InventoryItem[];
  conflict: UsageConflict;
  onDone: (text: string | null) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.usage' });
  const problemText = useProblemText();
  const conflictRows = useUsageConflictRows(items);
  const save = useSaveUsage(event.id, event.title);
  const [failure, setFailure] = useState<string | null>(null);
  const { change, mine, current } = conflict;
  return (
    <div data-testid="usage-conflict">
      <ConflictView
        message={t('conflict', { event: event.title })}
        rows={conflictRows(mine, current.lines)}
        busy={save.isPending}
        onKeepMine={() => {
          offlineChanges.dismiss(change.id);
          save.mutate(
            { lines: mine, version: current.version },
            {
              onSuccess: (result) => onDone(result.status === 'saved' ? t('saved') : null),
              onError: (error) => setFailure(problemText(error, t('failed'))),
            },
          );
        }}
        onTakeSaved={() => offlineChanges.dismiss(change.id)}
      >
        {failure && <ErrorBanner failure={{ title: failure }} />}
      </ConflictView>
    </div>
  );
}
