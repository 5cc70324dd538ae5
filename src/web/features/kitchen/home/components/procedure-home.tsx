import type { ReactNode } from 'react';
import {
  BookOpen,
  Calculator,
  CalendarDays,
  ClipboardList,
  Drumstick,
  Monitor,
  Package,
  ShoppingCart,
  Tv,
} from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import { button } from '#web/components/buttons.ts';
import { TabList } from '#web/components/tab-list.tsx';
import { DiaryTab } from '../../diary/components/diary-tab.tsx';
import { InventoryTab } from '../../inventory/components/inventory-tab.tsx';

const TABS = ['guide', 'diary', 'inventory'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { guide: BookOpen, diary: CalendarDays, inventory: Package } as const;

/** The kitchen's other screens, each one tap from here: the grey SOP TV Mode first. */
const TOOLS = [
  { to: '/soplocked', key: 'tvMode', Icon: Tv, style: button.grey },
  { to: '/testworks', key: 'board', Icon: Monitor, style: button.secondary },
  { to: '/eventreports', key: 'reports', Icon: ClipboardList, style: button.secondary },
  { to: '/recipe', key: 'recipes', Icon: Calculator, style: button.secondary },
  { to: '/cutlets', key: 'cutlets', Icon: Drumstick, style: button.secondary },
  { to: '/purchase-list', key: 'purchase', Icon: ShoppingCart, style: button.secondary },
] as const;

/**
 * The procedure home (/roadmap and /sop): Preparation Guide (default), Event Diary and Inventory
 * Management, with the way into each of the kitchen's other screens. The tab lives in the address (?tab=diary), so a reload keeps the cook's place. The
 * Preparation Guide is the sop feature's, passed in by src/web/app as `guide`.
 */
export function ProcedureHome({ guide }: { guide?: ReactNode }) {
  const { t } = useTranslation('translation', { keyPrefix: 'kitchen.home' });
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'guide';
  const open = (next: Tab) => setParams({ tab: next });

  return (
    <div className="mx-auto w-full max-w-7xl">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('title')}</h1>
        <nav aria-label={t('toolsLabel')} className="w-full lg:w-auto">
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {TOOLS.map(({ to, key, Icon, style }) => (
              <li key={to} className={key === 'tvMode' ? 'col-span-2 sm:col-span-1' : ''}>
                <Link to={to} className={`${style} w-full`}>
                  <Icon aria-hidden className="size-5 shrink-0" />
                  {t(key === 'tvMode' ? 'tvMode' : `tools.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <TabList
        tabs={TABS}
        current={tab}
        onOpen={open}
        idPrefix="kitchen"
        label={t('tabsLabel')}
        renderTab={(name) => {
          const Icon = ICONS[name];
          return (
            <>
              <Icon aria-hidden className="size-5 shrink-0" />
              {t(`tabs.${name}`)}
            </>
          );
        }}
        className="mb-4 grid-cols-1 text-base sm:grid-cols-3"
      />
      <section id="kitchen-panel" role="tabpanel" aria-labelledby={`kitchen-tab-${tab}`}>
        {tab === 'guide' && (guide ?? <Coming text={t('guideComing')} />)}
        {tab === 'diary' && <DiaryTab />}
        {tab === 'inventory' && <InventoryTab />}
      </section>
    </div>
  );
}

function Coming({ text }: { text: string }) {
  return <p className="rounded-2xl bg-white p-6 text-lg text-stone-700 shadow-sm ring-1 ring-stone-200">{text}</p>;
}
