import { ArrowDownUp, LoaderCircle, Plus, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { INVENTORY_CATEGORIES, type InventoryCategory, type InventoryItem } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import type { useFlash } from '#web/components/status-banners.tsx';
import { ErrorBanner, SuccessBanner } from '#web/components/status-banners.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useProblemText } from '#web/lib/problem-text.ts';
import { AddItemForm } from './add-item-form.tsx';
import { CategoryTable } from './category-table.tsx';
import { EditItemModal } from './edit-item-modal.tsx';
import { useChangeItem } from '../api/change-item.ts';
import { useRemoveItem } from '../api/remove-item.ts';
import { CheckboxField } from '#web/components/fields.tsx';
import { CATEGORY_KEY } from '../model/labels.ts';
import { TransferModal } from './transfer-modal.tsx';
import { WaitingChanges } from './waiting-changes.tsx';
import { itemConflicts } from '../model/waiting-item-changes.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';

type CategoryFilter = InventoryCategory | 'all';

/** The search: the name, the Malayalam name or the notes hold the words typed, in any case. */
function matches(item: InventoryItem, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (!wanted) return true;
  return [item.name, item.nameMl, item.notes].some((text) => text?.toLocaleLowerCase().includes(wanted));
}

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
  const searchId = useId();
  const filtersId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [showInactive, setShowInactive] = useState(false);
  const [adding, setAdding] = useState(false);
  const [transfer, setTransfer] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<InventoryItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const items = loaded ?? [];
  const shown = items.filter(
    (item) =>
      (showInactive || item.isActive) && (category === 'all' || item.category === category) && matches(item, search),
  );
  const editing = editingId === null ? null : (items.find((item) => item.id === editingId) ?? null);

  const failed = (title: string, error: unknown) => {
    const reason = problemText(error, '');
    failure.show(reason ? `${title}: ${reason}` : title);
  };

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

  const filterButton = (value: CategoryFilter) => {
    const selected = category === value;
    return (
      <button
        key={value}
        type="button"
        aria-pressed={selected}
        onClick={() => setCategory(value)}
        className={`min-h-12 rounded-xl px-2 text-sm leading-tight font-semibold focus-visible:outline-none sm:rounded-full sm:px-4 sm:text-base focus-visible:ring-4 focus-visible:ring-amber-300 ${
          selected ? 'bg-amber-700 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300'
        }`}
      >
        {value === 'all' ? t('filters.all') : t(`categories.${CATEGORY_KEY[value]}`)}
      </button>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="block text-base font-medium text-stone-800">
            {t('search.label')}
          </label>
          <div className="relative mt-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-500"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('search.placeholder')}
              className="block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white pl-11 pr-3 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200"
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CheckboxField label={t('showInactive')} checked={showInactive} onChange={setShowInactive} />
          <button
            type="button"
            aria-expanded={adding}
            onClick={() => setAdding((open) => !open)}
            className={adding ? button.secondary : button.primary}
          >
            {adding ? <X aria-hidden className="size-5" /> : <Plus aria-hidden className="size-5" />}
            {adding ? t('actions.hideAdd') : t('actions.add')}
          </button>
          <button type="button" onClick={() => setTransfer(true)} className={button.secondary}>
            <ArrowDownUp aria-hidden className="size-5" />
            {t('actions.importExport')}
          </button>
        </div>
      </div>

      <div
        role="group"
        aria-labelledby={filtersId}
        className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:items-center"
      >
        <span id={filtersId} className="sr-only">
          {t('filters.label')}
        </span>
        {(['all', ...INVENTORY_CATEGORIES] as const).map(filterButton)}
      </div>

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
        <p role="status" className="flex items-center gap-2 text-lg text-stone-700">
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          {t('loading')}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-lg text-stone-700 shadow-sm ring-1 ring-stone-200">{t('empty')}</p>
      ) : (
        INVENTORY_CATEGORIES.map((each) => {
          const inCategory = shown.filter((item) => item.category === each);
          if (!inCategory.length) return null;
          return (
            <CategoryTable
              key={each}
              category={each}
              items={inCategory}
              pending={waitingIds}
              conflicts={conflictIds}
              busyId={busyId}
              actions={{
                onEdit: (item) => setEditingId(item.id),
                onToggle: (item) => void toggle(item),
                onRemove: setRemoving,
              }}
            />
          );
        })
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
