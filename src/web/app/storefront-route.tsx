import { lazy, Suspense, useState } from 'react';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { HomePage } from '#web/features/storefront/home-page.tsx';
import { loadTexts } from '#web/lib/i18n.ts';

// The dialogs (form, map, checkout, their texts) are fetched only when a customer opens one.
const BookingDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('#web/features/booking/components/booking-dialog.tsx'),
    loadTexts('booking'),
  ]);
  return dialog;
});
const WaitingListDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('#web/features/booking/waiting-list/waiting-list-dialog.tsx'),
    loadTexts('booking'),
  ]);
  return dialog;
});

/** The landing page, the booking dialog and the waiting list, composed here so no feature imports another. */
export function StorefrontRoute() {
  const [bookingEvent, setBookingEvent] = useState<PublicEvent | null>(null);
  const [waitingEvent, setWaitingEvent] = useState<PublicEvent | null>(null);
  return (
    <>
      <HomePage onBook={setBookingEvent} onWaitingList={setWaitingEvent} />
      {bookingEvent && (
        <Suspense fallback={null}>
          <BookingDialog key={bookingEvent.id} event={bookingEvent} onClose={() => setBookingEvent(null)} />
        </Suspense>
      )}
      {waitingEvent && (
        <Suspense fallback={null}>
          <WaitingListDialog key={waitingEvent.id} event={waitingEvent} onClose={() => setWaitingEvent(null)} />
        </Suspense>
      )}
    </>
  );
}
