import { Search } from 'lucide-react';
import { SORT_KEYS, STATUS_FILTERS, type ReportView } from '#shared/domain/kitchen/report-tasks.ts';
import { SelectField } from '#web/components/fields.tsx';
import type { Words } from '../model/words.ts';

/** The search box looks as the report's choices do (SelectField's `report` scale). */
const searchBox =
  'mt-1 block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white py-2 pr-3 pl-10 text-base text-stone-900 focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200 xl:text-lg';

/** Status, search and sort (with its direction) over the report's tasks. */
export function ReportFilters({
  view,
  onView,
  words,
}: {
  view: ReportView;
  onView: (view: ReportView) => void;
  words: Words;
}) {
  const change = (next: Partial<ReportView>) => onView({ ...view, ...next });
  const ascending = view.direction === 'asc';
  const directionLabel = words(ascending ? 'tasks.ascending' : 'tasks.descending');
  return (
    <div className="mb-4 grid gap-3 md:grid-cols-3">
      <SelectField
        scale="report"
        className="min-w-0"
        label={words('tasks.status')}
        value={view.status}
        onChange={(event) => change({ status: event.target.value as ReportView['status'] })}
        options={STATUS_FILTERS.map((status) => ({
          value: status,
          label: status === 'all' ? words('tasks.all') : words(`status.${status}`),
        }))}
      />
      <div className="min-w-0">
        <label htmlFor="report-search" className="block text-base font-semibold text-stone-800 xl:text-lg">
          {words('tasks.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            id="report-search"
            type="search"
            value={view.search}
            placeholder={words('tasks.searchPlaceholder')}
            onChange={(event) => change({ search: event.target.value })}
            className={searchBox}
          />
        </div>
      </div>
      <div className="flex min-w-0 items-end gap-2">
        <SelectField
          scale="report"
          className="min-w-0 flex-1"
          label={words('tasks.sortBy')}
          value={view.sort}
          onChange={(event) => change({ sort: event.target.value as ReportView['sort'] })}
          options={SORT_KEYS.map((key) => ({ value: key, label: words(`tasks.sort.${key}`) }))}
        />
        <button
          type="button"
          onClick={() => change({ direction: ascending ? 'desc' : 'asc' })}
          aria-label={directionLabel}
          title={directionLabel}
          className="inline-flex min-h-12 min-w-12 shrink-0 items-center justify-center rounded-xl bg-white text-2xl font-bold text-stone-900 ring-1 ring-stone-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
        >
          <span aria-hidden>{ascending ? '↑' : '↓'}</span>
        </button>
      </div>
    </div>
  );
}
