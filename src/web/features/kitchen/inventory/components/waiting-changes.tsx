import { CloudOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { offlineChanges, useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { ITEM_CHANGE_KIND, useChangeItem } from '../api/change-item.ts';
import { useItemConflictRows } from '../model/item-conflict-rows.ts';
import { itemConflicts, type ItemConflict } from '../model/waiting-item-changes.ts';
import { itemName } from '../model/labels.ts';

/** A refused change to an item, the cook's values beside the server's: keep mine (sent again from the saved item) or take the saved one. */
function Conflict({ conflict, onFailed }: { conflict: ItemConflict; onFailed: (error: unknown) => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory' });
  const rows = useItemConflictRows();
  const change = useChangeItem();
  const headingId = useId();
  const { change: refused, mine, current } = conflict;
  return (
    <li aria-labelledby={headingId} data-testid="inventory-conflict">
      <h4 id={headingId} className="break-words text-lg font-bold text-stone-900">
        {t('offline.conflict', { name: itemName(current, i18n.language) })}
      </h4>
      <ConflictView
        message={t('stale')}
        rows={rows(mine, current)}
        busy={change.isPending}
        onKeepMine={() => {
          offlineChanges.dismiss(refused.id);
          change.mutate({ item: current, fields: mine }, { onError: onFailed });
        }}
        onTakeSaved={() => offlineChanges.dismiss(refused.id)}
      />
    </li>
  );
}

/**
 * The inventory's changes kept in the device's one change queue: those waiting for the server (with
 * Save to Database, which sends them now), and those the server refused because someone
 * changed the item first, each for the cook to decide. Other refusals are in the kitchen's status bar.
 */
export function WaitingChanges({
  items,
  onSent,
  onFailed,
}: {
  items: readonly InventoryItem[];
  /** After Save to Database: whether everything that waited reached the server. */
  onSent: (allSaved: boolean) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory' });
  const { waiting, refused } = useOfflineChanges();
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const names = new Map(items.map((item) => [item.id, itemName(item, i18n.language)]));
  const waitingNames = [
    ...new Set(
      waiting
        .filter((change) => change.kind === ITEM_CHANGE_KIND)
        .map((change) => names.get(Number(change.subject.itemId)) ?? String(change.label.params.name)),
    ),
  ];
  const conflicts = itemConflicts(refused);
  if (!waitingNames.length && !conflicts.length) return null;

  async function send() {
    setSending(true);
    await offlineChanges.sendWaiting();
    setSending(false);
    onSent(!offlineChanges.getSnapshot().waiting.some((change) => change.kind === ITEM_CHANGE_KIND));
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid="pending-edits"
      className="mb-4 space-y-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <CloudOff aria-hidden className="size-5 shrink-0" />
        {t('offline.heading')}
      </h3>
      {waitingNames.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 flex-1 break-words text-base text-stone-900">
            {t('offline.pending', { changes: waitingNames.join(', ') })}
          </p>
          <button type="button" onClick={() => void send()} disabled={sending} className={button.primary}>
            {t('actions.saveToDatabase')}
          </button>
        </div>
      )}
      {conflicts.length > 0 && (
        <ul className="space-y-4">
          {conflicts.map((conflict) => (
            <Conflict key={conflict.change.id} conflict={conflict} onFailed={onFailed} />
          ))}
        </ul>
      )}
    </section>
  );
}
