import { useTranslation } from 'react-i18next';
import type { RecipeKey } from '#shared/schemas/recipes.ts';
import { useCosts } from '../api/get-costs.ts';
import { rupees } from '../model.ts';

/** The recipe's batch cost and cost per serving at the chosen servings, and what could not be costed. */
export function CostsLine({
  collectionId,
  recipeKey,
  servings,
}: {
  collectionId: number;
  recipeKey: RecipeKey;
  servings: number;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'recipes.costs' });
  const costs = useCosts(collectionId, servings);
  const cost = costs.data?.find((one) => one.key === recipeKey);
  return (
    <div
      aria-live="polite"
      className="rounded-xl bg-emerald-50 px-4 py-3 text-base text-emerald-950 ring-1 ring-emerald-200"
    >
      <p className="font-semibold">{t('title')}</p>
      {costs.isPending && <p>{t('loading')}</p>}
      {costs.isError && <p role="alert">{t('failed')}</p>}
      {cost && (
        <>
          <p data-testid="recipe-cost">
            {t('line', { batch: rupees(cost.batchCost), perServing: rupees(cost.perServing) })}
          </p>
          {cost.uncosted.length > 0 && (
            <p className="mt-1 break-words text-amber-900">{t('uncosted', { names: cost.uncosted.join(', ') })}</p>
          )}
        </>
      )}
    </div>
  );
}
