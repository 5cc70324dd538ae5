import type { ReactNode } from 'react';
import type { MyBooking } from '#shared/schemas/bookings.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { EventDate } from '#web/components/event-date.tsx';
import { deliveryAddress } from '#shared/domain/delivery-address.ts';

type Facts = Pick<MyBooking, 'bookingId' | 'event' | 'name' | 'phone' | 'address' | 'pincode'>;

/** One fact of a booking: its label above, its value below. */
export function Fact({
  label,
  children,
  className = '',
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-1 break-words text-stone-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A paid booking's reference, event and delivery, as the confirmation and the booking page show it;
 * `extra` adds facts after the reference (the payment id, when it was booked).
 */
export function BookingFacts({ booking, extra, card = '' }: { booking: Facts; extra?: ReactNode; card?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
        <dt className="text-xs font-semibold uppercase tracking-wide text-amber-900">
          {t('booking.confirmation.bookingReference')}
        </dt>
        <dd className="mt-1 font-mono text-2xl font-bold text-stone-900" data-testid="booking-reference">
          {booking.bookingId}
        </dd>
      </div>
      {extra}
      <Fact label={t('booking.confirmation.event')} className={card} testId="confirmation-event">
        <span className="font-semibold">{booking.event.title}</span>
        <br />
        <EventDate date={booking.event.date} />
      </Fact>
      <Fact label={t('booking.confirmation.customer')} className={card} testId="confirmation-customer">
        <span className="font-semibold">{booking.name}</span>
        <br />
        {booking.phone}
        <br />
        {deliveryAddress(booking)}
      </Fact>
    </dl>
  );
}
