import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { parseServingInput, servingsCaption, stepServings } from '#shared/domain/kitchen/recipe-scaling.ts';
import { button, panel } from '#web/components/buttons.ts';

/** Minus, the typed count, plus (±5, floor 0) and the caption for small batches or the count. */
export function ServingSize({ servings, onChange }: { servings: number; onChange: (next: number) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.servings' });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t('title')}
      </h2>
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          className={button.secondary}
          aria-label={t('less')}
          disabled={servings <= 0}
          onClick={() => onChange(stepServings(servings, -1))}
        >
          <Minus aria-hidden className="size-6" />
        </button>
        <input
          id={`${id}-input`}
          type="text"
          inputMode="numeric"
          aria-label={t('input')}
          aria-describedby={`${id}-caption`}
          value={String(servings)}
          onChange={(event) => onChange(parseServingInput(event.target.value, servings))}
          className="min-h-12 w-24 min-w-0 rounded-xl px-3 text-center text-2xl font-bold text-stone-900 ring-1 ring-stone-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
        />
        <button
          type="button"
          className={button.secondary}
          aria-label={t('more')}
          onClick={() => onChange(stepServings(servings, 1))}
        >
          <Plus aria-hidden className="size-6" />
        </button>
      </div>
      <p id={`${id}-caption`} aria-live="polite" className="mt-2 text-base text-stone-700">
        {servingsCaption(servings) === 'small' ? t('small') : t('calculated', { count: servings })}
      </p>
    </section>
  );
}
