import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { CUTLET_INGREDIENTS, CUTLET_STOCK_FIELDS } from '#shared/domain/kitchen/cutlets.ts';
import { panel } from '#web/components/buttons.ts';
import { NumberField } from '../components/number-field.tsx';
import { PurchasePlan } from '../components/purchase-plan.tsx';
import { useDay } from '../model/day-context.tsx';
import { formatAmount, formatDay } from '../model/format.ts';

const note = (text: string, testId?: string) => (
  <p data-testid={testId} className="text-base text-amber-900">
    {text}
  </p>
);

/**
 * The day's inventory: meat and stock, then the eight ingredients. Frozen cutlets start from the previous
 * day's closing count and mandi leftovers from the diary's completed events, until a number is entered.
 */
export function InventoryView() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const { state } = useDay();
  const { day } = state;
  const entered = new Set(day.entered);
  const offers = day.leftoverOffers
    .map((offer) =>
      t('inventory.offer', {
        title: offer.title,
        date: formatDay(offer.date, i18n.language),
        kg: formatAmount(offer.kg, 'kg'),
      }),
    )
    .join('; ');
  const notes: Partial<Record<(typeof CUTLET_STOCK_FIELDS)[number], ReactNode>> = {
    frozenCutlets:
      !entered.has('frozenCutlets') && day.frozenFrom
        ? note(t('inventory.carried', { date: formatDay(day.frozenFrom, i18n.language) }), 'frozen-carried')
        : null,
    mandiLeftovers:
      day.leftoverOffers.length > 0 ? note(t('inventory.offered', { events: offers }), 'leftovers-offered') : null,
  };
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-stone-900 xl:text-3xl">{t('inventory.title')}</h2>
      <section aria-labelledby="cutlet-stock-title" className={`${panel} flex flex-col gap-3`}>
        <h3 id="cutlet-stock-title" className="text-xl font-bold text-stone-900">
          {t('inventory.stock')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {CUTLET_STOCK_FIELDS.map((field) => (
            <NumberField key={field} field={field} note={notes[field]} />
          ))}
        </div>
      </section>
      <section aria-labelledby="cutlet-ingredients-title" className={`${panel} flex flex-col gap-3`}>
        <h3 id="cutlet-ingredients-title" className="text-xl font-bold text-stone-900">
          {t('inventory.ingredients')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
          {CUTLET_INGREDIENTS.map((field) => (
            <NumberField key={field} field={field} />
          ))}
        </div>
      </section>
      <PurchasePlan />
    </div>
  );
}
