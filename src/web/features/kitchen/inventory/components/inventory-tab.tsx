import { ClipboardList, Package } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { ErrorBanner, useFlash } from '#web/components/status-banners.tsx';
import { TabList } from '#web/components/tab-list.tsx';
import { NeedsView } from './needs-view.tsx';
import { useInventory } from '../api/get-inventory.ts';
import { StockView } from './stock-view.tsx';

const VIEWS = ['items', 'needs'] as const;
type View = (typeof VIEWS)[number];
const ICONS = { items: Package, needs: ClipboardList } as const;
const NONE: ReadonlySet<number> = new Set();

/**
 * The procedure home's Inventory Management tab: the items with their stock and prices, and what a
 * diary event needs. The view lives in the address (?tab=inventory&view=needs&needs=<event id>).
 */
export function InventoryTab() {
  const { t } = useTranslation('translation', { keyPrefix: 'inventory' });
  const { t: tc } = useTranslation('translation', { keyPrefix: 'kitchen.common' });
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((name) => name === params.get('view')) ?? 'items';
  const success = useFlash();
  const failure = useFlash();
  const inventory = useInventory();
  const items = inventory.data?.items ?? null;

  function open(next: View) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'items') updated.delete('view');
      else updated.set('view', next);
      return updated;
    });
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-2xl font-bold text-stone-900">{t('heading')}</h2>
        <p className="text-base text-stone-700">{t('intro')}</p>
      </div>
      {inventory.isError && (
        <ErrorBanner
          failure={{ title: t('messages.loadFailed'), detail: items ? undefined : t('messages.noLocalCopy') }}
          retry={{ label: tc('retry'), onRetry: () => void inventory.refetch() }}
        />
      )}
      <TabList
        tabs={VIEWS}
        current={view}
        onOpen={open}
        idPrefix="inventory"
        label={t('views.label')}
        renderTab={(name) => {
          const Icon = ICONS[name];
          return (
            <>
              <Icon aria-hidden className="size-5 shrink-0" />
              {t(`views.${name}`)}
            </>
          );
        }}
        className="grid-cols-2 text-base"
      />
      <div id="inventory-panel" role="tabpanel" aria-labelledby={`inventory-tab-${view}`}>
        {view === 'items' ? (
          <StockView
            items={items}
            waitingIds={inventory.data?.waitingIds ?? NONE}
            loading={inventory.isPending}
            success={success}
            failure={failure}
          />
        ) : (
          <NeedsView items={items} />
        )}
      </div>
    </div>
  );
}
