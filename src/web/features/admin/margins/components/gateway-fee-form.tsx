import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { basisPointsText } from '#shared/domain/margin.ts';
import { compactButton } from '#web/components/buttons.ts';
import { TextField } from '#web/components/fields.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import { useMarginSettings, useSaveGatewayFee } from '../api/margin-settings.ts';
import { feeFormSchema, feeFormValues } from '../model/margin-forms.ts';
import type { GatewayFee } from '#shared/domain/margin.ts';

/** The gateway's fee as it stands, and the form that changes it (percentages typed with two decimals at most). */
export function GatewayFeeSection() {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerMargin.fee' });
  const settings = useMarginSettings();
  const [open, setOpen] = useState(false);
  const fee = settings.data?.fee;
  return (
    <section
      aria-labelledby="gateway-fee-title"
      className="space-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h3 id="gateway-fee-title" className="text-lg font-bold text-stone-900">
        {t('title')}
      </h3>
      {fee && (
        <p data-testid="gateway-fee" className="text-stone-800">
          {t('current', { percent: basisPointsText(fee.percentBasisPoints), gst: basisPointsText(fee.gstBasisPoints) })}
        </p>
      )}
      <p className="text-sm text-stone-600">{t('razorpay')}</p>
      {fee && !open && (
        <button type="button" onClick={() => setOpen(true)} className={`${compactButton.secondary} min-h-12`}>
          {t('change')}
        </button>
      )}
      {fee && open && <FeeForm fee={fee} onSaved={() => setOpen(false)} />}
    </section>
  );
}

function FeeForm({ fee, onSaved }: { fee: GatewayFee; onSaved: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerMargin.fee' });
  const problem = useFieldProblem();
  const save = useSaveGatewayFee();
  const form = useSchemaForm(feeFormSchema, feeFormValues(fee));
  const [failure, setFailure] = useState<Failure | null>(null);
  const saved = useFlash();
  const { errors } = form.formState;
  const fieldOf = (field: string) => ({ percentBasisPoints: 'percent', gstBasisPoints: 'gst' })[field];
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      saved.show(t('saved'));
      onSaved();
    } catch (error) {
      if (!placeRefusal(form, error, fieldOf)) setFailure(describeFailure(error, t('saveFailed')));
    }
  });
  return (
    <form noValidate onSubmit={(submitted) => void submit(submitted)} className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('percent')}
        inputMode="decimal"
        error={problem(errors.percent)}
        {...form.register('percent')}
      />
      <TextField label={t('gst')} inputMode="decimal" error={problem(errors.gst)} {...form.register('gst')} />
      <div className="sm:col-span-2">
        <button type="submit" disabled={save.isPending} className={`${compactButton.primary} min-h-12`}>
          {save.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {t('save')}
        </button>
      </div>
      {failure && <ErrorBanner className="sm:col-span-2" failure={failure} />}
      <SuccessBanner message={saved.message} />
    </form>
  );
}
