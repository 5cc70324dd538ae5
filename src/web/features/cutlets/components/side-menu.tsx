import { ClipboardList, Factory, LayoutDashboard, ListChecks, Package } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { Link } from 'react-router';
import { CUTLET_VIEWS, viewHref, type CutletView } from '../model/views.ts';

const ICONS: Record<CutletView, typeof LayoutDashboard> = {
  dashboard: LayoutDashboard,
  dayBefore: ClipboardList,
  production: Factory,
  inventory: Package,
  summary: ListChecks,
};

/** The side menu (a grid of large buttons above the view on a phone); the open view is in the address. */
export function SideMenu({ view, date }: { view: CutletView; date: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'cutlets' });
  return (
    <nav aria-label={t('menu.label')} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-1">
        {CUTLET_VIEWS.map((name) => {
          const Icon = ICONS[name];
          const current = name === view;
          return (
            <li key={name} className="flex min-w-0">
              <Link
                to={viewHref(name, date)}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-2 py-2 text-center text-base leading-tight font-bold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300 sm:flex-row sm:justify-start sm:gap-3 sm:px-3 sm:text-left xl:text-xl ${
                  current ? 'bg-amber-700 text-white shadow' : 'bg-white text-stone-900 ring-1 ring-stone-300'
                }`}
              >
                <Icon aria-hidden className="size-6 shrink-0" />
                <span className="min-w-0">{t(`menu.${name}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
