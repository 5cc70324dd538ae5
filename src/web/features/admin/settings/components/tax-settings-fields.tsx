import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { documentNumber, financialYear, keralaDay } from '#shared/domain/gst.ts';
import type { businessSettingsSchema, BusinessSettings } from '#shared/schemas/settings.ts';
import { TAX_SETTINGS, type TaxSetting } from '#shared/schemas/tax-settings.ts';
import { TextField } from '#web/components/fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useFieldProblem } from '#web/lib/schema-form.ts';

const INPUTS: Record<TaxSetting, { type?: string; inputMode?: 'numeric' | 'decimal'; step?: string; wide?: boolean }> =
  {
    legalName: { wide: true },
    legalAddress: { wide: true },
    gstin: {},
    sacCode: { inputMode: 'numeric' },
    cgstPercent: { type: 'number', inputMode: 'decimal', step: '0.01' },
    sgstPercent: { type: 'number', inputMode: 'decimal', step: '0.01' },
    invoicePrefix: {},
  };

const AS_NUMBER = new Set<TaxSetting>(['cgstPercent', 'sgstPercent']);

type BusinessForm = UseFormReturn<z.input<typeof businessSettingsSchema>, unknown, BusinessSettings>;

/** The business settings a tax invoice needs (GSTIN, SAC, CGST and SGST, the numbers' prefix), with the rounding rule. */
export function TaxSettingsFields({ form }: { form: BusinessForm }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerInvoices' });
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const prefix = form.watch('invoicePrefix') || 'MND';
  const year = financialYear(keralaDay(new Date()));
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-stone-900">{t('settings.title')}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('settings.intro')}</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {TAX_SETTINGS.map((field) => {
          const { wide, ...input } = INPUTS[field];
          return (
            <TextField
              key={field}
              className={wide ? 'sm:col-span-2' : ''}
              label={t(`settings.${field}`)}
              hint={field === 'gstin' ? t('settings.gstinHint') : undefined}
              {...input}
              error={problem(errors[field])}
              {...form.register(field, AS_NUMBER.has(field) ? { valueAsNumber: true } : {})}
            />
          );
        })}
      </div>
      <p className="mt-2 text-sm text-stone-600">
        {t('settings.numbers', {
          example: documentNumber(prefix, year, 1),
          creditExample: documentNumber(`${prefix}-CN`, year, 1),
        })}
      </p>
      <p className="mt-1 text-sm text-stone-600">{t('rule')}</p>
    </fieldset>
  );
}
