import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KITCHEN_TOOL_TOPIC, LIVE_TOPIC } from '#shared/domain/live-topics.ts';
import { PURCHASE_DAYS } from '#shared/schemas/purchasing.ts';
import { panel } from '#web/components/buttons.ts';
import { SelectField } from '#web/components/fields.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { ErrorBanner, SuccessBanner } from '#web/components/status-banners.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { usePurchaseList } from '../api/purchase-list.ts';
import { EmptyPurchaseList, PurchaseEvents } from './purchase-events.tsx';
import { SupplierCard } from './supplier-card.tsx';

const DAY_CHOICES = [3, 7, 14, 31];

/**
 * The week's purchase list (/purchase-list): for the events of the next days, what to buy from each
 * supplier in whole packs, with the rule it is made by; each supplier's list shared on WhatsApp, printed,
 * mailed, and its delivery received. The days ahead live in the address (?days=14).
 */
export function PurchaseListPage() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'purchase' });
  const problemText = useProblemText();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days =
    Number.isInteger(asked) && asked >= PURCHASE_DAYS.min && asked <= PURCHASE_DAYS.max ? asked : PURCHASE_DAYS.default;
  const list = usePurchaseList(days);
  const [received, setReceived] = useState<string | null>(null);
  // Stock, suppliers and deliveries change on the inventory's topic; new or moved events on the diary's.
  useLiveTopic(KITCHEN_TOOL_TOPIC.inventory, [queryKeys.kitchen.inventory]);
  useLiveTopic(LIVE_TOPIC.kitchen, [queryKeys.kitchen.inventory]);

  let body;
  if (list.isPending) body = <LoadingLine text={t('loading')} />;
  else if (list.isError) {
    body = (
      <ErrorBanner
        failure={{ title: problemText(list.error, t('failed')) }}
        retry={{ label: i18n.t('kitchen.common.retry'), onRetry: () => void list.refetch() }}
      />
    );
  } else if (list.data.suppliers.length === 0) {
    body = <EmptyPurchaseList list={list.data} onDays={(more) => setParams({ days: String(more) })} />;
  } else {
    body = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {list.data.suppliers.map((supplier) => (
          <li key={supplier.name ?? ''} className="min-w-0">
            <SupplierCard supplier={supplier} days={days} onReceived={setReceived} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div data-testid="purchase-list" className="mx-auto w-full max-w-7xl min-w-0 space-y-4">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-stone-900 sm:text-3xl">
          <ShoppingCart aria-hidden className="size-7 shrink-0 text-amber-700" />
          <span className="min-w-0 break-words">{t('title')}</span>
        </h1>
        <p className="mt-1 text-base text-stone-700 xl:text-lg">{t('subtitle', { days })}</p>
      </div>
      <div className={`${panel} space-y-2`}>
        <SelectField
          label={t('days')}
          value={String(days)}
          onChange={(change) => setParams({ days: change.target.value })}
          className="max-w-xs"
        >
          {[...new Set([...DAY_CHOICES, days])]
            .sort((a, b) => a - b)
            .map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
        </SelectField>
        {list.data && (
          <p className="text-base text-stone-800">{t('range', { from: list.data.from, to: list.data.to })}</p>
        )}
        {list.data && <PurchaseEvents list={list.data} />}
        <p className="text-sm text-stone-700" data-testid="purchase-rule">
          {t('rule')}
        </p>
      </div>
      <SuccessBanner message={received} />
      {body}
    </div>
  );
}
