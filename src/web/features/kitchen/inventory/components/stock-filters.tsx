import { ArrowDownUp, Plus, Search, X } from 'lucide-react';
import { useId } from 'react';
import { INVENTORY_CATEGORIES } from '#shared/schemas/inventory.ts';
import { button } from '#web/components/buttons.ts';
import { CheckboxField } from '#web/components/fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { CATEGORY_KEY } from '../model/labels.ts';
import type { CategoryFilter, StockFilter } from '../model/stock-filter.ts';

/** The search, Show Inactive Items, Add New Item (or hide it) and Import / Export. */
export function StockToolbar({
  filter,
  onFilter,
  adding,
  onToggleAdd,
  onTransfer,
}: {
  filter: StockFilter;
  onFilter: (change: Partial<StockFilter>) => void;
  adding: boolean;
  onToggleAdd: () => void;
  onTransfer: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const searchId = useId();
  return (
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
            value={filter.search}
            onChange={(event) => onFilter({ search: event.target.value })}
            placeholder={t('search.placeholder')}
            className="block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white pl-11 pr-3 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <CheckboxField
          label={t('showInactive')}
          checked={filter.showInactive}
          onChange={(showInactive) => onFilter({ showInactive })}
        />
        <button
          type="button"
          aria-expanded={adding}
          onClick={onToggleAdd}
          className={adding ? button.secondary : button.primary}
        >
          {adding ? <X aria-hidden className="size-5" /> : <Plus aria-hidden className="size-5" />}
          {adding ? t('actions.hideAdd') : t('actions.add')}
        </button>
        <button type="button" onClick={onTransfer} className={button.secondary}>
          <ArrowDownUp aria-hidden className="size-5" />
          {t('actions.importExport')}
        </button>
      </div>
    </div>
  );
}

/** All, then the eight categories: one pressed at a time. */
export function CategoryFilters({
  category,
  onChoose,
}: {
  category: CategoryFilter;
  onChoose: (category: CategoryFilter) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:items-center">
      <span id={labelId} className="sr-only">
        {t('filters.label')}
      </span>
      {(['all', ...INVENTORY_CATEGORIES] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={category === value}
          onClick={() => onChoose(value)}
          className={`min-h-12 rounded-xl px-2 text-sm leading-tight font-semibold focus-visible:outline-none sm:rounded-full sm:px-4 sm:text-base focus-visible:ring-4 focus-visible:ring-amber-300 ${
            category === value ? 'bg-amber-700 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300'
          }`}
        >
          {value === 'all' ? t('filters.all') : t(`categories.${CATEGORY_KEY[value]}`)}
        </button>
      ))}
    </div>
  );
}
