import { formatRupees } from '#shared/domain/money.ts';
import type { ItemPrice } from '#shared/domain/pricing.ts';
import { formatKeralaStamp } from '#shared/domain/kerala-time.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import type { MenuResponse } from '#shared/schemas/events.ts';
import type { EventSlots } from '../api/get-available-slots.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import type { OpenOrder } from '#web/lib/order-draft.ts';
import { canAddOne, type Quantities } from '../model/quantities.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

interface OrderItemsProps {
  menu: MenuResponse;
  prices: Record<string, ItemPrice>;
  quantities: Quantities;
  slots: { data?: EventSlots; isError: boolean };
  /** Slots still free after this order (null while the slots are unknown). */
  remaining: number | null;
  openOrder: OpenOrder | null;
  onStep: (key: string, direction: 1 | -1) => void;
}

/** The menu's items with their steppers, the slots left and the customer's own hold. */
export function OrderItems({ menu, prices, quantities, slots, remaining, openOrder, onStep }: OrderItemsProps) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'booking' });
  const availableSlots = slots.data?.availableSlots ?? null;
  const heldSlots = slots.data?.yourHeldSlots ?? 0;
  return (
    <section aria-labelledby="booking-items-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id="booking-items-title" className="text-lg font-bold text-stone-900">
          {t('selectMandi', { count: menu.PEOPLE_PER_ORDER })}
        </h3>
        {remaining !== null && (
          <p className="text-sm font-medium text-amber-800" data-testid="remaining-slots">
            {t('remainingSlots', { count: remaining })}
          </p>
        )}
      </div>
      {slots.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('errors.unableToCheckAvailability')}
        </p>
      )}
      {openOrder && heldSlots > 0 && (
        <p
          className="mt-2 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
          data-testid="your-hold"
        >
          {t('held.yours', { count: heldSlots, time: formatKeralaStamp(openOrder.expiresAt).slice(11) })}
        </p>
      )}
      <p className="mt-1 text-xs text-stone-600">{t('maxPerItem', { count: menu.MAX_QUANTITY })}</p>
      <ul className="mt-3 divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
        {Object.entries(menu.items).map(([key, item]) => {
          const quantity = quantities[key] ?? 0;
          return (
            <li key={key} className="flex items-center gap-3 p-3" data-testid={`menu-item-${key}`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{prices[key]!.name}</p>
                {item.description && (
                  <p className="text-sm text-stone-600">
                    {inLanguage(item.description, item.descriptionMl, i18n.language)}
                  </p>
                )}
                <p className="mt-0.5 text-sm font-semibold text-amber-800">
                  {formatRupees(item.pricePaise)} <span className="font-normal text-stone-500">{t('each')}</span>
                </p>
              </div>
              <QuantityStepper
                name={prices[key]!.name}
                quantity={quantity}
                canDecrease={quantity > 0}
                canIncrease={canAddOne(quantities, key, menu.MAX_QUANTITY, availableSlots)}
                onStep={(direction) => onStep(key, direction)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
