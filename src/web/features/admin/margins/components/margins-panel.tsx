import { ChevronRight, RefreshCw } from 'lucide-react';
import { compactButton } from '#web/components/buttons.ts';
import { EventDate } from '#web/components/event-date.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { useMargins, useMarginsLiveUpdates } from '../api/get-margins.ts';
import { signedRupees } from '../model/money-text.ts';

/** The overview's margins: the newest events, each opening its own margin with what it is made of. */
export function MarginsPanel({ onOpen }: { onOpen: (eventId: number) => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'ownerMargin' });
  useMarginsLiveUpdates();
  const margins = useMargins();
  const lang = i18n.language === 'ml' ? 'ml' : 'en';
  let body;
  if (margins.data) {
    body =
      margins.data.length === 0 ? (
        <p className="text-stone-600">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {margins.data.map((row) => (
            <li key={row.event.id} data-testid="margin-row" data-event={row.event.id}>
              <button
                type="button"
                onClick={() => onOpen(row.event.id)}
                aria-label={`${t('open')}: ${row.event.title[lang]}`}
                className="flex min-h-12 w-full items-center gap-3 py-2.5 text-left focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-300"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-stone-900">{row.event.title[lang]}</span>
                  <span className="block text-sm text-stone-600">
                    <EventDate date={row.event.date} /> · {t('platesValue', { count: row.plates })}
                  </span>
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="block font-bold text-stone-900" data-testid="margin-row-value">
                    {signedRupees(row.marginPaise)}
                  </span>
                  <span className="block text-xs text-stone-600">
                    {t('ifSoldOut')}: {signedRupees(row.ifSoldOut.marginPaise)}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-stone-500" />
              </button>
            </li>
          ))}
        </ul>
      );
  } else if (margins.isError) {
    body = (
      <div>
        <p className="font-semibold text-red-800">{t('loadFailed')}</p>
        <button type="button" onClick={() => void margins.refetch()} className={`${compactButton.secondary} mt-3`}>
          <RefreshCw aria-hidden className="size-4" />
          {t('retry')}
        </button>
      </div>
    );
  } else {
    body = <LoadingLine text={t('loading')} />;
  }
  return (
    <section
      aria-labelledby="margins-title"
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h3 id="margins-title" className="text-lg font-bold text-stone-900">
        {t('title')}
      </h3>
      <p className="mb-3 text-sm text-stone-600">{t('intro')}</p>
      {body}
    </section>
  );
}
