import { TrendingUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Forecast } from '#shared/schemas/forecasts.ts';
import { formatKeralaDateTime } from '#shared/domain/kerala-time.ts';
import { compactButton } from '#web/components/buttons.ts';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useForecast } from '../api/get-forecast.ts';

/**
 * The event's sell-out forecast, folded on its card: read when the owner opens it. Each figure opens
 * onto what it is made of.
 */
export function ForecastPanel({ eventId }: { eventId: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerForecast' });
  const [open, setOpen] = useState(false);
  const forecast = useForecast(eventId, open);
  return (
    <details
      data-testid="forecast"
      className="mt-3 rounded-xl bg-stone-50 ring-1 ring-stone-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-12 cursor-pointer items-center gap-2 px-3 text-sm font-semibold text-stone-800">
        <TrendingUp aria-hidden className="size-4" />
        {t('heading')}
      </summary>
      <div className="space-y-2 px-3 pb-3 text-sm text-stone-700">
        {forecast.isPending ? (
          <LoadingLine text={t('loading')} className="text-sm" />
        ) : forecast.isError ? (
          <p role="alert" className="flex flex-wrap items-center gap-2">
            {t('failed')}
            <button type="button" onClick={() => forecast.refetch()} className={compactButton.secondary}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <ForecastBody forecast={forecast.data} />
        )}
      </div>
    </details>
  );
}

function ForecastBody({ forecast }: { forecast: Forecast }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'ownerForecast' });
  const time = (instant: string) => formatKeralaDateTime(instant, i18n.language);
  return (
    <>
      {forecast.state === 'forecast' && (
        <>
          <p className="text-base font-bold text-stone-900">{t('sellOutAt', { time: time(forecast.sellOutAt) })}</p>
          <p>{t('range', { earliest: time(forecast.earliest), latest: time(forecast.latest) })}</p>
          {!forecast.beforeSaleEnds && (
            <p className="font-semibold text-amber-900">{t('afterSaleEnds', { time: time(forecast.saleEndsAt) })}</p>
          )}
          <Basis>
            <p>
              {t('basis.sold', {
                units: forecast.unitsSoFar,
                capacity: forecast.capacity,
                hours: forecast.hoursSoFar,
                opened: forecast.openedAt ? time(forecast.openedAt) : '',
              })}
            </p>
            <p>{t('basis.compared', { count: forecast.pastSales })}</p>
            <p>{t('basis.range')}</p>
          </Basis>
        </>
      )}
      {forecast.state === 'soldOut' && (
        <p className="font-semibold">{t('soldOut', { time: time(forecast.sellOutAt) })}</p>
      )}
      {forecast.state === 'closed' && <p>{t('closed', { units: forecast.unitsSoFar, capacity: forecast.capacity })}</p>}
      {forecast.state === 'notOpen' && <p>{t('notOpen')}</p>}
      {forecast.state === 'tooLittleHistory' && (
        <p data-testid="forecast-too-little">
          {forecast.reason === 'fewSoldOutSales'
            ? t('tooLittle.fewSoldOutSales', { min: forecast.minSoldOutSales, count: forecast.soldOutSales })
            : t('tooLittle.fewUnitsSoFar', { min: forecast.minUnitsSoFar, units: forecast.unitsSoFar })}
        </p>
      )}
      {forecast.state !== 'closed' && forecast.state !== 'soldOut' && <PastError forecast={forecast} />}
      {forecast.state === 'notOpen' && forecast.plan && <Plan plan={forecast.plan} />}
    </>
  );
}

/** How far off the forecast was on past events (the backtest's median error), with how it is measured. */
function PastError({ forecast }: { forecast: Forecast }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerForecast' });
  if (forecast.medianErrorHours === null) return <p>{t('pastErrorNone')}</p>;
  return (
    <Basis summary={t('pastError', { hours: forecast.medianErrorHours, count: forecast.backtestedSales })}>
      <p>{t('basis.backtest')}</p>
    </Basis>
  );
}

function Plan({ plan }: { plan: NonNullable<Forecast['plan']> }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'ownerForecast' });
  const counts = { count: plan.pastSales, soldOut: plan.soldOutSales };
  return (
    <section className="rounded-lg bg-white p-2 ring-1 ring-stone-200">
      <h4 className="font-semibold text-stone-900">{t('plan.heading')}</h4>
      <Basis summary={t('plan.capacity', { capacity: plan.capacity })}>
        <p>{plan.basis === 'mostSoldOut' ? t('plan.mostSoldOut', counts) : t('plan.mostLeftOver', counts)}</p>
      </Basis>
      <Basis
        summary={t('plan.openAt', { time: formatKeralaDateTime(plan.openAt, i18n.language), days: plan.leadDays })}
      >
        <p>{t('plan.opening')}</p>
      </Basis>
    </section>
  );
}

/** A figure that opens onto what it is made of (a tap on the number). */
function Basis({ summary, children }: { summary?: string; children: ReactNode }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ownerForecast' });
  return (
    <details className="group">
      <summary className="flex min-h-12 cursor-pointer items-center underline decoration-dotted underline-offset-4">
        {summary ?? t('basis.show')}
      </summary>
      <div className="space-y-1 pb-1 text-stone-600">{children}</div>
    </details>
  );
}
