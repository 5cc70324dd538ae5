import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { OpenHold } from '#shared/schemas/holds.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { useHoldUntil } from './hold-until.ts';

interface ReleaseHoldDialogProps {
  hold: OpenHold;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Releasing a hold asks first: who, what it holds, until when, and that the gateway is asked before anything. */
export function ReleaseHoldDialog({ hold, busy, onConfirm, onCancel }: ReleaseHoldDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.holds.dialog' });
  const holdUntil = useHoldUntil();
  return (
    <ConfirmDialog
      title={t('title')}
      body={t('body', { name: hold.name })}
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      busyLabel={t('releasing')}
      busy={busy}
      closeOnBack
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-xl bg-stone-50 p-3 text-stone-800 ring-1 ring-stone-200">
        <dt className="text-stone-600">{t('customer')}</dt>
        <dd className="font-semibold [overflow-wrap:anywhere]">{hold.name}</dd>
        <dt className="text-stone-600">{t('phone')}</dt>
        <dd className="font-semibold [overflow-wrap:anywhere]">{hold.phone}</dd>
        <dt className="text-stone-600">{t('amount')}</dt>
        <dd className="font-semibold tabular-nums">{formatRupees(hold.amountPaise)}</dd>
        <dt className="text-stone-600">{t('until')}</dt>
        <dd className="font-semibold tabular-nums">{holdUntil(hold.expiresAt)}</dd>
      </dl>
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">{t('checkFirst')}</p>
      <p className="font-medium text-stone-900">{t('slotsBack', { count: hold.units })}</p>
    </ConfirmDialog>
  );
}
