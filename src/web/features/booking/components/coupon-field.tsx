import { LoaderCircle } from 'lucide-react';
import { TextField } from '#web/components/fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import type { CouponStatus } from './use-coupon.ts';
import { compactButton } from '#web/components/buttons.ts';

interface CouponFieldProps {
  value: string;
  status: CouponStatus;
  /** The field's own error (Pay with a code that is not valid), already worded. */
  error: string | null;
  onChange: (value: string) => void;
  onApply: () => void;
}

/** The coupon box, its Apply button (Enter applies too) and the server's word on the code. */
export function CouponField({ value, status, error, onChange, onApply }: CouponFieldProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking' });
  const problemText = useProblemText();
  const checking = status?.kind === 'checking';
  const apply = () => {
    if (!checking) onApply();
  };
  return (
    <section className="space-y-2">
      <div className="flex items-start gap-2">
        <TextField
          label={t('coupon')}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          className="min-w-0 flex-1 sm:max-w-64"
          value={value}
          error={error}
          onChange={(input) => onChange(input.target.value)}
          onKeyDown={(key) => {
            if (key.key === 'Enter') {
              key.preventDefault();
              apply();
            }
          }}
        />
        <button
          type="button"
          onClick={apply}
          aria-disabled={checking}
          className={`${compactButton.secondary} mt-6 aria-disabled:cursor-wait aria-disabled:opacity-70`}
        >
          {t('apply')}
        </button>
      </div>
      <p
        aria-live="polite"
        data-testid="coupon-status"
        className={`flex items-center gap-1.5 text-sm ${
          status?.kind === 'applied'
            ? 'text-emerald-700'
            : status?.kind === 'checking'
              ? 'text-stone-600'
              : 'text-red-700'
        }`}
      >
        {checking && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {checking && t('couponChecking')}
        {status?.kind === 'applied' && t('couponApplied', { percent: status.percent })}
        {status?.kind === 'invalid' && t('couponInvalid')}
        {status?.kind === 'refused' && t(`couponRefusal.${status.reason}`)}
        {/* Why the server could not say: its worded refusal (too many checks, no such event), else a general line. */}
        {status?.kind === 'problem' && problemText(status.failure, t('couponCheck.failed'))}
      </p>
    </section>
  );
}
