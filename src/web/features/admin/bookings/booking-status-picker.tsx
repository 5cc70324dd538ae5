import { useTranslation } from '#web/lib/i18n.ts';
import { bookingState, ownerTransitions } from '#shared/domain/booking-state.ts';
import type { AdminBooking, BookingStatus } from '#shared/schemas/bookings.ts';
import { SelectField } from '#web/components/fields.tsx';
import { useBookingStatusWords } from '#web/features/admin/components/status-badge.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import type { StatusMessage } from './status-message.tsx';
import { useBookingStatusChange } from './use-booking-status-change.ts';
import { statusOptions, statusRefusals } from './model/status-choices.ts';

interface BookingStatusPickerProps {
  booking: AdminBooking;
  onStatusMessage: (message: StatusMessage) => void;
}

/**
 * The status select: it offers only the moves the booking's state allows and says why the others are
 * not (booking-state.ts). Cancelling asks first and offers a refund (CancelBookingDialog); every other
 * status changes at once.
 */
export function BookingStatusPicker({ booking, onStatusMessage }: BookingStatusPickerProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings' });
  const { t: tAll } = useTranslation();
  const statusName = useBookingStatusWords();
  const change = useBookingStatusChange(booking, onStatusMessage);
  const moves = ownerTransitions(bookingState(booking.status, booking.amountPaise, booking.refunds));
  const options = statusOptions(moves, {
    status: statusName,
    notAllowed: (status) => t('card.statusNotAllowed', { status: statusName(status) }),
  });
  const refusals = statusRefusals(moves, (refusal) => tAll(refusal.key, refusal.params));

  return (
    <>
      <SelectField
        className="mt-3"
        label={t('card.changeStatus')}
        hint={change.saving ? t('card.saving') : null}
        value={change.shownStatus}
        disabled={change.saving}
        onChange={(event) => change.pickStatus(event.target.value as BookingStatus)}
        options={options}
      />
      {refusals.map((reason) => (
        <p key={reason} data-testid="status-refusal" className="mt-1 text-sm text-stone-700">
          {reason}
        </p>
      ))}
      {change.askingToCancel && (
        <CancelBookingDialog
          booking={booking}
          busy={change.cancelling}
          onCancel={change.stopAsking}
          onConfirm={change.cancelWithRefund}
        />
      )}
    </>
  );
}
