import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { AdminBooking, BookingStatus, RefundRequest } from '#shared/schemas/bookings.ts';
import { useBookingStatusWords } from '#web/features/admin/components/status-badge.tsx';
import { useRefundBooking } from './api/refund-booking.ts';
import { useUpdateBookingStatus } from './api/update-booking-status.ts';
import type { StatusMessage } from './status-message.tsx';
import { pickAsksFirst } from './model/status-choices.ts';

/**
 * A booking's status change and what it says: a picked status changes at once, except Cancelled,
 * which asks first (`askingToCancel`) and then cancels with the refund the owner chose.
 */
export function useBookingStatusChange(booking: AdminBooking, onStatusMessage: (message: StatusMessage) => void) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const problemText = useProblemText();
  const statusName = useBookingStatusWords();
  const update = useUpdateBookingStatus();
  const refund = useRefundBooking();
  const [askingToCancel, setAskingToCancel] = useState(false);

  const sayUpdated = (changed: AdminBooking) =>
    onStatusMessage({
      kind: 'success',
      text: t('message.updated', { reference: changed.bookingId, status: statusName(changed.status) }),
    });
  // A refusal the server names (no slots left, or the money says no) is worded from its code.
  const sayUpdateFailed = (error: unknown) =>
    onStatusMessage({ kind: 'error', text: problemText(error, t('message.updateFailed')) });

  const refundCancelled = (changed: AdminBooking, request: RefundRequest) =>
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

  // Cancelled first (the slots go back on sale), then the refund the owner chose, under one key.
  const cancelWithRefund = (request: RefundRequest | null) =>
    update.mutate(
      { id: booking.id, status: 'cancelled' },
      {
        onSettled: () => setAskingToCancel(false),
        onSuccess: (changed) => (request ? refundCancelled(changed, request) : sayUpdated(changed)),
        onError: sayUpdateFailed,
      },
    );

  const pickStatus = (status: BookingStatus) => {
    if (pickAsksFirst(booking.status, status)) setAskingToCancel(true);
    else update.mutate({ id: booking.id, status }, { onSuccess: sayUpdated, onError: sayUpdateFailed });
  };

  return {
    pickStatus,
    /** The status shown: the one being saved, else the booking's. */
    shownStatus: update.isPending ? update.variables.status : booking.status,
    saving: update.isPending,
    askingToCancel,
    stopAsking: () => setAskingToCancel(false),
    cancelWithRefund,
    cancelling: update.isPending || refund.isPending,
  };
}
