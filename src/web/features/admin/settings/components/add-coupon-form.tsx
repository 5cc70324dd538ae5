import { LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { placeRefusal, useSchemaForm } from '#web/lib/schema-form.ts';
import { newCouponSchema } from '#shared/schemas/coupons.ts';
import { compactButton } from '#web/components/buttons.ts';
import { ErrorBanner, type Failure } from '#web/components/status-banners.tsx';
import { useCreateCoupon } from '../api/create-coupon.ts';
import { NEW_COUPON } from '../model/coupon-form.ts';
import { CouponFields } from './coupon-fields.tsx';

/** A new code: checked by the server's own schema first, a refusal (a code that exists) beside its field. */
export function AddCouponForm({ onAdded }: { onAdded: (code: string) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.coupons' });
  const create = useCreateCoupon();
  const form = useSchemaForm(newCouponSchema, NEW_COUPON);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = form.handleSubmit(
    async (coupon) => {
      setFailure(null);
      try {
        const created = await create.mutateAsync(coupon);
        form.reset();
        onAdded(created.code);
      } catch (error) {
        if (!placeRefusal(form, error)) setFailure(describeFailure(error, t('failed')));
      }
    },
    () => setFailure(null),
  );

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
      <CouponFields form={form} withCode />
      {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
      <div className="sm:col-span-2">
        <button type="submit" disabled={create.isPending} className={compactButton.primary}>
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
