import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { formatRupees } from '#shared/domain/money.ts';
import type { AdminBooking } from '#shared/schemas/bookings.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { compactButton } from '#web/components/buttons.ts';
import { TextField } from '#web/components/fields.tsx';
import { useRefundBooking } from './api/refund-booking.ts';
import { useFormatDateTime } from './format-date-time.ts';
import { refundFormSchema, refundRequestOf } from './refund-input.ts';
import type { StatusMessage } from './status-message.tsx';

const STATUS_LOOK: Record<AdminBooking['refunds'][number]['status'], string> = {
  requested: 'bg-amber-100 text-amber-950',
  pending: 'bg-amber-100 text-amber-950',
  processed: 'bg-emerald-100 text-emerald-950',
  failed: 'bg-red-100 text-red-950',
};

/** A booking's refunds with where each is, and the admin's Refund: all that is left, or a part, with a reason. */
export function RefundsSection({
  booking,
  onStatusMessage,
}: {
  booking: AdminBooking;
  onStatusMessage: (message: StatusMessage) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.refunds' });
  const formatDateTime = useFormatDateTime();
  const [open, setOpen] = useState(false);
  const refundedPaise = booking.amountPaise - booking.refundablePaise;
  const refundable = booking.refundablePaise > 0;
  if (booking.refunds.length === 0 && !refundable) return null;

  return (
    <section className="mt-3 border-t border-stone-200 pt-2 text-sm" data-testid="booking-refunds">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('title')}</h4>
        {booking.refunds.length > 0 && (
          <span className="text-sm font-medium text-stone-800">
            {t('summary', { refunded: formatRupees(refundedPaise), paid: formatRupees(booking.amountPaise) })}
          </span>
        )}
      </div>
      {booking.refunds.length > 0 && (
        <ol className="mt-1 space-y-1.5">
          {booking.refunds.map((refund) => (
            <li key={refund.id} className="break-words">
              <span className={`mr-2 rounded-md px-1.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[refund.status]}`}>
                {t(`status.${refund.status}`)}
              </span>
              <span className="font-medium text-stone-900">
                {t('entry', { amount: formatRupees(refund.amountPaise), reason: refund.reason })}
              </span>{' '}
              <span className="text-stone-600">{t('by', { by: refund.by, at: formatDateTime(refund.at) })}</span>
              {refund.lastError && refund.status !== 'processed' && (
                <span className="block text-red-800">{t('gatewaySaid', { error: refund.lastError })}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      {open && refundable ? (
        <RefundForm booking={booking} onDone={() => setOpen(false)} onStatusMessage={onStatusMessage} />
      ) : (
        refundable && (
          <button type="button" onClick={() => setOpen(true)} className={`${compactButton.secondary} mt-2`}>
            <Undo2 aria-hidden className="size-4" />
            {t('open')}
          </button>
        )
      )}
    </section>
  );
}

function RefundForm({
  booking,
  onDone,
  onStatusMessage,
}: {
  booking: AdminBooking;
  onDone: () => void;
  onStatusMessage: (message: StatusMessage) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.refunds' });
  const problemText = useProblemText();
  const fieldProblem = useFieldProblem();
  const refund = useRefundBooking();
  // One key per form: a second tap, or a retry after a lost answer, refunds nothing more.
  const [key] = useState(() => `admin_${crypto.randomUUID()}`);
  const form = useSchemaForm(refundFormSchema, { amount: '', reason: '' });
  const errors = form.formState.errors;
  const formId = useId();

  const submit = form.handleSubmit(() =>
    refund.mutate(
      { id: booking.id, request: refundRequestOf(form.getValues()), key },
      {
        onSuccess: (changed) => {
          const latest = changed.refunds.at(-1);
          onStatusMessage({
            kind: 'success',
            text: t('done', { amount: formatRupees(latest?.amountPaise ?? 0), reference: changed.bookingId }),
          });
          onDone();
        },
        onError: (error) => {
          // The server's refusal of the amount or the reason goes beside that field.
          const field = error instanceof ApiError && error.code ? error.field : undefined;
          if (field === 'amount' || field === 'reason') {
            form.setError(field, { type: 'server', message: problemText(error, t('failed')) }, { shouldFocus: true });
            return;
          }
          onStatusMessage({ kind: 'error', text: problemText(error, t('failed')) });
        },
      },
    ),
  );
  /** The schema's problems are text keys; the server's refusal is already worded. */
  const problem = (error: FieldError | undefined) => (error?.type === 'server' ? error.message : fieldProblem(error));

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-2 grid gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <TextField
        label={t('amount')}
        inputMode="decimal"
        placeholder={String(booking.refundablePaise / 100)}
        hint={t('amountHint', { left: formatRupees(booking.refundablePaise) })}
        error={problem(errors.amount)}
        {...form.register('amount')}
      />
      <TextField label={t('reason')} maxLength={300} error={problem(errors.reason)} {...form.register('reason')} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={refund.isPending} className={compactButton.danger}>
          {refund.isPending ? t('submitting') : t('submit')}
        </button>
        <button type="button" onClick={onDone} disabled={refund.isPending} className={compactButton.secondary}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
