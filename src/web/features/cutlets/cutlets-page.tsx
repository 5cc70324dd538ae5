import { History, LoaderCircle } from 'lucide-react';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import type { CutletField } from '#shared/domain/kitchen/cutlets.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useSearchParams } from 'react-router';
import { todayInKerala } from '#shared/domain/event-date.ts';
import { KITCHEN_TOOL_TOPIC, LIVE_TOPIC } from '#shared/domain/live-topics.ts';
import { ErrorBanner } from '#web/components/status-banners.tsx';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useCutletDay } from './api/get-cutlet-day.ts';
import { SideMenu } from './components/side-menu.tsx';
import { TopBar } from './components/top-bar.tsx';
import { DayProvider } from './model/day-context.tsx';
import { dayState } from './model/day-state.ts';
import { useClockNow } from '#web/lib/server-clock.ts';
import { useProblemText } from '#web/lib/problem-text.ts';
import { dateFrom, viewFrom, type CutletView } from './model/views.ts';
import { formatDay } from './model/format.ts';
import { useCookName } from '#web/lib/cook-name.ts';
import { DashboardView } from './views/dashboard-view.tsx';
import { DayBeforeView } from './views/day-before-view.tsx';
import { InventoryView } from './views/inventory-view.tsx';
import { ProductionView } from './views/production-view.tsx';
import { SummaryView } from './views/summary-view.tsx';

const VIEWS: Record<CutletView, ComponentType> = {
  dashboard: DashboardView,
  dayBefore: DayBeforeView,
  production: ProductionView,
  inventory: InventoryView,
  summary: SummaryView,
};

/**
 * The cutlet production tool (/cutlets): a day kept on the server and shown live on every device. The
 * address names the view and the day (`?view=production&date=2026-11-24`); today by default. A past day
 * opens for correction (every day stays open): the screen says it is a past day, and each
 * change carries that day's version as today's do.
 */
export function CutletsPage() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const problemText = useProblemText();
  const [params, setParams] = useSearchParams();
  // The server's clock, not the device's: a tablet whose clock is wrong still opens the kitchen's today.
  const now = useClockNow(30_000);
  const today = todayInKerala(new Date(now));
  const view = viewFrom(params.get('view'));
  const date = dateFrom(params.get('date'), today);
  const [worker, setWorker] = useCookName();
  const [refused, setRefused] = useState<ReadonlySet<CutletField>>(new Set());
  const onRefused = useCallback((field: CutletField, isRefused: boolean) => {
    setRefused((current) => {
      if (current.has(field) === isRefused) return current;
      const next = new Set(current);
      if (isRefused) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  const day = useCutletDay(date);
  // Cutlet changes of any day, and the diary (a completed event's leftover meat is offered to the next day).
  useLiveTopic(KITCHEN_TOOL_TOPIC.cutlets, [queryKeys.cutlets.all]);
  useLiveTopic(LIVE_TOPIC.kitchen, [queryKeys.cutlets.all]);
  const state = useMemo(() => (day.data ? dayState(day.data) : null), [day.data]);
  const past = date < (day.data?.today ?? today);
  const View = VIEWS[view];

  function openDate(next: string) {
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('view', view);
      changed.set('date', next);
      return changed;
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-[120rem] flex-col gap-4">
      <TopBar date={date} today={today} worker={worker} onWorker={setWorker} onDate={openDate} />
      {past && (
        <p
          role="status"
          data-testid="past-day"
          className="flex items-center gap-3 rounded-2xl bg-amber-100 px-4 py-3 text-lg font-bold text-amber-950 ring-2 ring-amber-500 xl:text-2xl"
        >
          <History aria-hidden className="size-7 shrink-0" />
          {t('pastDay', { date: formatDay(date, i18n.language) })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[18rem_minmax(0,1fr)]">
        <SideMenu view={view} date={date} />
        <section id="cutlet-view" className="min-w-0">
          {day.isPending && (
            <p role="status" className="flex items-center gap-2 rounded-2xl bg-white p-6 text-lg text-stone-700">
              <LoaderCircle aria-hidden className="size-5 animate-spin" />
              {t('loading')}
            </p>
          )}
          {day.isError && (
            <ErrorBanner
              failure={{ title: problemText(day.error, t('failed')) }}
              retry={{ label: t('retry'), onRetry: () => void day.refetch() }}
            />
          )}
          {state && (
            <DayProvider value={{ state, worker, now, refused, onRefused }}>
              <View />
            </DayProvider>
          )}
        </section>
      </div>
    </div>
  );
}
