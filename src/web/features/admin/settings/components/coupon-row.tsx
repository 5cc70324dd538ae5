import { Pencil } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import type { Coupon, CouponChange } from '#shared/schemas/coupons.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '#web/features/admin/components/settings-card.tsx';
import { useUpdateCoupon } from '../api/update-coupon.ts';
import {
  checkCouponChange,
  couponForm,
  serverCouponErrors,
  type CouponField,
  type CouponFormErrors,
} from '../model/coupon-form.ts';
import { CouponFields } from './coupon-fields.tsx';

const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** One code: its percentage, last day, uses and state; Edit opens its fields, and it is (de)activated in one press. */
export function CouponRow({ coupon, onDone }: { coupon: Coupon; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminSettings.coupons' });
  const update = useUpdateCoupon();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => couponForm(coupon));
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const { code } = coupon;
  const ended = coupon.endsOn !== null && todayInKerala() > coupon.endsOn;
  const usedUp = coupon.useLimit !== null && coupon.uses >= coupon.useLimit;

  /** Sends the change; a refusal naming a field goes beside it, any other below the row. */
  async function send(change: CouponChange, success: string): Promise<boolean> {
    setFailure(null);
    try {
      await update.mutateAsync({ id: coupon.id, change });
      onDone(success);
      return true;
    } catch (error) {
      const fieldErrors = editing ? serverCouponErrors(error) : null;
      if (fieldErrors) setErrors(fieldErrors);
      else setFailure(describeFailure(error, t('failed')));
      return false;
    }
  }

  function toggleActive() {
    const { discountPercent, endsOn, useLimit } = coupon;
    void send(
      { discountPercent, endsOn, useLimit, active: !coupon.active },
      t(coupon.active ? 'deactivated' : 'reactivated', { code }),
    );
  }

  function openEditor() {
    setValues(couponForm(coupon));
    setErrors({});
    setEditing((open) => !open);
  }

  function change(field: CouponField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function save(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const form = submitted.currentTarget;
    const check = checkCouponChange(values, coupon.active);
    if (!check.ok) {
      setErrors(check.errors);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (await send(check.value, t('saved', { code }))) setEditing(false);
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
          <button type="button" onClick={openEditor} aria-expanded={editing} className={`${SECONDARY_BUTTON} min-h-11`}>
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </button>
          <button
            type="button"
            disabled={update.isPending}
            onClick={toggleActive}
            className={`${coupon.active ? DANGER_BUTTON : SECONDARY_BUTTON} min-h-11`}
          >
            {activeLabel}
          </button>
        </div>
      </div>
      {editing && (
        <form
          noValidate
          onSubmit={(submitted) => void save(submitted)}
          aria-label={t('editTitle', { code })}
          className="mt-3 grid gap-3 border-t border-stone-200 pt-3 sm:grid-cols-3"
        >
          <CouponFields values={values} errors={errors} onChange={change} />
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <button type="submit" disabled={update.isPending} className={`${PRIMARY_BUTTON} min-h-11 text-sm`}>
              {t('save')}
            </button>
            <button type="button" onClick={() => setEditing(false)} className={`${SECONDARY_BUTTON} min-h-11`}>
              {t('cancel')}
            </button>
          </div>
        </form>
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
