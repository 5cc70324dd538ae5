import { CircleCheck, Link2, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { BookingConfirmation } from '#shared/schemas/bookings.ts';
import { bookingInLanguage } from '#shared/domain/booked-names.ts';
import { useBusinessSettings } from '#web/lib/business-settings.ts';
import { whatsAppOrderLink } from '../model/whatsapp-message.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import { BookingFacts, Fact } from './booking-facts.tsx';
import { button } from '#web/components/buttons.ts';

/** Step 2: the booking is saved and paid; the customer may send the order to the seller on WhatsApp. */
export function Confirmation({ booking: paid, onClose }: { booking: BookingConfirmation; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const booking = bookingInLanguage(paid, i18n.language);
  const settings = useBusinessSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const sellerNumber = settings.data?.sellerWhatsApp;
  return (
    <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6">
      <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
        <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <h3 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
          {t('booking.confirmation.success')}
        </h3>
      </div>

      <BookingFacts
        booking={booking}
        extra={
          <Fact
            label={t('booking.confirmation.paymentId')}
            className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
            testId="payment-id"
          >
            <span className="break-all font-mono text-sm">{booking.paymentId}</span>
          </Fact>
        }
      />

      <PriceBreakdown
        title={t('booking.confirmation.orderSummary')}
        lines={booking.items}
        subtotalPaise={booking.subtotalPaise}
        discountPercent={booking.discountPercent}
        discountPaise={booking.discountPaise}
        totalPaise={booking.totalPaise}
      />

      <div className="space-y-2 rounded-xl bg-white p-3 ring-1 ring-amber-200">
        <p className="text-sm text-stone-700">{t('booking.myBooking.pageHint')}</p>
        <a href={booking.manageUrl} className={`${button.primary} w-full`} data-testid="my-booking-link">
          <Link2 aria-hidden className="size-5" /> {t('booking.myBooking.openPage')}
        </a>
      </div>

      <div className="space-y-2">
        <p className="text-sm text-stone-700">{t('booking.confirmation.confirmHint')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {sellerNumber && (
            <a
              href={whatsAppOrderLink(sellerNumber, booking, t, i18n.language)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${button.success} flex-1`}
            >
              <MessageCircle aria-hidden className="size-5" /> {t('booking.confirmation.confirmOrder')}
            </a>
          )}
          <button type="button" onClick={onClose} className={button.secondary}>
            {t('booking.confirmation.done')}
          </button>
        </div>
      </div>
    </div>
  );
}
