import { LoaderCircle, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { PRIMARY_BUTTON } from '#web/features/admin/components/settings-card.tsx';
import { useCreateCoupon } from '../api/create-coupon.ts';
import {
  checkNewCoupon,
  EMPTY_COUPON,
  serverCouponErrors,
  type CouponField,
  type CouponFormErrors,
} from '../model/coupon-form.ts';
import { CouponFields } from './coupon-fields.tsx';

/** A new code: checked by the server's own rules first, a refusal (a code that exists) beside its field. */
export function AddCouponForm({ onAdded }: { onAdded: (code: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.coupons' });
  const create = useCreateCoupon();
  const [values, setValues] = useState(EMPTY_COUPON);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  function change(field: CouponField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const form = submitted.currentTarget;
    const focusFirstProblem = () =>
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    setFailure(null);
    const check = checkNewCoupon(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstProblem();
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(check.value);
      setValues(EMPTY_COUPON);
      onAdded(created.code);
    } catch (error) {
      const fieldErrors = serverCouponErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        focusFirstProblem();
      } else setFailure(describeFailure(error, t('failed')));
    }
  }

  return (
    <form
      noValidate
      onSubmit={(submitted) => void submit(submitted)}
      aria-labelledby="add-coupon-title"
      className="mt-5 grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2"
    >
      <h3 id="add-coupon-title" className="font-semibold text-stone-900 sm:col-span-2">
        {t('addTitle')}
      </h3>
      <CouponFields values={values} errors={errors} onChange={change} withCode />
      {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
      <div className="sm:col-span-2">
        <button type="submit" disabled={create.isPending} className={`${PRIMARY_BUTTON} min-h-11`}>
          {create.isPending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <Plus aria-hidden className="size-4" />
          )}
          {t('add')}
        </button>
      </div>
    </form>
  );
}
