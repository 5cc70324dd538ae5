import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { OpenHold } from '#shared/schemas/holds.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { DialogFacts } from './dialog-facts.tsx';
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
      <DialogFacts
        facts={[
          { label: t('customer'), value: hold.name },
          { label: t('phone'), value: hold.phone },
          { label: t('amount'), value: formatRupees(hold.amountPaise), valueClass: 'tabular-nums' },
          { label: t('until'), value: holdUntil(hold.expiresAt), valueClass: 'tabular-nums' },
        ]}
      />
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">{t('checkFirst')}</p>
      <p className="font-medium text-stone-900">{t('slotsBack', { count: hold.units })}</p>
    </ConfirmDialog>
  );
}
