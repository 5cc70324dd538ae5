import { ExternalLink, Ticket, X } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { EventDate } from '#web/components/event-date.tsx';
import { forgetAllBookings, forgetBooking, useRecentBookings } from '#web/lib/recent-bookings.ts';

/** The bookings made on this device, each with its reference and a link to its page, until the customer removes them. */
export function RecentBookingsSection() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'storefront.recent' });
  const bookings = useRecentBookings();
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="recent-bookings-title" className="px-4 pt-12">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-4 shadow-md ring-1 ring-emerald-200 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-bookings-title" className="flex items-center gap-2 text-xl font-bold text-stone-900">
            <Ticket aria-hidden className="size-6 text-emerald-700" />
            {t('title')}
          </h2>
          <button
            type="button"
            onClick={forgetAllBookings}
            className="min-h-11 rounded-lg px-3 font-semibold text-stone-700 underline-offset-4 hover:underline"
          >
            {t('removeAll')}
          </button>
        </div>
        <p className="mt-1 text-sm text-stone-600">{t('intro')}</p>
        <ul className="mt-3 divide-y divide-stone-200">
          {bookings.map((booking) => (
            <li
              key={booking.reference}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
              data-testid="recent-booking"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-mono text-xl font-bold text-stone-900">{booking.reference}</p>
                <p className="break-words text-sm text-stone-700">
                  <span className="font-semibold">
                    {inLanguage(booking.eventTitle, booking.eventTitleMl, i18n.language)}
                  </span>{' '}
                  · <EventDate date={booking.eventDate} /> · {formatRupees(booking.totalPaise)}
                </p>
              </div>
              {booking.manageUrl && (
                <a
                  href={booking.manageUrl}
                  aria-label={t('openLabel', { reference: booking.reference })}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-emerald-700 px-3 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-emerald-300"
                >
                  <ExternalLink aria-hidden className="size-4" />
                  {t('open')}
                </a>
              )}
              <button
                type="button"
                onClick={() => forgetBooking(booking.reference)}
                aria-label={t('remove', { reference: booking.reference })}
                className="flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
              >
                <X aria-hidden className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
