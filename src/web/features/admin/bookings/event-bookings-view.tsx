import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useAdminEvents } from '#web/features/admin/api/get-admin-events.ts';
import { BookingsList } from './bookings-list.tsx';
import { OpenHoldsSection } from './open-holds-section.tsx';
import { WaitingListSection } from './waiting-list-section.tsx';
import { EventDate } from '#web/components/event-date.tsx';
import { compactButton } from '#web/components/buttons.ts';

/**
 * The hidden view opened from an event's View Bookings button: that event's bookings, who is paying now,
 * and who is waiting for a slot.
 */
export function EventBookingsView({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const events = useAdminEvents();
  const event = events.data?.find((candidate) => candidate.id === eventId);

  return (
    <div className="space-y-3">
      <button type="button" onClick={onBack} className={compactButton.secondary}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('eventView.backToEvents')}
      </button>
      <BookingsList
        eventId={eventId}
        beforeList={(onStatusMessage) => (
          <>
            <OpenHoldsSection eventId={eventId} onStatusMessage={onStatusMessage} />
            <WaitingListSection eventId={eventId} eventTitle={event?.title ?? ''} />
          </>
        )}
        header={
          <>
            {events.isPending ? (
              <div aria-hidden className="h-7 w-64 max-w-full animate-pulse rounded bg-stone-200" />
            ) : (
              <h2 className="text-xl font-bold break-words text-stone-900">
                {event ? t('eventView.title', { title: event.title }) : t('eventView.fallbackTitle', { id: eventId })}
              </h2>
            )}
            {event?.date && (
              <p className="text-sm text-stone-600">
                <EventDate date={event.date} />
              </p>
            )}
          </>
        }
      />
    </div>
  );
}
