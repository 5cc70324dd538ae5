import { TextField } from '#web/components/fields.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import type { ContactFields } from '../model/order-details.ts';

type Registered = Omit<Parameters<typeof TextField>[0], 'label'>;

/**
 * The customer's GSTIN and business name, for a tax invoice made out to their business: folded away
 * (most customers book for themselves), open when either holds something or has a problem.
 */
export function BusinessDetails({
  field,
  given,
}: {
  field: (name: keyof ContactFields) => Registered;
  given: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'booking.business' });
  const gstin = field('gstin');
  const businessName = field('businessName');
  return (
    <details open={given || Boolean(gstin.error || businessName.error)} data-testid="business-details">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-orange-800">{t('open')}</summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('gstin')}
          hint={t('gstinHint')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          {...gstin}
        />
        <TextField label={t('businessName')} autoComplete="organization" maxLength={120} {...businessName} />
      </div>
    </details>
  );
}
