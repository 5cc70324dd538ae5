import { ChevronLeft, ChevronRight, CircleAlert, Inbox, RefreshCw } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { BookingsPage } from '#shared/schemas/bookings.ts';
import { compactButton } from '#web/components/buttons.ts';
import { BookingCard } from './booking-card.tsx';
import type { StatusMessage } from './status-message.tsx';
import { pageCount, shownRange, type ListView } from './model/list-view.ts';

interface BookingsListBodyProps {
  view: ListView;
  /** The page the address asks for (the one shown may still be the previous, while it loads). */
  page: number;
  /** The next page is loading: the shown one is dimmed. */
  stale: boolean;
  /** The owner narrowed the list: an empty list says so and offers to clear the filters. */
  filtered: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  onGoToPage: (page: number) => void;
  onStatusMessage: (message: StatusMessage) => void;
}

/** The list under the filters: loading, failed, empty, or a page of booking cards with its pager. */
export function BookingsListBody({ view, ...props }: BookingsListBodyProps) {
  switch (view.kind) {
    case 'loading':
      return <ListLoading />;
    case 'failed':
      return <ListFailed onRetry={props.onRetry} />;
    case 'empty':
      return <ListEmpty filtered={props.filtered} onClearFilters={props.onClearFilters} />;
    case 'page':
      return <BookingsPageView shown={view.page} refreshFailed={view.refreshFailed} {...props} />;
  }
}

function BookingsPageView({
  shown,
  refreshFailed,
  page,
  stale,
  onGoToPage,
  onStatusMessage,
}: { shown: BookingsPage; refreshFailed: boolean } & Omit<BookingsListBodyProps, 'view'>) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <>
      <p className="mb-2 text-sm text-stone-600" aria-live="polite">
        {t('list.showing', shownRange(shown))}
      </p>
      {refreshFailed && (
        <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t('loadFailed')}
        </p>
      )}
      <ul aria-busy={stale} className={`grid gap-3 lg:grid-cols-2 ${stale ? 'opacity-60' : ''}`}>
        {shown.data.map((booking) => (
          <li key={booking.id} className="min-w-0">
            <BookingCard booking={booking} onStatusMessage={onStatusMessage} />
          </li>
        ))}
      </ul>
      <ListPager page={page} pages={pageCount(shown)} onGoToPage={onGoToPage} />
    </>
  );
}

function ListPager({ page, pages, onGoToPage }: { page: number; pages: number; onGoToPage: (page: number) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('list.pages')} className="mt-4 flex items-center justify-between gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onGoToPage(page - 1)}
        className={compactButton.secondary}
      >
        <ChevronLeft aria-hidden className="size-4" />
        {t('list.previous')}
      </button>
      <span className="text-center text-sm text-stone-600">{t('list.page', { page, pages })}</span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onGoToPage(page + 1)}
        className={compactButton.secondary}
      >
        {t('list.next')}
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}

function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
      <CircleAlert aria-hidden className="mx-auto size-8 text-red-600" />
      <p className="mt-2 font-semibold text-red-800">{t('loadFailed')}</p>
      <button type="button" onClick={onRetry} className={`${compactButton.secondary} mt-4`}>
        <RefreshCw aria-hidden className="size-4" />
        {t('retry')}
      </button>
    </div>
  );
}

function ListEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-stone-700 shadow-sm ring-1 ring-stone-200">
      <Inbox aria-hidden className="size-8 text-amber-700" />
      <p>{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</p>
      {filtered && (
        <button type="button" onClick={onClearFilters} className={compactButton.secondary}>
          {t('list.clearFilters')}
        </button>
      )}
    </div>
  );
}

function ListLoading() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden className="grid gap-3 lg:grid-cols-2">
        {[0, 1].map((index) => (
          <div key={index} className="animate-pulse space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <div className="h-5 w-1/3 rounded bg-stone-200" />
            <div className="h-4 w-2/3 rounded bg-stone-200" />
            <div className="h-4 w-full rounded bg-stone-200" />
            <div className="h-16 w-full rounded-xl bg-stone-100" />
          </div>
        ))}
      </div>
    </div>
  );
}
