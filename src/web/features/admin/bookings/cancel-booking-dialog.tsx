import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DialogFacts } from './dialog-facts.tsx';

interface CancelBookingDialogProps {
  booking: AdminBooking;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * The refund step, once refunds are made from this screen (a later issue). Until then the dialog
   * says that cancelling refunds nothing and the money goes back outside this screen.
   */
  refundSection?: ReactNode;
}

/** Cancelling a paid booking asks first: who, which booking, what was paid, and what happens to the slots. */
export function CancelBookingDialog({ booking, busy, onConfirm, onCancel, refundSection }: CancelBookingDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.cancelDialog' });
  const slots = booking.items.reduce((sum, line) => sum + line.quantity, 0);
  const paid = formatRupees(booking.amountPaise);
  return (
    <ConfirmDialog
      title={t('title')}
      body={t('body', { reference: booking.bookingId })}
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      busyLabel={t('cancelling')}
      busy={busy}
      closeOnBack
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogFacts
        facts={[
          { label: t('customer'), value: booking.name },
          { label: t('reference'), value: booking.bookingId, valueClass: 'font-mono' },
          { label: t('paid'), value: paid, valueClass: 'tabular-nums', testId: 'cancel-paid' },
        ]}
      />
      <p className="font-medium text-stone-900">{t('slotsBack', { count: slots })}</p>
      {refundSection ?? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">{t('refundOutside')}</p>
      )}
    </ConfirmDialog>
  );
}
