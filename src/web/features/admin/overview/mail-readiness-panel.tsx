import { MailWarning } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useMailReadiness } from './api/get-mail-readiness.ts';

/** A warning while customer mail cannot go out, saying exactly what to set; nothing once it can. */
export function MailReadinessPanel() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.mail' });
  const missing = useMailReadiness().data ?? [];
  if (missing.length === 0) return null;
  const environment = missing.includes('SMTP_URL') || missing.includes('PUBLIC_URL');
  return (
    <section
      aria-labelledby="mail-readiness-title"
      data-testid="mail-readiness"
      className="rounded-2xl bg-amber-50 p-4 text-amber-950 shadow-sm ring-1 ring-amber-300 sm:p-5"
    >
      <h3 id="mail-readiness-title" className="flex items-center gap-2 text-lg font-bold">
        <MailWarning aria-hidden className="size-5 shrink-0 text-amber-700" />
        {t('title')}
      </h3>
      <p className="mt-1 text-sm">{t('intro')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm [overflow-wrap:anywhere]">
        {missing.map((need) => (
          <li key={need}>{t(`needs.${need}`)}</li>
        ))}
      </ul>
      {environment && <p className="mt-2 text-sm">{t('restart')}</p>}
    </section>
  );
}
