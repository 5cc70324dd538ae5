import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import { placeRefusal, useFieldProblem, useSchemaForm } from '#web/lib/schema-form.ts';
import type { z } from 'zod';
import { businessSettingsSchema, type BusinessSettings } from '#shared/schemas/settings.ts';
import { TextField } from '#web/components/fields.tsx';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { STOREFRONT_PICTURES, type StorefrontPicture } from '#shared/content/storefront-pictures.ts';
import { PictureField } from '../../components/picture-field.tsx';
import { useAdminBusinessSettings } from '../api/get-business-settings.ts';
import { useSaveBusinessSettings } from '../api/save-business-settings.ts';
import { BUSINESS_INPUTS, type BusinessField } from '../model/business-settings-form.ts';
import { LoadingLine, SaveButton, SettingsCard } from '#web/features/admin/components/settings-card.tsx';
import type { TaxSetting } from '#shared/schemas/tax-settings.ts';
import { TaxSettingsFields } from './tax-settings-fields.tsx';

/** How each field is typed in: the right keyboard on a phone, and sensible browser hints. */
type TextSetting = Exclude<BusinessField, StorefrontPicture | TaxSetting>;

const INPUTS: Record<TextSetting, { type?: string; inputMode?: 'numeric' | 'tel' | 'email'; autoComplete?: string }> = {
  city: { autoComplete: 'address-level2' },
  contactEmail: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  registrationNumber: {},
  sellerWhatsApp: { type: 'tel', inputMode: 'tel' },
  peoplePerOrder: { type: 'number', inputMode: 'numeric' },
  maxPerItem: { type: 'number', inputMode: 'numeric' },
  festivalSpecialText: {},
  festivalSpecialDate: {},
  festivalSpecialTextMl: {},
  festivalSpecialDateMl: {},
  cancelCutoffHours: { type: 'number', inputMode: 'numeric' },
  fullRefundHours: { type: 'number', inputMode: 'numeric' },
  partRefundHours: { type: 'number', inputMode: 'numeric' },
  partRefundPercent: { type: 'number', inputMode: 'numeric' },
};

const GROUPS: {
  title: 'contact' | 'orders' | 'cancellation' | 'festival';
  fields: TextSetting[];
  hint?: 'cancellationHint';
}[] = [
  { title: 'contact', fields: ['city', 'contactEmail', 'phone', 'sellerWhatsApp', 'registrationNumber'] },
  { title: 'orders', fields: ['peoplePerOrder', 'maxPerItem'] },
  {
    title: 'cancellation',
    hint: 'cancellationHint',
    fields: ['cancelCutoffHours', 'fullRefundHours', 'partRefundHours', 'partRefundPercent'],
  },
  {
    title: 'festival',
    fields: ['festivalSpecialText', 'festivalSpecialDate', 'festivalSpecialTextMl', 'festivalSpecialDateMl'],
  },
];

/** Business details the storefront shows and uses (GET /api/settings/admin, PUT /api/settings). */
export function BusinessSettingsSection() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const settings = useAdminBusinessSettings();

  let body;
  if (settings.isPending) {
    body = <LoadingLine text={t('loading')} />;
  } else if (settings.isError) {
    body = (
      <ErrorBanner
        failure={describeFailure(settings.error, t('business.loadFailed'))}
        retry={{ label: t('retry'), onRetry: () => void settings.refetch() }}
      />
    );
  } else {
    body = <BusinessSettingsForm settings={settings.data} />;
  }

  return (
    <SettingsCard id="settings-business" title={t('business.title')} intro={t('business.intro')}>
      {body}
    </SettingsCard>
  );
}

function BusinessSettingsForm({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const save = useSaveBusinessSettings();
  const flash = useFlash();
  const form = useSchemaForm(businessSettingsSchema, settings);
  const problem = useFieldProblem();
  const { errors } = form.formState;
  const [failure, setFailure] = useState<Failure | null>(null);
  const [uploading, setUploading] = useState(0);

  const submit = form.handleSubmit(
    async (changed) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync(changed);
        form.reset(saved.data);
        flash.show(t('business.saved'));
      } catch (error) {
        if (!placeRefusal(form, error)) setFailure(describeFailure(error, t('business.failed')));
      }
    },
    () => setFailure(null),
  );

  return (
    <form noValidate onSubmit={(submitted) => void submit(submitted)} className="grid gap-5">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="min-w-0">
          <legend className="text-base font-semibold text-stone-900">{t(`business.${group.title}`)}</legend>
          {group.hint && <p className="mt-1 text-sm text-stone-600">{t(`business.${group.hint}`)}</p>}
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <TextField
                key={field}
                className={field === 'festivalSpecialText' ? 'sm:col-span-2' : ''}
                label={t(`business.${field}`)}
                {...INPUTS[field]}
                placeholder={field === 'sellerWhatsApp' ? t('business.sellerWhatsAppHint') : undefined}
                error={problem(errors[field])}
                {...form.register(field, BUSINESS_INPUTS[field])}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <TaxSettingsFields form={form} />
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-stone-900">{t('business.pictures')}</legend>
        <p className="mt-1 text-sm text-stone-600">{t('business.picturesHint')}</p>
        <div className="mt-3 grid gap-5">
          {STOREFRONT_PICTURES.map(({ setting, drawing }) => (
            <StorefrontPictureField
              key={setting}
              control={form.control}
              setting={setting}
              drawing={drawing}
              onUploadingChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
            />
          ))}
        </div>
      </fieldset>
      <SuccessBanner message={flash.message} />
      {failure && <ErrorBanner failure={failure} />}
      <SaveButton
        pending={save.isPending}
        disabled={uploading > 0}
        label={t('business.save')}
        pendingLabel={t('saving')}
      />
    </form>
  );
}

/** One of the storefront's pictures: uploaded at once, its stored name kept in the form. */
function StorefrontPictureField({
  control,
  setting,
  drawing,
  onUploadingChange,
}: {
  control: Control<z.input<typeof businessSettingsSchema>, unknown, BusinessSettings>;
  setting: StorefrontPicture;
  drawing: string;
  onUploadingChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSettings' });
  const problem = useFieldProblem();
  const { field, fieldState } = useController({ control, name: setting });
  return (
    <PictureField
      label={t(`business.${setting}`)}
      image={field.value ?? ''}
      defaultImage=""
      defaultUrl={drawing}
      testId={`picture-${setting}`}
      onChange={field.onChange}
      onUploadingChange={onUploadingChange}
      error={problem(fieldState.error)}
    />
  );
}
