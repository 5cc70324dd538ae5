import { CloudOff, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { InventoryCategory } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { CATEGORY_KEY, quantityText } from './labels.ts';
import type { EditField, EditFields, QueuedEdit } from './offline-queue.ts';

/** A field's value as the cook reads it. */
export function useFieldValueText() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory' });
  return (field: EditField, value: EditFields[EditField]): string => {
    if (value === null || value === undefined || value === '') return t('table.none');
    if (field === 'currentPricePaise') return formatRupees(value as number);
    if (field === 'category') return t(`categories.${CATEGORY_KEY[value as InventoryCategory]}`);
    if (field === 'isActive') return value ? t('yes') : t('no');
    if (typeof value === 'number') return quantityText(value, i18n.language);
    return String(value);
  };
}

function Conflict({
  entry,
  onReapply,
  onDrop,
  busy,
}: {
  entry: QueuedEdit;
  onReapply: () => void;
  onDrop: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const valueText = useFieldValueText();
  const conflict = entry.conflict!;
  const server = conflict.server;
  const fields = Object.keys(entry.change) as EditField[];
  const message =
    conflict.reason === 'stale'
      ? t('offline.conflict', { name: entry.itemName })
      : conflict.reason === 'gone'
        ? t('offline.gone', { name: entry.itemName })
        : t('offline.refused', { name: entry.itemName, reason: conflict.message ?? '' });
  return (
    <li
      data-testid="inventory-conflict"
      className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-red-300"
      aria-label={entry.itemName}
    >
      <p className="flex items-start gap-2 font-semibold text-red-900">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span className="min-w-0 break-words">{message}</span>
      </p>
      <table className="w-full text-left text-base">
        <thead>
          <tr className="text-sm text-stone-600">
            <th scope="col" className="py-1 pr-2 font-semibold">
              <span className="sr-only">{t('table.name')}</span>
            </th>
            <th scope="col" className="py-1 pr-2 font-semibold">
              {t('offline.yours')}
            </th>
            {server && (
              <th scope="col" className="py-1 font-semibold">
                {t('offline.server')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-t border-stone-100 align-top">
              <th scope="row" className="py-1 pr-2 font-medium text-stone-700">
                {t(`fields.${field}`)}
              </th>
              <td className="break-words py-1 pr-2 font-semibold text-stone-900">
                {valueText(field, entry.change[field])}
              </td>
              {server && (
                <td className="break-words py-1 font-semibold text-stone-900">{valueText(field, server[field])}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        {server && (
          <button type="button" onClick={onReapply} disabled={busy} className={button.primary}>
            {t('offline.reapply')}
          </button>
        )}
        <button type="button" onClick={onDrop} disabled={busy} className={button.secondary}>
          {t('offline.drop')}
        </button>
      </div>
    </li>
  );
}

/** The edits kept on this device: those waiting for the network, and conflicts for the cook to decide. */
export function PendingEdits({
  queue,
  busy,
  onSend,
  onReapply,
  onDrop,
}: {
  queue: readonly QueuedEdit[];
  busy: boolean;
  onSend: () => void;
  onReapply: (itemId: number) => void;
  onDrop: (itemId: number) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const valueText = useFieldValueText();
  const headingId = useId();
  if (!queue.length) return null;
  const waiting = queue.filter((entry) => entry.state === 'pending');
  const conflicts = queue.filter((entry) => entry.state === 'conflict');
  const changesText = (entry: QueuedEdit) =>
    `${entry.itemName} (${(Object.keys(entry.change) as EditField[])
      .map((field) => `${t(`fields.${field}`)} ${valueText(field, entry.change[field])}`)
      .join(', ')})`;

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
      {waiting.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 flex-1 break-words text-base text-stone-900">
            {t('offline.pending', { changes: waiting.map(changesText).join('; ') })}
          </p>
          <button type="button" onClick={onSend} disabled={busy} className={button.primary}>
            {t('actions.saveToDatabase')}
          </button>
        </div>
      )}
      {conflicts.length > 0 && (
        <ul className="space-y-3">
          {conflicts.map((entry) => (
            <Conflict
              key={entry.itemId}
              entry={entry}
              busy={busy}
              onReapply={() => onReapply(entry.itemId)}
              onDrop={() => onDrop(entry.itemId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
