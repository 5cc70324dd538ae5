import { useId } from 'react';
import type { ImportPlan } from '#shared/schemas/inventory.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { planFieldKey } from '../model/import-plan.ts';

/** What an import adds, what it changes (and which fields), and how many items it leaves as they are. */
export function ImportPlanView({ plan }: { plan: ImportPlan }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const headingId = useId();
  const nothing = !plan.added.length && !plan.changed.length;
  const fieldText = (field: string) => {
    const key = planFieldKey(field);
    return key ? t(key) : field;
  };
  return (
    <section
      aria-labelledby={headingId}
      data-testid="import-plan"
      className="space-y-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h4 id={headingId} className="text-lg font-bold text-stone-900">
        {t('transfer.plan.heading')}
      </h4>
      {nothing && <p className="text-base text-stone-800">{t('transfer.plan.nothing')}</p>}
      {plan.added.length > 0 && (
        <div>
          <p className="font-semibold text-emerald-900">{t('transfer.plan.added', { count: plan.added.length })}</p>
          <ul data-testid="import-added" className="ml-5 list-disc text-base text-stone-900">
            {plan.added.map((item) => (
              <li key={item.id} className="break-words">
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.changed.length > 0 && (
        <div>
          <p className="font-semibold text-amber-900">{t('transfer.plan.changed', { count: plan.changed.length })}</p>
          <ul data-testid="import-changed" className="ml-5 list-disc text-base text-stone-900">
            {plan.changed.map((item) => (
              <li key={item.id} className="break-words">
                {t('transfer.plan.fields', { name: item.name, fields: item.fields.map(fieldText).join(', ') })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-base text-stone-700">{t('transfer.plan.unchanged', { count: plan.unchanged })}</p>
    </section>
  );
}
