import type { EventNeeds, NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { IngredientLink, InventoryItem } from '#shared/schemas/inventory.ts';
import { panel } from '#web/components/buttons.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { NeedsTable } from './needs-table.tsx';
import { ShoppingList } from './shopping-list.tsx';
import { OwnerLinks, UncheckedNeeds } from './unchecked-needs.tsx';

type Lang = 'en' | 'ml';

/** What the event's ingredients cost, and what the shopping costs. */
function Totals({ needs }: { needs: EventNeeds }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <dt className="text-base text-stone-700">{t('totalCost')}</dt>
        <dd data-testid="needs-total" className="text-2xl font-bold tabular-nums text-stone-900">
          {formatRupees(needs.totalCostPaise)}
        </dd>
      </div>
      <div className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <dt className="text-base text-stone-700">{t('shoppingCost')}</dt>
        <dd data-testid="needs-shopping-total" className="text-2xl font-bold tabular-nums text-stone-900">
          {formatRupees(needs.shoppingCostPaise)}
        </dd>
      </div>
    </dl>
  );
}

/** The biggest costs, most first. */
function TopExpenses({ lines, lang }: { lines: NeedLine[]; lang: Lang }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  return (
    <section className={panel} aria-label={t('topExpenses')}>
      <h4 className="text-lg font-bold text-stone-900">{t('topExpenses')}</h4>
      {lines.length === 0 ? (
        <p className="mt-1 text-base text-stone-700">{t('noExpenses')}</p>
      ) : (
        <ol data-testid="top-expenses" className="mt-1 list-decimal space-y-1 pl-6 text-base">
          {lines.map((line) => (
            <li key={line.key}>
              <span className="flex justify-between gap-3">
                <span className="min-w-0 break-words text-stone-900">{line.name[lang]}</span>
                <span className="shrink-0 font-semibold tabular-nums text-stone-900">
                  {formatRupees(line.costPaise!)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * An event's needs: the costs, the lines checked against the stock, the biggest costs, the shopping
 * list, the lines to check by hand and the owner's links.
 */
export function NeedsReport({
  needs,
  event,
  lang,
  items,
  links,
  names,
  canLink,
}: {
  needs: EventNeeds;
  event: DiaryEvent;
  lang: Lang;
  items: readonly InventoryItem[];
  links: readonly IngredientLink[];
  names: ReadonlyMap<string, { en: string; ml: string }>;
  canLink: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const checked = needs.lines.filter((line) => line.status === 'ok');
  return (
    <div className="space-y-4">
      <Totals needs={needs} />
      {needs.unpriced.length > 0 && (
        <p data-testid="needs-unpriced" className="rounded-xl bg-red-50 px-4 py-3 text-lg font-semibold text-red-900">
          {t('unpricedCount', { count: needs.unpriced.length })}
        </p>
      )}
      {checked.length > 0 && (
        <div className={panel}>
          <NeedsTable lines={checked} lang={lang} />
        </div>
      )}
      <TopExpenses lines={needs.topExpenses} lang={lang} />
      <ShoppingList needs={needs} event={event} lang={lang} />
      <UncheckedNeeds lines={needs.unchecked} items={items} lang={lang} canLink={canLink} />
      <OwnerLinks links={links} names={names} items={items} lang={lang} canLink={canLink} />
    </div>
  );
}
