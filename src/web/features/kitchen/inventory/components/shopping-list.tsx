import { Printer, Share2 } from 'lucide-react';
import { useId } from 'react';
import type { EventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import { button, panel } from '#web/components/buttons.ts';
import { useEventDateText } from '#web/components/event-date.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { shoppingText } from '../model/shopping-text.ts';
import { useNeedQuantity } from './use-need-quantity.ts';

const SHOPPING_LIST_ID = 'inventory-shopping-list';

/**
 * Printing shows the shopping list alone: everything that neither is the list, holds it nor lies in
 * it is left out of the printout, and the buttons with it.
 */
const PRINT_CSS = `@media print {
  body *:not(:has(#${SHOPPING_LIST_ID})):not(#${SHOPPING_LIST_ID}):not(#${SHOPPING_LIST_ID} *) { display: none !important; }
  #${SHOPPING_LIST_ID} [data-print="hide"] { display: none !important; }
  #${SHOPPING_LIST_ID} { box-shadow: none !important; border: 0 !important; }
}`;

/** What is left to buy for the event, with its total, to print or to share on WhatsApp. */
export function ShoppingList({ needs, event, lang }: { needs: EventNeeds; event: DiaryEvent; lang: 'en' | 'ml' }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const dateText = useEventDateText();
  const headingId = useId();
  const quantity = useNeedQuantity();
  const title = t('shopping.title', { event: event.title, date: dateText(event.date) });
  const message = shoppingText(needs, lang, t, title, quantity);
  return (
    <section id={SHOPPING_LIST_ID} aria-labelledby={headingId} data-testid="shopping-list" className={panel}>
      <style media="print">{PRINT_CSS}</style>
      <h4 id={headingId} className="text-xl font-bold text-stone-900 print:hidden">
        {t('shopping.heading')}
      </h4>
      <p className="hidden text-lg font-semibold text-stone-900 print:block">{title}</p>
      {needs.shopping.length === 0 ? (
        <p className="mt-2 text-lg text-stone-800">{t('shopping.nothing')}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-stone-200">
            {needs.shopping.map((line) => (
              <li key={line.key} className="flex items-start justify-between gap-3 py-2 text-lg">
                <span className="min-w-0 break-words text-stone-900">{line.name[lang]}</span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="block font-bold text-stone-900">{quantity(line.toBuy!, line.unit)}</span>
                  {line.pricePaise ? (
                    <span className="block text-base text-stone-700">{formatRupees(line.buyCostPaise!)}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 border-t border-stone-300 pt-2 text-lg font-bold text-stone-900">
            {t('shopping.total', { cost: formatRupees(needs.shoppingCostPaise) })}
          </p>
        </>
      )}
      <div data-print="hide" className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => window.print()} className={button.secondary}>
          <Printer aria-hidden className="size-5" />
          {t('shopping.print')}
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={button.success}
          data-testid="share-whatsapp"
        >
          <Share2 aria-hidden className="size-5" />
          {t('shopping.share')}
        </a>
      </div>
    </section>
  );
}
