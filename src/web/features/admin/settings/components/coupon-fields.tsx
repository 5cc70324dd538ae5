import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem } from '#web/lib/schema-form.ts';
import { TextField } from '#web/components/fields.tsx';
import { COUPON_INPUTS, type CouponField } from '../model/coupon-form.ts';

interface CouponFieldsProps<Values extends FieldValues, Output> {
  /** A new coupon's form or a code's change form: both name their fields as the coupon's schemas do. */
  form: UseFormReturn<Values, unknown, Output>;
  /** Only a new coupon has its code typed: a code is never renamed. */
  withCode?: boolean;
}

/** A coupon's percentage, last day and use limit (and, for a new one, its code), each with its problem beside it. */
export function CouponFields<Values extends FieldValues, Output>({
  form,
  withCode = false,
}: CouponFieldsProps<Values, Output>) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.coupons' });
  const problem = useFieldProblem();
  const wired = (field: CouponField) => ({
    ...form.register(field as Path<Values>, COUPON_INPUTS[field]),
    error: problem(form.formState.errors[field] as FieldError | undefined),
  });
  return (
    <>
      {withCode && (
        <TextField
          label={t('code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          hint={t('codeHint')}
          {...wired('code')}
        />
      )}
      <TextField
        label={t('discountPercent')}
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        {...wired('discountPercent')}
      />
      <TextField label={t('endsOn')} type="date" hint={t('endsOnHint')} {...wired('endsOn')} />
      <TextField
        label={t('useLimit')}
        type="number"
        inputMode="numeric"
        min={1}
        hint={t('useLimitHint')}
        {...wired('useLimit')}
      />
    </>
  );
}
