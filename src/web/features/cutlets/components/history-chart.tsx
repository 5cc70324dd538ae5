import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import type { CutletHistoryDay } from '#shared/schemas/cutlets.ts';
import { panel } from '#web/components/buttons.ts';
import { useCutletHistory } from '../api/get-cutlet-history.ts';
import { formatAmount, shortDay } from '../model/format.ts';

const METRICS = [
  { key: 'produced', pick: (day: CutletHistoryDay) => day.producedCutlets, unit: 'pieces', bar: 'bg-amber-600' },
  { key: 'meatUsed', pick: (day: CutletHistoryDay) => day.leftoverMeatUsed, unit: 'kg', bar: 'bg-sky-700' },
  { key: 'packages', pick: (day: CutletHistoryDay) => day.totalPackages, unit: 'packs', bar: 'bg-emerald-700' },
] as const;

/**
 * The days kept up to the open day (produced, meat used, packages) as three small bar charts in plain
 * CSS, each bar with its value written above it; the open day's bar is marked.
 */
export function HistoryChart({ until }: { until: string }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'cutlets' });
  const history = useCutletHistory(until);
  const days = history.data ?? [];
  return (
    <section aria-labelledby="cutlet-history-title" className={`${panel} flex flex-col gap-3`}>
      <h3 id="cutlet-history-title" className="text-xl font-bold text-stone-900 xl:text-2xl">
        {t('history.title')}
        {days.length > 0 && (
          <span className="ml-2 text-base font-semibold text-stone-600">
            {shortDay(days[0]!.date, i18n.language)} – {shortDay(days.at(-1)!.date, i18n.language)}
          </span>
        )}
      </h3>
      {history.isPending && <LoaderCircle aria-hidden className="size-6 animate-spin text-stone-500" />}
      {history.isSuccess && days.length === 0 && <p className="text-lg text-stone-700">{t('history.empty')}</p>}
      {days.length > 0 && (
        <div className="grid gap-4 md:grid-cols-3">
          {METRICS.map((metric) => {
            const values = days.map(metric.pick);
            const max = Math.max(...values, 0);
            const label = t(`history.${metric.key}`);
            return (
              <figure key={metric.key} className="min-w-0">
                <figcaption className="text-lg font-semibold text-stone-800">{label}</figcaption>
                <div
                  role="img"
                  aria-label={t('history.chart', { metric: label, count: days.length })}
                  className="mt-2 flex h-32 items-end gap-0.5 border-b-2 border-stone-400"
                >
                  {days.map((day, index) => {
                    const value = values[index]!;
                    return (
                      <div key={day.date} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end">
                        <span
                          className={`w-full truncate text-center text-[0.7rem] leading-4 font-semibold xl:text-sm xl:leading-5 tabular-nums ${
                            day.date === until ? 'text-stone-900' : 'text-stone-600'
                          }`}
                        >
                          {formatAmount(value, metric.unit === 'kg' ? null : metric.unit)}
                        </span>
                        <div
                          className={`w-full max-w-8 rounded-t ${metric.bar} ${day.date === until ? 'ring-2 ring-stone-900' : 'opacity-80'}`}
                          style={{ height: `${max > 0 ? Math.max(2, (value / max) * 80) : 2}%` }}
                        />
                      </div>
                    );
                  })}
                </div>
                <div aria-hidden className="mt-1 flex gap-0.5">
                  {days.map((day) => (
                    <span
                      key={day.date}
                      className={`min-w-0 flex-1 text-center text-[0.7rem] tabular-nums xl:text-sm ${
                        day.date === until ? 'font-bold text-stone-900' : 'text-stone-600'
                      }`}
                    >
                      {Number(day.date.slice(8))}
                    </span>
                  ))}
                </div>
              </figure>
            );
          })}
        </div>
      )}
      {days.length > 0 && (
        // The figures for screen readers: a list (a table would lay out wider than the screen).
        <ul className="sr-only" aria-label={t('history.title')}>
          {days.map((day) => (
            <li key={day.date}>
              {shortDay(day.date, i18n.language)}:{' '}
              {METRICS.map((metric) => `${t(`history.${metric.key}`)} ${metric.pick(day)}`).join(', ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
