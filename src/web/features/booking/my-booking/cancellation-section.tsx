import { CalendarX, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { formatRupees } from '#shared/domain/money.ts';
import { bookingMoney, cancellationRefundWords } from '#shared/domain/booking-state.ts';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';
import type { MyBooking } from '#shared/schemas/bookings.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { button } from '#web/components/buttons.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useCancelMyBooking } from '../api/cancel-my-booking.ts';

const SECTION = 'rounded-2xl bg-white p-4 ring-1 ring-stone-200';

/**
 * Cancelling from the booking page: until the owner's cutoff, what the refund would be and a button
 * that asks first; after it, when it closed; once cancelled, that the slots are back on sale.
 */
export function CancellationSection({ booking, token }: { booking: MyBooking; token: string }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelMyBooking(token);
  const [asking, setAsking] = useState(false);
  const { cancellation } = booking;
  const closesAt = cancellation.closesAt ? formatKeralaDateTime(cancellation.closesAt, i18n.language) : null;

  if (booking.status === 'cancelled') {
    return (
      <p data-testid="cancelled-note" className={`${SECTION} flex items-start gap-2 text-lg`}>
        <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-emerald-700" />
        {t('booking.myBooking.cancel.done')}
      </p>
    );
  }
  if (booking.status === 'delivered') return null;
  if (!cancellation.open) {
    return closesAt ? (
      <p data-testid="cancel-closed" className={`${SECTION} text-stone-700`}>
        {t('booking.myBooking.cancel.closed', { closesAt })}
      </p>
    ) : null;
  }

  // What cancelling gives back now, from what is left after the refunds made: never the whole amount twice.
  const words = cancellationRefundWords(cancellation, bookingMoney(booking.totalPaise, booking.refunds));
  const refund = t(words.key, words.params);

  return (
    <section aria-labelledby="my-booking-cancel" className={SECTION}>
      <h2 id="my-booking-cancel" className="text-lg font-bold">
        {t('booking.myBooking.cancel.title')}
      </h2>
      <p className="mt-2 text-stone-800">{closesAt && t('booking.myBooking.cancel.openUntil', { closesAt })}</p>
      <p data-testid="cancel-refund" className="mt-1 font-semibold text-stone-900">
        {refund}
      </p>
      {cancel.isError && (
        <ErrorBanner className="mt-3" failure={describeFailure(cancel.error, t('booking.myBooking.cancel.failed'))} />
      )}
      <button type="button" onClick={() => setAsking(true)} className={`${button.secondary} mt-4`}>
        <CalendarX aria-hidden className="size-5" />
        {t('booking.myBooking.cancel.button')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('booking.myBooking.cancel.confirmTitle')}
          body={t('booking.myBooking.cancel.confirmText')}
          confirmLabel={t('booking.myBooking.cancel.confirm')}
          cancelLabel={t('booking.myBooking.cancel.keep')}
          busyLabel={t('booking.myBooking.cancel.cancelling')}
          busy={cancel.isPending}
          closeOnBack
          onCancel={() => setAsking(false)}
          onConfirm={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
        >
          <p className="font-semibold text-stone-900">{refund}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

const REFUND_LOOK: Record<MyBooking['refunds'][number]['status'], string> = {
  requested: 'bg-amber-50 ring-amber-300 text-amber-950',
  pending: 'bg-amber-50 ring-amber-300 text-amber-950',
  processed: 'bg-emerald-50 ring-emerald-300 text-emerald-950',
  failed: 'bg-red-50 ring-red-300 text-red-950',
};

/** Each refund of the booking and where it is: asked for, on its way, sent back, or failed. */
export function RefundLines({ refunds }: { refunds: MyBooking['refunds'] }) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="my-booking-refunds" className={SECTION}>
      <h2 id="my-booking-refunds" className="text-lg font-bold">
        {t('booking.myBooking.refunds.title')}
      </h2>
      <ul className="mt-2 space-y-2">
        {refunds.map((refund) => (
          <li
            key={refund.requestedAt + refund.amountPaise}
            data-testid="refund-line"
            className={`rounded-xl px-3 py-3 text-base font-semibold ring-1 ${REFUND_LOOK[refund.status]}`}
          >
            {t(`booking.myBooking.refunds.${refund.status}`, { amount: formatRupees(refund.amountPaise) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
