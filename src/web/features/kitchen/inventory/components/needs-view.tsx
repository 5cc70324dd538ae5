import type { TFunction } from '#shared/content/text-store.ts';
import { LoaderCircle, Printer, Share2, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { ingredientKey } from '#shared/domain/kitchen/stock-matching.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { eventNeeds, formatNeedQuantity, type EventNeeds, type NeedLine } from '#shared/domain/kitchen/event-needs.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { IngredientLink, InventoryItem } from '#shared/schemas/inventory.ts';
import { button, panel } from '#web/components/buttons.ts';
import { useEventDateText } from '#web/components/event-date.tsx';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useDiaryEvents } from '../../../../lib/diary-events.ts';
import { useNewestRecipes } from '../../../../lib/recipe-book.ts';
import { usePeople } from '../../tasks/api/get-people.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useIngredientLinks } from '../api/ingredient-links.ts';
import { unitText } from '../model/labels.ts';
import { OwnerLinks, UncheckedNeeds } from './unchecked-needs.tsx';

type Lang = 'en' | 'ml';
const NO_LINKS: readonly IngredientLink[] = [];
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

const cell = 'md:py-2 md:pr-3';

function Amount({ label, children }: { label: string; children: string }) {
  return (
    <td className={`min-w-0 tabular-nums ${cell}`}>
      <span className="block text-sm font-medium text-stone-600 md:hidden">{label}</span>
      <span className="whitespace-nowrap font-semibold text-stone-900">{children}</span>
    </td>
  );
}

/** A need's amount with its unit as the screen writes it. */
function useNeedQuantity() {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  return (amount: number, unit: string) => formatNeedQuantity(amount, unitText(unit, t));
}

function NeedsTable({ lines, lang }: { lines: NeedLine[]; lang: Lang }) {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const quantity = useNeedQuantity();
  const cost = (line: NeedLine) => (line.pricePaise ? formatRupees(line.costPaise!) : t('unpriced'));
  return (
    <table className="w-full text-left text-base" data-testid="needs-table">
      <thead className="hidden md:table-header-group">
        <tr className="text-sm text-stone-600">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.ingredient')}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.needed')}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.inStock')}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t('columns.toBuy')}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {t('columns.cost')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={line.key}
            data-testid="need-row"
            className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-stone-200 py-3 md:table-row md:py-0"
          >
            <th scope="row" className={`col-span-2 text-left font-semibold text-stone-900 ${cell}`}>
              <span className="break-words">{line.name[lang]}</span>
              {line.lowStock && (
                <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                  <TriangleAlert aria-hidden className="size-4" />
                  {t('lowStock')}
                </span>
              )}
            </th>
            <Amount label={t('columns.needed')}>{quantity(line.needed, line.unit)}</Amount>
            <Amount label={t('columns.inStock')}>{quantity(line.inStock!, line.unit)}</Amount>
            <Amount label={t('columns.toBuy')}>{quantity(line.toBuy!, line.unit)}</Amount>
            <Amount label={t('columns.cost')}>{cost(line)}</Amount>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shopping list as a message: a title line, then one line per item, then the total. */
export function shoppingText(
  needs: EventNeeds,
  lang: Lang,
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

function ShoppingList({ needs, event, lang }: { needs: EventNeeds; event: DiaryEvent; lang: Lang }) {
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

function NeedsReport({
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
  const ok = needs.lines.filter((line) => line.status === 'ok');
  return (
    <div className="space-y-4">
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
      {needs.unpriced.length > 0 && (
        <p data-testid="needs-unpriced" className="rounded-xl bg-red-50 px-4 py-3 text-lg font-semibold text-red-900">
          {t('unpricedCount', { count: needs.unpriced.length })}
        </p>
      )}
      {ok.length > 0 && (
        <div className={panel}>
          <NeedsTable lines={ok} lang={lang} />
        </div>
      )}
      <section className={panel} aria-label={t('topExpenses')}>
        <h4 className="text-lg font-bold text-stone-900">{t('topExpenses')}</h4>
        {needs.topExpenses.length === 0 ? (
          <p className="mt-1 text-base text-stone-700">{t('noExpenses')}</p>
        ) : (
          <ol data-testid="top-expenses" className="mt-1 list-decimal space-y-1 pl-6 text-base">
            {needs.topExpenses.map((line) => (
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
      <ShoppingList needs={needs} event={event} lang={lang} />
      <UncheckedNeeds lines={needs.unchecked} items={items} lang={lang} canLink={canLink} />
      <OwnerLinks links={links} names={names} items={items} lang={lang} canLink={canLink} />
    </div>
  );
}

function EventNeedsPanel({ event, items }: { event: DiaryEvent; items: readonly InventoryItem[] | null }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const problemText = useProblemText();
  const lang: Lang = i18n.language === 'ml' ? 'ml' : 'en';
  const people = usePeople(event.id);
  const count = people.data ?? event.estimatedAttendance;
  const recipes = useNewestRecipes();
  const collection = recipes.state === 'ready' ? recipes.collection : null;
  const user = useSessionUser();
  const links = useIngredientLinks();
  // Without the links (a failed read) the needs are matched by name alone, and the screen says so.
  const linked = links.isError ? NO_LINKS : (links.data ?? null);
  const needs = useMemo(
    () => (collection && items && linked ? eventNeeds(collection.recipes, count, items, linked) : null),
    [collection, items, count, linked],
  );
  const names = useMemo(
    () =>
      new Map(
        (collection?.recipes ?? []).flatMap((recipe) =>
          recipe.ingredients.map((ingredient) => [ingredientKey(ingredient.name.en), ingredient.name] as const),
        ),
      ),
    [collection],
  );

  if (recipes.state === 'error') {
    return (
      <ErrorBanner
        failure={{ title: problemText(recipes.error, t('failed')) }}
        retry={{ label: i18n.t('kitchen.common.retry'), onRetry: recipes.retry }}
      />
    );
  }
  if (recipes.state === 'empty') return <p className="text-lg text-stone-700">{t('noRecipes')}</p>;
  if (!needs || !collection || !items || !linked) {
    return (
      <p role="status" className="flex items-center gap-2 text-lg text-stone-700">
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        {t('loading')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap gap-x-4 text-base text-stone-800">
        <span data-testid="needs-people" className="font-semibold">
          {t('people', { count })}
        </span>
        <span className="break-words">{t('from', { name: collection.name[lang] })}</span>
      </p>
      {links.isError && <p className="text-base font-semibold text-amber-900">{t('links.loadFailed')}</p>}
      <NeedsReport
        needs={needs}
        event={event}
        lang={lang}
        items={items}
        links={linked}
        names={names}
        canLink={user.data?.role === 'admin'}
      />
    </div>
  );
}

/** What an event needs: pick a diary event; its needs from the newest published recipes and the stock. */
export function NeedsView({ items }: { items: readonly InventoryItem[] | null }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'inventory.needs' });
  const problemText = useProblemText();
  const dateText = useEventDateText();
  const selectId = useId();
  const events = useDiaryEvents();
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('needs')) || null;
  const event = events.data?.find((each) => each.id === chosenId) ?? null;

  function choose(value: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('needs', value);
      else next.delete('needs');
      return next;
    });
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="space-y-4">
      <div>
        <h3 id={`${selectId}-heading`} className="text-xl font-bold text-stone-900">
          {t('heading')}
        </h3>
        <p className="text-base text-stone-700">{t('intro')}</p>
      </div>
      {events.isError ? (
        <ErrorBanner
          failure={{ title: problemText(events.error, t('failed')) }}
          retry={{ label: i18n.t('kitchen.common.retry'), onRetry: () => void events.refetch() }}
        />
      ) : events.isPending ? (
        <p role="status" className="flex items-center gap-2 text-lg text-stone-700">
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          {t('loading')}
        </p>
      ) : events.data.length === 0 ? (
        <p className="text-lg text-stone-700">{t('noEvents')}</p>
      ) : (
        <div className="max-w-xl">
          <label htmlFor={selectId} className="block text-base font-medium text-stone-800">
            {t('event')}
          </label>
          <select
            id={selectId}
            value={event ? String(event.id) : ''}
            onChange={(change) => choose(change.target.value)}
            className="mt-1 block min-h-12 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-amber-600 focus:outline-none focus:ring-2 focus:ring-amber-200"
          >
            <option value="">{t('choose')}</option>
            {events.data.map((each) => (
              <option key={each.id} value={each.id}>
                {t('option', { title: each.title, date: dateText(each.date) })}
              </option>
            ))}
          </select>
        </div>
      )}
      {event ? (
        <EventNeedsPanel event={event} items={items} />
      ) : events.data?.length ? (
        <p className="text-lg text-stone-700">{t('pick')}</p>
      ) : null}
    </section>
  );
}
