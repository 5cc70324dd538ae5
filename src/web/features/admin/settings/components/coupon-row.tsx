import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { placeRefusal, useSchemaForm } from '#web/lib/schema-form.ts';
import { formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import { couponChangeSchema, type Coupon, type CouponChange } from '#shared/schemas/coupons.ts';
import { compactButton } from '#web/components/buttons.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { useUpdateCoupon } from '../api/update-coupon.ts';
import { couponChange } from '../model/coupon-form.ts';
import { CouponFields } from './coupon-fields.tsx';

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** One code: its percentage, last day, uses and state; Edit opens its fields, and it is (de)activated in one press. */
export function CouponRow({ coupon, onDone }: { coupon: Coupon; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminSettings.coupons' });
  const update = useUpdateCoupon();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { code } = coupon;
  const ended = coupon.endsOn !== null && todayInKerala() > coupon.endsOn;
  const usedUp = coupon.useLimit !== null && coupon.uses >= coupon.useLimit;

  /** Sends the change; a refusal `placed` beside a field stays there, any other goes below the row. */
  async function send(change: CouponChange, success: string, placed = (_error: unknown) => false): Promise<boolean> {
    setFailure(null);
    try {
      await update.mutateAsync({ id: coupon.id, change });
      onDone(success);
      return true;
    } catch (error) {
      if (!placed(error)) setFailure(describeFailure(error, t('failed')));
      return false;
    }
  }

  function toggleActive() {
    void send(
      { ...couponChange(coupon), active: !coupon.active },
      t(coupon.active ? 'deactivated' : 'reactivated', { code }),
    );
  }

  const activeLabel = coupon.active ? t('deactivate') : t('reactivate');
  return (
    <li
      data-testid={`coupon-${code}`}
      className={`rounded-xl p-3 ring-1 ring-stone-200 ${coupon.active ? 'bg-white' : 'bg-stone-50'}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className={`min-w-0 ${coupon.active ? '' : 'opacity-70'}`}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-mono font-semibold break-all text-stone-900">{code}</span>
            <span className={`${BADGE} bg-amber-100 text-amber-900`}>
              {t('percentOff', { percent: coupon.discountPercent })}
            </span>
            <span
              className={`${BADGE} ${
                coupon.active ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-stone-700 text-white'
              }`}
            >
              {coupon.active ? t('active') : t('inactive')}
            </span>
            {ended && <span className={`${BADGE} bg-red-50 text-red-800 ring-1 ring-red-200`}>{t('ended')}</span>}
            {usedUp && <span className={`${BADGE} bg-red-50 text-red-800 ring-1 ring-red-200`}>{t('usedUp')}</span>}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-600">
            <span>
              {coupon.endsOn === null
                ? t('noEnd')
                : t('until', { date: formatEventDate(coupon.endsOn, i18n.language) })}
            </span>
            <span>
              {coupon.useLimit === null
                ? t('uses', { count: coupon.uses })
                : t('usesOfLimit', { count: coupon.uses, limit: coupon.useLimit })}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setEditing((open) => !open)}
            aria-expanded={editing}
            className={compactButton.secondary}
          >
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </button>
          <button
            type="button"
            disabled={update.isPending}
            onClick={toggleActive}
            className={coupon.active ? compactButton.dangerOutline : compactButton.secondary}
          >
            {activeLabel}
          </button>
        </div>
      </div>
      {editing && (
        <CouponEditor
          coupon={coupon}
          busy={update.isPending}
          onSave={(change, placed) => send(change, t('saved', { code }), placed)}
          onClose={() => setEditing(false)}
        />
      )}
      {failure && (
        <ErrorBanner
          className="mt-3"
          failure={failure}
          onDismiss={() => setFailure(null)}
          dismissLabel={i18n.t('adminSettings.dismiss')}
        />
      )}
    </li>
  );
}

/** A code's percentage, last day and limit, opened from its row; a refusal naming a field goes beside it. */
function CouponEditor({
  coupon,
  busy,
  onSave,
  onClose,
}: {
  coupon: Coupon;
  busy: boolean;
  onSave: (change: CouponChange, placed: (error: unknown) => boolean) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.coupons' });
  const form = useSchemaForm(couponChangeSchema, couponChange(coupon));
  const save = form.handleSubmit(async (change) => {
    if (await onSave(change, (error) => placeRefusal(form, error))) onClose();
  });
  return (
    <form
      noValidate
      onSubmit={(submitted) => void save(submitted)}
      aria-label={t('editTitle', { code: coupon.code })}
      className="mt-3 grid gap-3 border-t border-stone-200 pt-3 sm:grid-cols-3"
    >
      <CouponFields form={form} />
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <button type="submit" disabled={busy} className={compactButton.primary}>
          {t('save')}
        </button>
        <button type="button" onClick={onClose} className={compactButton.secondary}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
