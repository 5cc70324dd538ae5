import { lazy, Suspense, useState } from 'react';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { HomePage } from '#web/features/storefront/home-page.tsx';
import { loadTexts } from '#web/lib/i18n.ts';

// The dialog (form, map, checkout, its texts) is fetched only when a customer opens it.
const BookingDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('#web/features/booking/components/booking-dialog.tsx'),
    loadTexts('booking'),
  ]);
  return dialog;
});

/** The landing page and the booking dialog, composed here so neither feature imports the other. */
export function StorefrontRoute() {
  const [bookingEvent, setBookingEvent] = useState<PublicEvent | null>(null);
  return (
    <>
      <HomePage onBook={setBookingEvent} />
      {bookingEvent && (
        <Suspense fallback={null}>
          <BookingDialog key={bookingEvent.id} event={bookingEvent} onClose={() => setBookingEvent(null)} />
        </Suspense>
      )}
    </>
  );
}
