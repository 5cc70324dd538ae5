import { LoaderCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import type { InventoryChangeFields, InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { ConflictView } from '#web/components/conflict-view.tsx';
import { Modal } from '#web/components/modal.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { placeRefusal, useSchemaForm } from '#web/lib/schema-form.ts';
import { changedFields, staleItemOf, useChangeItem } from '../api/change-item.ts';
import { useItemConflictRows } from '../model/item-conflict-rows.ts';
import { CheckboxField } from '#web/components/fields.tsx';
import { formOf, itemChangeFormSchema, steppedText } from '../model/item-form.ts';
import { ItemFields } from './item-fields.tsx';
import { PriceHistory } from './price-history.tsx';
import { itemName } from '../model/labels.ts';
import { SupplierSection } from '../../purchase/components/supplier-section.tsx';

/**
 * Editing one item, with its price history. What the cook changed is sent through the device's change
 * queue, made from the copy the dialog opened with: without a network it waits on the device; when
 * someone else changed the item meanwhile the server refuses it (409) with the item as it is now, and
 * the cook sees both and keeps theirs (sent again as a change of the saved item) or takes the saved one.
 */
export function EditItemModal({
  item,
  onDone,
  onClose,
}: {
  /** The item as the list shows it now (its history stays current while the dialog is open). */
  item: InventoryItem;
  onDone: (result: 'saved' | 'queued') => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problemText = useProblemText();
  const conflictRows = useItemConflictRows();
  const change = useChangeItem();
  const id = useId();
  // The version the dialog opened with: what the cook changed is measured against it.
  const [base] = useState(item);
  // A number is refused beside its field as it is typed, not only on Save.
  const form = useSchemaForm(itemChangeFormSchema, formOf(item), { mode: 'onChange' });
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ mine: InventoryChangeFields; current: InventoryItem } | null>(null);
  const busy = change.isPending;

  /** Sends `fields` as a change of `from`. */
  async function send(from: InventoryItem, fields: InventoryChangeFields) {
    setNotice(null);
    if (!Object.keys(fields).length) return onDone('saved');
    try {
      const result = await change.mutateAsync({ item: from, fields });
      onDone(result.status);
    } catch (error) {
      const current = staleItemOf(error);
      if (current) return setConflict({ mine: fields, current });
      // The server's problem with a field goes beside it too.
      placeRefusal(form, error);
      const text = problemText(error, t('messages.updateFailed'));
      setNotice(text === t('messages.updateFailed') ? text : `${t('messages.updateFailed')}: ${text}`);
    }
  }

  const submit = form.handleSubmit((fields) => send(base, changedFields(base, fields)));

  return (
    <Modal
      labelledBy={`${id}-title`}
      onEscape={() => {
        if (!busy) onClose();
      }}
      className="max-h-[92vh] w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="min-w-0 break-words text-xl font-bold text-stone-900">
          {t('edit.heading', { name: itemName(item, i18n.language) })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          aria-label={t('edit.cancel')}
          className="-m-1 flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-full text-stone-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      {conflict ? (
        <ConflictView
          message={t('stale')}
          rows={conflictRows(conflict.mine, conflict.current)}
          busy={busy}
          onKeepMine={() => {
            const { mine, current } = conflict;
            setConflict(null);
            void send(current, mine);
          }}
          onTakeSaved={onClose}
        >
          {notice && <ErrorBanner failure={{ title: notice }} />}
        </ConflictView>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {notice && <ErrorBanner failure={{ title: notice }} />}
          <ItemFields
            register={(field) => form.register(field)}
            errors={form.formState.errors}
            onStep={(field, step, direction) => {
              const next = steppedText(form.getValues(field), field, step, direction);
              if (next !== null) form.setValue(field, next, { shouldValidate: true, shouldDirty: true });
            }}
            narrow
          >
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <CheckboxField label={t('form.active')} checked={field.value} onChange={field.onChange} />
              )}
            />
          </ItemFields>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} disabled={busy} className={button.secondary}>
              {t('edit.cancel')}
            </button>
            <button type="submit" disabled={busy} className={button.primary}>
              {busy && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
              {busy ? t('edit.saving') : t('edit.save')}
            </button>
          </div>
        </form>
      )}
      <div className="mt-6 border-t border-stone-200 pt-4">
        <SupplierSection item={item} />
      </div>
      <div className="mt-6 border-t border-stone-200 pt-4">
        <PriceHistory item={item} />
      </div>
    </Modal>
  );
}
