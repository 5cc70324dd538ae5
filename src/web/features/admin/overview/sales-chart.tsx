import { useId } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { BookingsSummary } from '#shared/schemas/bookings.ts';
import { EventDate } from '#web/components/event-date.tsx';

type EventSales = BookingsSummary['perEvent'][number];

function percent(part: number, whole: number): string {
  if (whole <= 0 || part <= 0) return '0%';
  return `${Math.min(100, Math.max(2, (part / whole) * 100))}%`;
}

function Bar({ label, value, width, tone }: { label: string; value: string; width: string; tone: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="text-stone-600">{label}</span>
        <span className="font-semibold tabular-nums text-stone-900">{value}</span>
      </div>
      <div aria-hidden className="mt-1 h-2.5 overflow-hidden rounded-full bg-stone-100">
        <div className={`h-full rounded-full ${tone}`} style={{ width }} />
      </div>
    </div>
  );
}

/**
 * Revenue and slots sold per event, drawn with plain bars: revenue against the best-selling event,
 * slots against the event's own maximum (red once it went over).
 */
export function SalesChart({ perEvent }: { perEvent: EventSales[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.chart' });
  const titleId = useId();
  const topRevenue = Math.max(0, ...perEvent.map((event) => event.revenuePaise));

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <h3 id={titleId} className="text-lg font-bold text-stone-900">
        {t('title')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('intro')}</p>
      {perEvent.length === 0 ? (
        <p className="mt-4 text-stone-600">{t('empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-x-8 gap-y-5 md:grid-cols-2">
          {perEvent.map((event) => {
            const over = event.slotsSold > event.maxOrders;
            return (
              <li key={event.eventId} data-event-id={event.eventId} className="min-w-0">
                <p className="font-semibold break-words text-stone-900">{event.title}</p>
                <p className="text-xs break-words text-stone-500">
                  <EventDate date={event.date} />
                </p>
                <div className="mt-2 space-y-2">
                  <Bar
                    label={t('revenue')}
                    value={formatRupees(event.revenuePaise)}
                    width={percent(event.revenuePaise, topRevenue)}
                    tone="bg-amber-600"
                  />
                  <Bar
                    label={t('slots')}
                    value={t('slotsOf', { sold: event.slotsSold, max: event.maxOrders })}
                    width={percent(event.slotsSold, event.maxOrders)}
                    tone={over ? 'bg-red-600' : 'bg-stone-700'}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
