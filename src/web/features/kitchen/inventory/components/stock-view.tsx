import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import type { useFlash } from '#web/components/status-banners.tsx';
import { ErrorBanner, SuccessBanner } from '#web/components/status-banners.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { AddItemForm } from './add-item-form.tsx';
import { CategoryTable } from './category-table.tsx';
import { EditItemModal } from './edit-item-modal.tsx';
import { useChangeItem } from '../api/change-item.ts';
import { useRemoveItem } from '../api/remove-item.ts';
import { withReason } from '../model/failure-text.ts';
import { itemsByCategory, shownItems, type StockFilter } from '../model/stock-filter.ts';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { CategoryFilters, StockToolbar } from './stock-filters.tsx';
import { TransferModal } from './transfer-modal.tsx';
import { WaitingChanges } from './waiting-changes.tsx';
import { itemConflicts } from '../model/waiting-item-changes.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';

/**
 * The inventory list (the Inventory screen): search, the eight category filters, Show Inactive
 * Items, Add New Item, per-category tables, the edit dialog, remove after a confirmation, and
 * the import/export dialog. Messages vanish after 3 s.
 */
export function StockView({
  items: loaded,
  waitingIds,
  loading,
  success,
  failure,
}: {
  /** The items as this device shows them (null while the first load runs, or when it failed). */
  items: readonly InventoryItem[] | null;
  /** The items with a change waiting on the device. */
  waitingIds: ReadonlySet<number>;
  loading: boolean;
  success: ReturnType<typeof useFlash>;
  failure: ReturnType<typeof useFlash>;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const problemText = useProblemText();
  const change = useChangeItem();
  const remove = useRemoveItem();
  const { refused } = useOfflineChanges();
  const conflictIds = new Set(itemConflicts(refused).map((conflict) => conflict.current.id));
  const [filter, setFilter] = useState<StockFilter>({ search: '', category: 'all', showInactive: false });
  const [adding, setAdding] = useState(false);
  const [transfer, setTransfer] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<InventoryItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const items = loaded ?? [];
  const groups = itemsByCategory(shownItems(items, filter));
  const editing = editingId === null ? null : (items.find((item) => item.id === editingId) ?? null);

  const failed = (title: string, error: unknown) => failure.show(withReason(title, problemText(error, '')));

  async function toggle(item: InventoryItem) {
    setBusyId(item.id);
    try {
      const result = await change.mutateAsync({ item, fields: { isActive: !item.isActive } });
      if (result.status === 'queued') failure.show(t('messages.savedLocally'));
      else success.show(item.isActive ? t('messages.deactivated') : t('messages.activated'));
    } catch (error) {
      failed(t('messages.updateFailed'), error);
    } finally {
      setBusyId(null);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const item = removing;
    setBusyId(item.id);
    try {
      await remove.mutateAsync(item.id);
      success.show(t('messages.removed'));
    } catch (error) {
      failed(t('messages.removeFailed'), error);
    } finally {
      setBusyId(null);
      setRemoving(null);
    }
  }

  return (
    <div className="space-y-4">
      <StockToolbar
        filter={filter}
        onFilter={(change) => setFilter((current) => ({ ...current, ...change }))}
        adding={adding}
        onToggleAdd={() => setAdding((open) => !open)}
        onTransfer={() => setTransfer(true)}
      />
      <CategoryFilters
        category={filter.category}
        onChoose={(category) => setFilter((current) => ({ ...current, category }))}
      />

      <SuccessBanner message={success.message} />
      {failure.message && <ErrorBanner failure={{ title: failure.message }} />}

      <WaitingChanges
        items={items}
        onSent={(allSaved) => (allSaved ? success.show(t('messages.saved')) : failure.show(t('messages.savedLocally')))}
        onFailed={(error) => failed(t('messages.updateFailed'), error)}
      />

      {adding && (
        <AddItemForm
          onAdded={() => {
            setAdding(false);
            success.show(t('messages.added'));
          }}
          onFailed={failure.show}
          onCancel={() => setAdding(false)}
        />
      )}

      {loading ? (
        <LoadingLine text={t('loading')} />
      ) : groups.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-lg text-stone-700 shadow-sm ring-1 ring-stone-200">{t('empty')}</p>
      ) : (
        groups.map((group) => (
          <CategoryTable
            key={group.category}
            category={group.category}
            items={group.items}
            pending={waitingIds}
            conflicts={conflictIds}
            busyId={busyId}
            actions={{
              onEdit: (item) => setEditingId(item.id),
              onToggle: (item) => void toggle(item),
              onRemove: setRemoving,
            }}
          />
        ))
      )}

      {editing && (
        <EditItemModal
          key={editing.id}
          item={editing}
          onClose={() => setEditingId(null)}
          onDone={(result) => {
            setEditingId(null);
            if (result === 'saved') success.show(t('messages.updated'));
            else failure.show(t('messages.savedLocally'));
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('remove.title')}
          body={t('remove.body')}
          confirmLabel={t('remove.confirm')}
          busy={busyId === removing.id}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
      {transfer && (
        <TransferModal
          items={items}
          onClose={() => setTransfer(false)}
          onImported={() => {
            setTransfer(false);
            success.show(t('messages.imported'));
          }}
        />
      )}
    </div>
  );
}
