import { CircleAlert, CircleCheck, RefreshCw, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { ReconciliationPass, UnbookedPayment } from '#shared/schemas/payments.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { compactButton } from '#web/components/buttons.ts';
import { ErrorBanner, SuccessBanner, useFlash } from '#web/components/status-banners.tsx';
import { describeFailure, useProblemText } from '#web/lib/problem-text.ts';
import { DialogFacts } from '#web/features/admin/bookings/dialog-facts.tsx';
import { useFormatDateTime } from '#web/features/admin/bookings/format-date-time.ts';
import { usePaymentsCheck } from './api/get-payments-check.ts';
import { useRefundUnbookedPayment } from './api/refund-unbooked-payment.ts';
import { useRunReconciliation } from './api/run-reconciliation.ts';

/**
 * No payment without a booking: when the server last asked the gateway about paid orders and what it
 * found, a button to ask now, and the payments it could not book, each with its refund.
 */
export function PaymentsCheckPanel() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.payments' });
  const titleId = useId();
  const check = usePaymentsCheck();
  const run = useRunReconciliation();
  const flash = useFlash();
  const problemText = useProblemText();

  let body;
  if (check.isPending) {
    body = (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('loading')}</span>
        <div aria-hidden className="h-20 animate-pulse rounded-xl bg-stone-100" />
      </div>
    );
  } else if (!check.data) {
    body = (
      <ErrorBanner
        failure={describeFailure(check.error, t('loadFailed'))}
        retry={{ label: t('retry'), onRetry: () => void check.refetch() }}
      />
    );
  } else {
    body = (
      <>
        {check.isError && <ErrorBanner failure={describeFailure(check.error, t('loadFailed'))} className="mb-3" />}
        <LastPass pass={check.data.lastPass} />
        <UnbookedList payments={check.data.unbooked} />
      </>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      data-testid="payments-check"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id={titleId} className="text-lg font-bold text-stone-900">
            {t('title')}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{t('intro')}</p>
        </div>
        <button
          type="button"
          disabled={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: (reply) => flash.show(t('ranNow', { count: reply.booked.length })),
            })
          }
          className={`${compactButton.secondary} w-full sm:w-auto`}
        >
          <RefreshCw aria-hidden className={`size-4 ${run.isPending ? 'animate-spin' : ''}`} />
          {run.isPending ? t('running') : t('runNow')}
        </button>
      </div>
      <div className="mt-3 space-y-3">
        {/* Only while there is something to say: an empty live region would read as a screen still loading. */}
        {flash.message && <SuccessBanner message={flash.message} />}
        {run.isError && (
          <ErrorBanner failure={{ title: problemText(run.error, t('runFailed')) }} onDismiss={() => run.reset()} />
        )}
        {body}
      </div>
    </section>
  );
}

function LastPass({ pass }: { pass: ReconciliationPass | null }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.payments' });
  const formatDateTime = useFormatDateTime();
  if (!pass) return <p className="text-stone-600">{t('neverRun')}</p>;
  return (
    <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200" data-testid="last-pass">
      <p className="font-semibold text-stone-900 [overflow-wrap:anywhere]">
        {t('lastPass', { time: formatDateTime(pass.ranAt) })}
      </p>
      <p className="text-stone-700">{t('result', { booked: pass.booked, count: pass.unmatched })}</p>
      {pass.unreachable > 0 && (
        <p className="mt-1 text-sm text-amber-900">{t('unreachable', { count: pass.unreachable })}</p>
      )}
    </div>
  );
}

function UnbookedList({ payments }: { payments: UnbookedPayment[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.payments' });
  const [refunding, setRefunding] = useState<UnbookedPayment | null>(null);
  const refund = useRefundUnbookedPayment();
  const problemText = useProblemText();
  const listId = useId();
  return (
    <div>
      <h4 id={listId} className="font-bold text-stone-900">
        {t('listTitle')}
      </h4>
      {refund.isError && (
        <ErrorBanner
          className="mt-2"
          failure={{ title: problemText(refund.error, t('refundFailed')) }}
          onDismiss={() => refund.reset()}
        />
      )}
      {payments.length === 0 ? (
        <p className="mt-1 flex items-center gap-1.5 text-stone-600">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-600" />
          {t('empty')}
        </p>
      ) : (
        <ul aria-labelledby={listId} className="mt-2 divide-y divide-stone-100">
          {payments.map((payment) => (
            <UnbookedRow key={payment.id} payment={payment} onRefund={() => setRefunding(payment)} />
          ))}
        </ul>
      )}
      {refunding && (
        <RefundDialog
          payment={refunding}
          busy={refund.isPending}
          onCancel={() => setRefunding(null)}
          onConfirm={() => refund.mutate(refunding.id, { onSettled: () => setRefunding(null) })}
        />
      )}
    </div>
  );
}

function UnbookedRow({ payment, onRefund }: { payment: UnbookedPayment; onRefund: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.payments' });
  const formatDateTime = useFormatDateTime();
  const amount = formatRupees(payment.amountPaise);
  return (
    <li data-payment={payment.paymentId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <dl className="grid min-w-0 flex-1 basis-56 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-stone-600">{t('amount')}</dt>
        <dd className="text-base font-bold text-stone-900 tabular-nums">{amount}</dd>
        <dt className="text-stone-600">{t('phone')}</dt>
        <dd className="[overflow-wrap:anywhere] text-stone-900 tabular-nums">{payment.phone ?? t('noPhone')}</dd>
        <dt className="text-stone-600">{t('paidAt')}</dt>
        <dd className="[overflow-wrap:anywhere] text-stone-900">{formatDateTime(payment.paidAt)}</dd>
        <dd className="col-span-2 flex items-start gap-1.5 text-amber-900">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            {t(`reasons.${payment.reason}`)} · {t('order', { orderId: payment.orderId })}
          </span>
        </dd>
      </dl>
      {payment.refundedAt ? (
        <p className="flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-950">
          <CircleCheck aria-hidden className="size-4 shrink-0" />
          {t('refunded', { time: formatDateTime(payment.refundedAt) })}
        </p>
      ) : (
        <button type="button" onClick={onRefund} className={`${compactButton.primary} w-full sm:w-auto`}>
          <Undo2 aria-hidden className="size-4" />
          {t('refund', { amount })}
        </button>
      )}
    </li>
  );
}

function RefundDialog({
  payment,
  busy,
  onConfirm,
  onCancel,
}: {
  payment: UnbookedPayment;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.payments' });
  const formatDateTime = useFormatDateTime();
  const amount = formatRupees(payment.amountPaise);
  return (
    <ConfirmDialog
      title={t('refundDialog.title')}
      body={t('refundDialog.body', { amount })}
      confirmLabel={t('refundDialog.confirm')}
      cancelLabel={t('refundDialog.keep')}
      busyLabel={t('refundDialog.refunding')}
      busy={busy}
      closeOnBack
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <DialogFacts
        facts={[
          { label: t('amount'), value: amount, valueClass: 'tabular-nums' },
          { label: t('phone'), value: payment.phone ?? t('noPhone') },
          { label: t('paidAt'), value: formatDateTime(payment.paidAt) },
        ]}
      />
    </ConfirmDialog>
  );
}
