import { CalendarDays, MapPin } from 'lucide-react';
import { deliveryAddress } from '#shared/domain/delivery-address.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import { EventDate } from '#web/components/event-date.tsx';
import { CustomerPhone } from './customer-phone.tsx';

/** Who booked, their phone, where the meal goes, and for which event. */
export function BookingFacts({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  return (
    <div className="mt-3 space-y-1.5 text-sm text-stone-800">
      <p className="break-words text-base font-semibold text-stone-900">{booking.name}</p>
      <CustomerPhone phone={booking.phone} />
      <p className="flex items-start gap-2">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span className="sr-only">{t('card.address')}: </span>
        <span className="min-w-0 break-words">{deliveryAddress(booking)}</span>
      </p>
      <p className="flex items-start gap-2">
        <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span className="sr-only">{t('card.event')}: </span>
        <span className="min-w-0 break-words">
          <span className="font-medium">{booking.event.title}</span>
          <span className="text-stone-500">
            {' · '}
            <EventDate date={booking.event.date} />
          </span>
        </span>
      </p>
    </div>
  );
}
