import { CalendarDays, MapPin } from 'lucide-react';
import { deliveryAddress } from '#shared/domain/delivery-address.ts';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { bookingState, ownerTransitions } from '#shared/domain/booking-state.ts';
import { bookingMoneyTextKey } from '#shared/domain/booking-status-words.ts';
import type { AdminBooking, BookingStatus, RefundRequest } from '#shared/schemas/bookings.ts';
import { useRefundBooking } from './api/refund-booking.ts';
import { useUpdateBookingStatus } from './api/update-booking-status.ts';
import { useFormatDateTime } from './format-date-time.ts';
import type { StatusMessage } from './status-message.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { CustomerPhone } from './customer-phone.tsx';
import { RefundsSection } from './refunds-section.tsx';
import { FlagBadge, StatusBadge, useBookingStatusWords } from '#web/features/admin/components/status-badge.tsx';
import { EventDate } from '#web/components/event-date.tsx';

interface BookingCardProps {
  booking: AdminBooking;
  onStatusMessage: (message: StatusMessage) => void;
}

/**
 * One booking: who, where, what, how much, what the payment flow flagged, its status and money and who
 * changed it, and its refunds. The status select offers only the moves its state allows and says why
 * the others are not (booking-state.ts). Cancelling asks first and offers a refund (CancelBookingDialog);
 * every other status changes at once.
 */
export function BookingCard({ booking, onStatusMessage }: BookingCardProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const problemText = useProblemText();
  const formatDateTime = useFormatDateTime();
  const { t: tAll } = useTranslation();
  const update = useUpdateBookingStatus();
  const refund = useRefundBooking();
  const titleId = useId();
  const selectId = useId();
  const [askingToCancel, setAskingToCancel] = useState(false);
  const flagged = booking.flags.length > 0;
  const statusName = useBookingStatusWords();
  const address = deliveryAddress(booking);
  const state = bookingState(booking.status, booking.amountPaise, booking.refunds);
  const moves = ownerTransitions(state);
  const refusals = [
    ...new Set(
      moves.flatMap(({ transition }) =>
        transition.allowed ? [] : [tAll(transition.refusal.key, transition.refusal.params)],
      ),
    ),
  ];

  const changeStatus = (status: BookingStatus) =>
    update.mutate(
      { id: booking.id, status },
      {
        onSuccess: (changed) =>
          onStatusMessage({
            kind: 'success',
            text: t('message.updated', { reference: changed.bookingId, status: statusName(changed.status) }),
          }),
        // A refusal the server names (no slots left, or the money says no) is worded from its code.
        onError: (error) =>
          onStatusMessage({
            kind: 'error',
            text: problemText(error, t('message.updateFailed')),
          }),
      },
    );

  // Cancelled first (the slots go back on sale), then the refund the owner chose, under one key.
  const cancelWithRefund = (request: RefundRequest | null) =>
    update.mutate(
      { id: booking.id, status: 'cancelled' },
      {
        onSettled: () => setAskingToCancel(false),
        onSuccess: (changed) => {
          if (!request) {
            onStatusMessage({
              kind: 'success',
              text: t('message.updated', { reference: changed.bookingId, status: statusName(changed.status) }),
            });
            return;
          }
          refund.mutate(
            { id: changed.id, request, key: `admin_${crypto.randomUUID()}` },
            {
              onSuccess: (refunded) =>
                onStatusMessage({
                  kind: 'success',
                  text: t('message.cancelledAndRefunded', {
                    reference: refunded.bookingId,
                    amount: formatRupees(refunded.refunds.at(-1)?.amountPaise ?? 0),
                  }),
                }),
              onError: (error) =>
                onStatusMessage({
                  kind: 'error',
                  text: t('message.cancelledRefundFailed', {
                    reference: changed.bookingId,
                    reason: problemText(error, t('refunds.failed')),
                  }),
                }),
            },
          );
        },
        onError: (error) => onStatusMessage({ kind: 'error', text: problemText(error, t('message.updateFailed')) }),
      },
    );

  const pickStatus = (status: BookingStatus) => {
    if (status === 'cancelled' && booking.status !== 'cancelled') setAskingToCancel(true);
    else changeStatus(status);
  };

  return (
    <article
      aria-labelledby={titleId}
      data-booking={booking.bookingId}
      className={`flex h-full flex-col rounded-2xl p-4 shadow-sm ${
        booking.status === 'cancelled' ? 'bg-stone-50' : 'bg-white'
      } ${flagged ? 'ring-2 ring-red-300' : 'ring-1 ring-stone-200'}`}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-mono text-lg font-bold text-stone-900">
            <span className="sr-only">{t('card.reference')}: </span>
            {booking.bookingId}
          </h3>
          <p className="text-xs text-stone-500">{t('card.bookedAt', { date: formatDateTime(booking.createdAt) })}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={booking.status} />
          {state.money.state !== 'paid' && (
            <span
              data-money={state.money.state}
              className="inline-flex shrink-0 items-center rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-900 ring-1 ring-violet-300"
            >
              <span className="sr-only">{t('card.money')}: </span>
              {tAll(bookingMoneyTextKey(state.money.state))}
            </span>
          )}
        </div>
      </header>

      {flagged && (
        <ul aria-label={t('card.flagged')} className="mt-2 flex flex-wrap gap-1.5">
          {booking.flags.map((flag) => (
            <li key={flag} className="max-w-full">
              <FlagBadge flag={flag} />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-3 space-y-1.5 text-sm text-stone-800">
        <p className="break-words text-base font-semibold text-stone-900">{booking.name}</p>
        <CustomerPhone phone={booking.phone} />
        <p className="flex items-start gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
          <span className="sr-only">{t('card.address')}: </span>
          <span className="min-w-0 break-words">{address}</span>
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

      <div className="mt-3 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
        <h4 className="sr-only">{t('card.items')}</h4>
        <ul className="space-y-1">
          {booking.items.map((line) => (
            <li key={line.key} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {line.quantity} × {line.name}
              </span>
              <span className="shrink-0 tabular-nums text-stone-600">{formatRupees(line.linePaise)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 border-t border-stone-200 pt-2">
          <span className="font-semibold text-stone-900">
            {t('card.total')}
            {booking.discountApplied > 0 && (
              <span className="ml-2 text-xs font-medium text-emerald-700">
                {t('card.discount', { percent: booking.discountApplied })}
              </span>
            )}
          </span>
          <span className="font-bold tabular-nums text-stone-900" data-testid="booking-amount">
            {formatRupees(booking.amountPaise)}
          </span>
        </p>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
          {t('card.changeStatus')}
        </label>
        <select
          id={selectId}
          value={update.isPending ? update.variables.status : booking.status}
          disabled={update.isPending}
          onChange={(event) => pickStatus(event.target.value as BookingStatus)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200 disabled:bg-stone-100 sm:flex-none"
        >
          {moves.map(({ status, transition }) => (
            <option key={status} value={status} disabled={!transition.allowed}>
              {transition.allowed ? statusName(status) : t('card.statusNotAllowed', { status: statusName(status) })}
            </option>
          ))}
        </select>
        {update.isPending && <span className="text-sm text-stone-500">{t('card.saving')}</span>}
      </div>
      {refusals.map((reason) => (
        <p key={reason} data-testid="status-refusal" className="mt-1 text-sm text-stone-700">
          {reason}
        </p>
      ))}

      {booking.history.length > 0 && (
        <section className="mt-3 border-t border-stone-200 pt-2 text-sm">
          <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('card.history')}</h4>
          <ol className="mt-1 space-y-1">
            {booking.history.map((change, index) => (
              <li key={index} className="break-words">
                <span className="font-medium text-stone-900">
                  {t('card.historyEntry', { from: statusName(change.from), to: statusName(change.to) })}
                </span>{' '}
                <span className="text-stone-600">
                  {t('card.historyBy', { by: change.by, at: formatDateTime(change.at) })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <RefundsSection booking={booking} onStatusMessage={onStatusMessage} />

      <p className="mt-auto pt-3 text-xs break-all text-stone-400">
        {t('card.paymentId')}: <span className="font-mono">{booking.paymentId}</span>
      </p>
      {askingToCancel && (
        <CancelBookingDialog
          booking={booking}
          busy={update.isPending || refund.isPending}
          onCancel={() => setAskingToCancel(false)}
          onConfirm={cancelWithRefund}
        />
      )}
    </article>
  );
}
