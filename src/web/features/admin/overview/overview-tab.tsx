import { ArrowRight, CalendarDays, CircleAlert, RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { BOOKING_STATUSES, type BookingStatus, type BookingsSummary } from '#shared/schemas/bookings.ts';
import { useBookingsLiveUpdates } from '#web/features/admin/api/bookings-live-updates.ts';
import { LiveBadge } from '#web/features/admin/components/live-badge.tsx';
import { StatusBadge, useBookingStatusWords } from '#web/features/admin/components/status-badge.tsx';
import { useBookingsSummary } from './api/get-bookings-summary.ts';
import { SalesChart } from './sales-chart.tsx';
import { PaymentsCheckPanel } from './payments-check-panel.tsx';
import { MailReadinessPanel } from './mail-readiness-panel.tsx';
import { EventDate } from '#web/components/event-date.tsx';
import { compactButton } from '#web/components/buttons.ts';

const CARD = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5';
const STATUS_DOT: Record<BookingStatus, string> = {
  pending: 'bg-amber-500',
  confirmed: 'bg-sky-500',
  delivered: 'bg-emerald-500',
  cancelled: 'bg-stone-400',
};

/** The overview: order counts, revenue (cancelled excluded), recent events and bookings, sales per event. */
export function OverviewTab({ onViewAllBookings }: { onViewAllBookings: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview' });
  const { live } = useBookingsLiveUpdates();
  const summary = useBookingsSummary();

  let body;
  if (summary.isPending || (summary.isError && summary.isFetching && !summary.data)) {
    body = <OverviewLoading />;
  } else if (!summary.data) {
    body = (
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200">
        <CircleAlert aria-hidden className="mx-auto size-8 text-red-600" />
        <p className="mt-2 font-semibold text-red-800">{t('loadFailed')}</p>
        <button type="button" onClick={() => void summary.refetch()} className={`${compactButton.secondary} mt-4`}>
          <RefreshCw aria-hidden className="size-4" />
          {t('retry')}
        </button>
      </div>
    );
  } else {
    body = <OverviewBody summary={summary.data} stale={summary.isError} onViewAllBookings={onViewAllBookings} />;
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-stone-900">{t('title')}</h2>
        <LiveBadge live={live} />
      </div>
      <MailReadinessPanel />
      {body}
      <PaymentsCheckPanel />
    </div>
  );
}

function OverviewBody({
  summary,
  stale,
  onViewAllBookings,
}: {
  summary: BookingsSummary;
  stale: boolean;
  onViewAllBookings: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview' });
  const statusWords = useBookingStatusWords();
  const { counts } = summary;
  return (
    <>
      {stale && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t('loadFailed')}
        </p>
      )}
      <dl aria-label={t('counts')} className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        <Stat
          label={t('revenue')}
          value={formatRupees(summary.revenuePaise)}
          note={t('revenueNote')}
          className="col-span-2 bg-amber-700 text-white ring-amber-700 lg:col-span-1"
          labelClassName="text-amber-100"
        />
        <Stat
          label={t('total')}
          value={counts.total}
          className="bg-stone-900 text-white ring-stone-900 sm:col-span-2 lg:col-span-1"
          labelClassName="text-stone-300"
        />
        {BOOKING_STATUSES.map((status) => (
          <Stat key={status} label={statusWords(status)} value={counts[status]} dot={STATUS_DOT[status]} />
        ))}
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t('recentEvents')}>
          {summary.recentEvents.length === 0 ? (
            <p className="text-stone-600">{t('recentEventsEmpty')}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {summary.recentEvents.map((event) => (
                <li key={event.title} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900 [overflow-wrap:anywhere]">{event.title}</p>
                    <p className="flex items-center gap-1.5 text-sm text-stone-600">
                      <CalendarDays aria-hidden className="size-3.5 shrink-0" />
                      <span className="min-w-0 break-words">
                        <EventDate date={event.date} />
                      </span>
                    </p>
                  </div>
                  <span className="shrink-0 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
                    {t('eventBookings', { count: event.bookings })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title={t('recentBookings')}>
          {summary.recentBookings.length === 0 ? (
            <p className="text-stone-600">{t('recentBookingsEmpty')}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {summary.recentBookings.map((booking) => (
                <li key={booking.id} data-booking={booking.bookingId} className="py-2.5 first:pt-0 last:pb-0">
                  <div className="flex items-center justify-between gap-2">
                    <span className="min-w-0 font-mono font-bold text-stone-900 [overflow-wrap:anywhere]">
                      {booking.bookingId}
                    </span>
                    <StatusBadge status={booking.status} />
                  </div>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 text-stone-700 [overflow-wrap:anywhere]">
                      {booking.name} · {booking.event.title}
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums text-stone-900">
                      {formatRupees(booking.amountPaise)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            onClick={onViewAllBookings}
            className={`${compactButton.primary} mt-4 w-full sm:w-auto`}
          >
            {t('viewAll')}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        </Panel>
      </div>

      <SalesChart perEvent={summary.perEvent} />
    </>
  );
}

function Stat({
  label,
  value,
  note,
  dot,
  className = 'bg-white text-stone-900 ring-stone-200',
  labelClassName = 'text-stone-600',
}: {
  label: string;
  value: ReactNode;
  note?: string;
  dot?: string;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col rounded-2xl p-3 shadow-sm ring-1 sm:p-4 ${className}`}>
      <dt className={`flex min-w-0 items-center gap-1.5 text-sm font-medium break-words ${labelClassName}`}>
        {dot && <span aria-hidden className={`size-2 shrink-0 rounded-full ${dot}`} />}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold break-words tabular-nums">{value}</dd>
      {note && <dd className={`mt-auto pt-1 text-xs ${labelClassName}`}>{note}</dd>}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={CARD}>
      <h3 id={titleId} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function OverviewLoading() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview' });
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} className="h-24 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
        ))}
      </div>
      <div aria-hidden className="mt-4 grid gap-4 lg:grid-cols-2">
        {[0, 1].map((index) => (
          <div key={index} className="h-48 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
        ))}
      </div>
    </div>
  );
}
