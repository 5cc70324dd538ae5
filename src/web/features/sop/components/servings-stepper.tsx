import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { SERVINGS_RULE, SERVINGS_STEP } from '#shared/domain/kitchen/servings.ts';
import { isSmallBatch, RECIPE_BASE_SERVINGS, SMALL_BATCH_MAX_SERVINGS } from '#shared/domain/kitchen/recipe-scaling.ts';
import { NumberInput } from '#web/components/number-input.tsx';
import { guideText } from '../model/guide-texts.ts';
import { useGuideLanguages } from '../model/language.ts';
import { BiLabel } from './bilingual.tsx';

/**
 * The servings the page's scaling panels follow: typed, or five more or fewer, whole and from 1; what
 * is not such a number is refused in place and the servings stay. Named in both languages.
 */
export function ServingsStepper({
  servings,
  onChange,
  onRefused,
}: {
  servings: number;
  onChange: (next: number) => void;
  onRefused: (refused: boolean) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'sop.servings' });
  const [first, second] = useGuideLanguages();
  const captionId = useId();
  const label = guideText((texts) => texts.servings.label);
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <NumberInput
        label={`${label[first]} · ${label[second]}`}
        value={servings}
        onChange={onChange}
        onRefused={onRefused}
        rule={SERVINGS_RULE}
        step={SERVINGS_STEP}
        lessLabel={t('less')}
        moreLabel={t('more')}
        describedBy={captionId}
        inputClassName="w-32 text-3xl"
      />
      <p id={captionId} className="pb-2 text-lg text-stone-700">
        <BiLabel text={guideText((texts) => texts.servings.people, { count: servings })} />
        {isSmallBatch(servings) && (
          <BiLabel
            className="mt-1 block"
            text={guideText((texts) => texts.servings.smallBatch, {
              max: SMALL_BATCH_MAX_SERVINGS,
              base: RECIPE_BASE_SERVINGS,
            })}
          />
        )}
      </p>
    </div>
  );
}
