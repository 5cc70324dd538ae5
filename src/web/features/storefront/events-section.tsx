import { CalendarX, CircleAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';
import { useBookableEvent } from './api/use-bookable-event.ts';
import { EventCard } from './event-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { compactButton } from '#web/components/buttons.ts';

const GRID = 'grid gap-6 md:grid-cols-2 lg:gap-8';

function EventsLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden className={GRID}>
        {[0, 1].map((index) => (
          <div
            key={index}
            className="animate-pulse overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200"
          >
            <div className="aspect-[4/3] bg-stone-200" />
            <div className="space-y-3 p-6">
              <div className="h-4 w-1/3 rounded bg-stone-200" />
              <div className="h-6 w-2/3 rounded bg-stone-200" />
              <div className="h-4 w-full rounded bg-stone-200" />
              <div className="h-12 w-full rounded-xl bg-stone-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function EventsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const unreachable = error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-md ring-1 ring-red-200">
      <CircleAlert aria-hidden className="mx-auto size-8 text-red-600" />
      <p className="mt-3 font-semibold text-red-800">
        {t(unreachable ? 'storefront.events.connectFailed' : 'storefront.events.loadFailed')}
      </p>
      <button type="button" onClick={onRetry} className={`${compactButton.dark} mt-4`}>
        <RefreshCw aria-hidden className="size-4" />
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Upcoming Sales: the events grid with its loading, empty and error states. */
export function EventsSection({
  onBook,
  onWaitingList,
}: {
  onBook: (event: PublicEvent) => void;
  onWaitingList?: (event: PublicEvent) => void;
}) {
  const { t } = useTranslation();
  const { events, slotsOf, bookable } = useBookableEvent();

  let body;
  if (events.isPending || (events.isError && events.isFetching)) body = <EventsLoading />;
  else if (events.isError) body = <EventsError error={events.error} onRetry={() => void events.refetch()} />;
  else if (events.data.length === 0)
    body = (
      <p className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-lg text-stone-700 shadow-md ring-1 ring-stone-200">
        <CalendarX aria-hidden className="size-8 text-orange-700" />
        {t('storefront.events.empty')}
      </p>
    );
  else
    body = (
      <ul className={GRID}>
        {events.data.map((event) => (
          <li key={event.id} className="flex">
            <EventCard
              event={event}
              bookable={event.id === bookable?.id}
              slots={slotsOf(event)}
              onBook={onBook}
              onWaitingList={onWaitingList}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section id="events" aria-labelledby="events-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl min-[1800px]:max-w-6xl">
        <SectionHeading id="events-title" title={t('storefront.events.title')} intro={t('storefront.events.intro')} />
        <div className="mt-10">{body}</div>
      </div>
    </section>
  );
}
