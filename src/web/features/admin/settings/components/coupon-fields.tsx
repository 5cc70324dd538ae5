import { useTranslation } from '#web/lib/i18n.ts';
import { TextField } from '#web/components/text-field.tsx';
import type { CouponField, CouponFormErrors, CouponFormValues } from '../model/coupon-form.ts';

interface CouponFieldsProps {
  values: CouponFormValues;
  /** Each field's problem as a text key. */
  errors: CouponFormErrors;
  onChange: (field: CouponField, value: string) => void;
  /** Only a new coupon has its code typed: a code is never renamed. */
  withCode?: boolean;
}

/** A coupon's percentage, last day and use limit (and, for a new one, its code), each with its error beside it. */
export function CouponFields({ values, errors, onChange, withCode = false }: CouponFieldsProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings.coupons' });
  const { t: say } = useTranslation();
  const error = (field: CouponField) => (errors[field] ? say(errors[field]) : null);
  return (
    <>
      {withCode && (
        <TextField
          label={t('code')}
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          hint={t('codeHint')}
          value={values.code}
          onChange={(input) => onChange('code', input.target.value)}
          error={error('code')}
        />
      )}
      <TextField
        label={t('discountPercent')}
        name="discountPercent"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        value={values.discountPercent}
        onChange={(input) => onChange('discountPercent', input.target.value)}
        error={error('discountPercent')}
      />
      <TextField
        label={t('endsOn')}
        name="endsOn"
        type="date"
        hint={t('endsOnHint')}
        value={values.endsOn}
        onChange={(input) => onChange('endsOn', input.target.value)}
        error={error('endsOn')}
      />
      <TextField
        label={t('useLimit')}
        name="useLimit"
        type="number"
        inputMode="numeric"
        min={1}
        hint={t('useLimitHint')}
        value={values.useLimit}
        onChange={(input) => onChange('useLimit', input.target.value)}
        error={error('useLimit')}
      />
    </>
  );
}
