import { Minus, Plus } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { nextServings, SERVINGS_MIN } from '#shared/domain/kitchen/servings.ts';
import { button } from '#web/components/buttons.ts';

/** Minus / plus five servings, never below the minimum; the page's scaling panels follow. */
export function ServingsStepper({ servings, onChange }: { servings: number; onChange: (next: number) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.servings' });
  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap items-center gap-3">
      <span className="text-xl font-bold text-stone-900">{t('label')}</span>
      <button
        type="button"
        className={button.secondary}
        aria-label={t('less')}
        disabled={servings <= SERVINGS_MIN}
        onClick={() => onChange(nextServings(servings, 'down'))}
      >
        <Minus aria-hidden className="size-6" />
      </button>
      <output aria-live="polite" className="min-w-16 text-center font-mono text-4xl font-bold text-stone-900">
        {servings}
      </output>
      <button
        type="button"
        className={button.secondary}
        aria-label={t('more')}
        onClick={() => onChange(nextServings(servings, 'up'))}
      >
        <Plus aria-hidden className="size-6" />
      </button>
      <span className="text-lg text-stone-700">{t('people', { count: servings })}</span>
    </div>
  );
}
