import { useState, type FormEvent } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { describeFailure } from '#web/lib/problem-text.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { ErrorBanner, SuccessBanner, useFlash, type Failure } from '#web/components/status-banners.tsx';
import { STOREFRONT_PICTURES, type StorefrontPicture } from '#shared/content/storefront-pictures.ts';
import { PictureField } from '../../components/picture-field.tsx';
import { useAdminBusinessSettings } from '../api/get-business-settings.ts';
import { useSaveBusinessSettings } from '../api/save-business-settings.ts';
import {
  businessForm,
  serverBusinessErrors,
  validateBusinessForm,
  type BusinessField,
  type BusinessFormErrors,
  type BusinessFormValues,
} from '../model/business-settings-form.ts';
import { LoadingLine, SaveButton, SettingsCard } from '#web/features/admin/components/settings-card.tsx';

/** How each field is typed in: the right keyboard on a phone, and sensible browser hints. */
type TextSetting = Exclude<BusinessField, StorefrontPicture>;

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
};

const GROUPS: { title: 'contact' | 'orders' | 'festival'; fields: TextSetting[] }[] = [
  { title: 'contact', fields: ['city', 'contactEmail', 'phone', 'sellerWhatsApp', 'registrationNumber'] },
  { title: 'orders', fields: ['peoplePerOrder', 'maxPerItem'] },
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
  const [values, setValues] = useState<BusinessFormValues>(() => businessForm(settings));
  const [errors, setErrors] = useState<BusinessFormErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [uploading, setUploading] = useState(0);

  function set(field: BusinessField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function focusFirstProblem(form: HTMLFormElement) {
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    const form = submitted.currentTarget;
    const check = validateBusinessForm(values);
    setFailure(null);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstProblem(form);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(check.settings);
      setValues(businessForm(saved.data));
      flash.show(t('business.saved'));
    } catch (error) {
      const fieldErrors = error instanceof ApiError && error.status === 400 ? serverBusinessErrors(error.field) : null;
      if (fieldErrors) {
        setErrors(fieldErrors);
        focusFirstProblem(form);
      }
      setFailure(describeFailure(error, t('business.failed')));
    }
  }

  return (
    <form noValidate onSubmit={(submitted) => void submit(submitted)} className="grid gap-5">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="min-w-0">
          <legend className="text-base font-semibold text-stone-900">{t(`business.${group.title}`)}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <TextField
                key={field}
                className={field === 'festivalSpecialText' ? 'sm:col-span-2' : ''}
                label={t(`business.${field}`)}
                name={field}
                {...INPUTS[field]}
                placeholder={field === 'sellerWhatsApp' ? t('business.sellerWhatsAppHint') : undefined}
                value={values[field]}
                onChange={(input) => set(field, input.target.value)}
                error={errors[field] ? t(`businessValidation.${field}`) : null}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-stone-900">{t('business.pictures')}</legend>
        <p className="mt-1 text-sm text-stone-600">{t('business.picturesHint')}</p>
        <div className="mt-3 grid gap-5">
          {STOREFRONT_PICTURES.map(({ setting, drawing }) => (
            <PictureField
              key={setting}
              label={t(`business.${setting}`)}
              image={values[setting]}
              defaultImage=""
              defaultUrl={drawing}
              testId={`picture-${setting}`}
              onChange={(image) => set(setting, image)}
              onUploadingChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
              error={errors[setting] ? t('businessValidation.picture') : null}
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
