import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { Recipe } from '#shared/schemas/recipes.ts';
import { useCosts } from '../api/get-costs.ts';

/** The recipe's batch cost and cost per serving at the chosen servings, and what could not be costed. */
export function CostsLine({
  collectionId,
  recipe,
  servings,
}: {
  collectionId: number;
  recipe: Recipe;
  servings: number;
}) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'recipes.costs' });
  const costs = useCosts(collectionId, servings);
  const cost = costs.data?.find((one) => one.key === recipe.key);
  // The server names uncosted ingredients in English; the screen says them in its own language.
  const language = i18n.language === 'ml' ? 'ml' : 'en';
  const shownName = (english: string) =>
    recipe.ingredients.find((ingredient) => ingredient.name.en === english)?.name[language] ?? english;
  const nothingCosted = cost !== undefined && cost.uncosted.length >= recipe.ingredients.length;
  return (
    <div
      aria-live="polite"
      className="rounded-xl bg-emerald-50 px-4 py-3 text-base text-emerald-950 ring-1 ring-emerald-200"
    >
      <p className="font-semibold">{t('title')}</p>
      {costs.isPending && <p>{t('loading')}</p>}
      {costs.isError && <p role="alert">{t('failed')}</p>}
      {nothingCosted && <p>{t('nothingLinked')}</p>}
      {cost && !nothingCosted && (
        <>
          <p data-testid="recipe-cost">
            {t('line', { batch: formatRupees(cost.batchCostPaise), perServing: formatRupees(cost.perServingPaise) })}
          </p>
          {cost.uncosted.length > 0 && (
            <p className="mt-1 break-words text-amber-900">
              {t('uncosted', { names: cost.uncosted.map(shownName).join(', ') })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
