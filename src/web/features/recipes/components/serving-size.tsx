import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import {
  RECIPE_BASE_SERVINGS,
  servingsCaption,
  SERVINGS_RULE,
  SERVINGS_STEP,
  SMALL_BATCH_MAX_SERVINGS,
} from '#shared/domain/kitchen/recipe-scaling.ts';
import { panel } from '#web/components/buttons.ts';
import { NumberInput } from '#web/components/number-input.tsx';

/**
 * Minus, the typed count, plus (±5, 0 to 10,000) and the caption: the small batch's base quantities or
 * the count. What is not a count is refused beside the box, and the servings stay as they were.
 */
export function ServingSize({
  servings,
  onChange,
  onRefused,
}: {
  servings: number;
  onChange: (next: number) => void;
  onRefused: (refused: boolean) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.servings' });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={panel}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {t('title')}
      </h2>
      <NumberInput
        className="mt-2"
        label={t('input')}
        value={servings}
        onChange={onChange}
        onRefused={onRefused}
        rule={SERVINGS_RULE}
        step={SERVINGS_STEP}
        lessLabel={t('less')}
        moreLabel={t('more')}
        describedBy={`${id}-caption`}
        inputClassName="w-28 text-2xl"
      />
      <p id={`${id}-caption`} aria-live="polite" className="mt-2 text-base text-stone-700">
        {servingsCaption(servings) === 'small' ? t('small') : t('calculated', { count: servings })}
      </p>
      {servingsCaption(servings) === 'small' && (
        <p className="mt-1 text-base text-stone-700">
          {t('smallExplained', { max: SMALL_BATCH_MAX_SERVINGS, base: RECIPE_BASE_SERVINGS })}
        </p>
      )}
    </section>
  );
}
