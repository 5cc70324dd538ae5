import type { TFunction } from '#shared/content/text-store.ts';
import { formatNeedQuantity, type EventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import { formatRupees } from '#shared/domain/money.ts';

/**
 * The shopping list as a message: a title line, then one line per item, then the total. `t` is the
 * screen's under `inventory.needs`; `quantity` writes an amount with its unit.
 */
export function shoppingText(
  needs: Pick<EventNeeds, 'shopping' | 'people' | 'shoppingCostPaise'>,
  lang: 'en' | 'ml',
  t: TFunction,
  title: string,
  quantity: (amount: number, unit: string) => string = formatNeedQuantity,
): string {
  const lines = needs.shopping.map((line) => {
    const amount = quantity(line.toBuy!, line.unit);
    return line.pricePaise
      ? t('shopping.lineCost', { name: line.name[lang], amount, cost: formatRupees(line.buyCostPaise!) })
      : t('shopping.line', { name: line.name[lang], amount });
  });
  return [
    title,
    t('people', { count: needs.people }),
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    t('shopping.total', { cost: formatRupees(needs.shoppingCostPaise) }),
  ].join('\n');
}
