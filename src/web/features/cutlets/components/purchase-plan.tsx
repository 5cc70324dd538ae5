import { ShoppingCart, ThumbsUp } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatAmount } from '../model/format.ts';
import { useDay } from '../model/day-context.tsx';
import type { CutletField } from '#shared/domain/kitchen/cutlets.ts';

/** The numbers the plan is worked out from. */
const PLAN_INPUTS: readonly CutletField[] = ['target', 'frozenCutlets', 'mandiLeftovers'];

/**
 * Purchase planning from the day's inventory: meat needed = (target − frozen) / 28 rounded up to 0.1 kg,
 * potatoes 0.25 of that, 2 eggs and 50 g breadcrumbs per kg; a purchase is needed when the mandi
 * leftovers are less than the meat needed. While one of its numbers is refused as typed, no plan shows.
 */
export function PurchasePlan() {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state, refused } = useDay();
  const { plan } = state;
  const { values } = state.day;
  if (PLAN_INPUTS.some((field) => refused.has(field))) {
    return (
      <section aria-labelledby="cutlet-plan-title" className="rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-300 xl:p-4">
        <h3 id="cutlet-plan-title" className="text-lg font-bold text-stone-900 xl:text-xl">
          {t('plan.title')}
        </h3>
        <p
          role="status"
          data-testid="plan-hidden"
          className="mt-2 rounded-xl bg-red-50 px-4 py-3 text-xl font-bold text-red-800 xl:text-2xl"
        >
          {t('plan.hidden')}
        </p>
      </section>
    );
  }
  const rows = [
    ['meat', 'plan-meat', `${formatAmount(plan.meatKg, 'kg')} ${t('units.kg')}`],
    ['potatoes', 'plan-potatoes', `${formatAmount(plan.potatoesKg, 'kg')} ${t('units.kg')}`],
    ['eggs', 'plan-eggs', `${formatAmount(plan.eggs, 'pieces')} ${t('units.pieces', { count: plan.eggs })}`],
    ['breadcrumbs', 'plan-breadcrumbs', `${formatAmount(plan.breadcrumbsG, 'g')} ${t('units.g')}`],
    ['leftovers', 'plan-leftovers', `${formatAmount(values.mandiLeftovers, 'kg')} ${t('units.kg')}`],
  ] as const;
  return (
    <section
      aria-labelledby="cutlet-plan-title"
      className="@container rounded-2xl bg-stone-50 p-3 ring-1 ring-stone-300 xl:p-4"
    >
      <h3 id="cutlet-plan-title" className="text-lg font-bold text-stone-900 xl:text-xl">
        {t('plan.title')}
      </h3>
      <dl className="mt-2 grid grid-cols-1 gap-2 @[20rem]:grid-cols-2 @[56rem]:grid-cols-5">
        {rows.map(([key, testId, text]) => (
          <div key={key} className="rounded-xl bg-white p-3 ring-1 ring-stone-200">
            <dt className="text-base font-semibold text-stone-700">{t(`plan.${key}`)}</dt>
            <dd data-testid={testId} className="text-2xl font-bold text-stone-900 tabular-nums xl:text-3xl">
              {text}
            </dd>
          </div>
        ))}
      </dl>
      <p
        data-testid="plan-verdict"
        className={`mt-3 flex flex-wrap items-center gap-2 rounded-xl px-4 py-3 text-xl font-bold xl:text-2xl ${
          plan.purchaseNeeded ? 'bg-red-700 text-white' : 'bg-emerald-700 text-white'
        }`}
      >
        {plan.purchaseNeeded ? (
          <ShoppingCart aria-hidden className="size-7 shrink-0" />
        ) : (
          <ThumbsUp aria-hidden className="size-7 shrink-0" />
        )}
        <span>{plan.purchaseNeeded ? t('plan.purchaseNeeded') : t('plan.noPurchase')}</span>
        {plan.purchaseNeeded && (
          <span className="text-lg font-semibold">
            · {t('plan.buyMeat', { kg: formatAmount(plan.meatToBuyKg, 'kg') })}
          </span>
        )}
      </p>
      <p className="mt-2 text-sm text-stone-600">
        {t('plan.rule', { target: values.target, frozen: values.frozenCutlets })}
      </p>
    </section>
  );
}
