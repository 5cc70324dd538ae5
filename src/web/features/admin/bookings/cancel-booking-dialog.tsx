import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { bookingMoney } from '#shared/domain/booking-state.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { AdminBooking, RefundRequest } from '#shared/schemas/bookings.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { TextField } from '#web/components/fields.tsx';
import { DialogFacts } from './dialog-facts.tsx';
import { readRefundInput, type RefundProblems } from './refund-input.ts';

interface CancelBookingDialogProps {
  booking: AdminBooking;
  busy: boolean;
  /** With the refund the owner chose, or none (unticked, or nothing left to refund). */
  onConfirm: (refund: RefundRequest | null) => void;
  onCancel: () => void;
}

/**
 * Cancelling a paid booking asks first: who, which booking, what was paid, what is left to refund,
 * and what happens to the slots. It offers to refund what is left (all of it unless the owner changes
 * the amount or unticks the box).
 */
export function CancelBookingDialog({ booking, busy, onConfirm, onCancel }: CancelBookingDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.cancelDialog' });
  const { t: tAll } = useTranslation();
  const slots = booking.items.reduce((sum, line) => sum + line.quantity, 0);
  const money = bookingMoney(booking.amountPaise, booking.refunds);
  const [refunding, setRefunding] = useState(money.leftPaise > 0);
  const [amount, setAmount] = useState(String(money.leftPaise / 100));
  const [reason, setReason] = useState(() => t('defaultReason'));
  const [problems, setProblems] = useState<RefundProblems>({});
  const checkboxId = useId();

  const confirm = () => {
    if (!refunding || money.leftPaise === 0) {
      onConfirm(null);
      return;
    }
    const checked = readRefundInput(amount, reason, tAll);
    const tooMuch = checked.amountPaise !== undefined && checked.amountPaise > money.leftPaise;
    setProblems(
      tooMuch ? { amount: t('refundAmountHint', { left: formatRupees(money.leftPaise) }) } : (checked.problems ?? {}),
    );
    if (checked.request && !tooMuch) onConfirm(checked.request);
  };

  return (
    <ConfirmDialog
      title={t('title')}
      body={t('body', { reference: booking.bookingId })}
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      busyLabel={t('cancelling')}
      busy={busy}
      closeOnBack
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <DialogFacts
        facts={[
          { label: t('customer'), value: booking.name },
          { label: t('reference'), value: booking.bookingId, valueClass: 'font-mono' },
          { label: t('paid'), value: formatRupees(money.paidPaise), valueClass: 'tabular-nums', testId: 'cancel-paid' },
          ...(money.refundedPaise > 0
            ? [
                {
                  label: t('refundedSoFar'),
                  value: formatRupees(money.refundedPaise),
                  valueClass: 'tabular-nums',
                  testId: 'cancel-refunded',
                },
              ]
            : []),
          {
            label: t('leftToRefund'),
            value: formatRupees(money.leftPaise),
            valueClass: 'tabular-nums',
            testId: 'cancel-left',
          },
        ]}
      />
      <p className="font-medium text-stone-900">{t('slotsBack', { count: slots })}</p>
      {money.leftPaise === 0 ? (
        <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-800 ring-1 ring-stone-200">
          {t('nothingLeft', { refunded: formatRupees(money.refundedPaise) })}
        </p>
      ) : (
        <div className="space-y-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={refunding}
              disabled={busy}
              onChange={(event) => setRefunding(event.target.checked)}
              className="size-5 accent-amber-700"
            />
            <label htmlFor={checkboxId} className="font-semibold text-stone-900">
              {t('refund')}
            </label>
          </div>
          {refunding ? (
            <>
              <TextField
                label={t('refundAmount')}
                inputMode="decimal"
                value={amount}
                disabled={busy}
                onChange={(event) => setAmount(event.target.value)}
                hint={t('refundAmountHint', { left: formatRupees(money.leftPaise) })}
                error={problems.amount}
              />
              <TextField
                label={t('refundReason')}
                value={reason}
                maxLength={300}
                disabled={busy}
                onChange={(event) => setReason(event.target.value)}
                error={problems.reason}
              />
            </>
          ) : (
            <p className="text-sm text-amber-950">{t('refundOutside')}</p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
