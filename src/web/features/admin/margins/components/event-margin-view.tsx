import { ArrowLeft, RefreshCw } from 'lucide-react';
import { compactButton } from '#web/components/buttons.ts';
import { EventDateLine } from '#web/components/event-date.tsx';
import { LoadingLine } from '#web/components/loading-line.tsx';
import { useTranslation } from '#web/lib/i18n.ts';
import { LiveBadge } from '#web/features/admin/components/live-badge.tsx';
import { useEventMargin, useMarginsLiveUpdates } from '../api/get-margins.ts';
import { CostsForm } from './costs-form.tsx';
import { GatewayFeeSection } from './gateway-fee-form.tsx';
import { MarginFigures } from './margin-figures.tsx';

/** One event's margin, live as bookings come in, with its other costs and the gateway fee. */
export function EventMarginView({ eventId, onBack }: { eventId: number; onBack: () => void }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'ownerMargin' });
  const { live } = useMarginsLiveUpdates();
  const margin = useEventMargin(eventId);
  const lang = i18n.language === 'ml' ? 'ml' : 'en';
  const event = margin.data?.breakdown.event;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={onBack} className={`${compactButton.secondary} min-h-12`}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('back')}
        </button>
        <LiveBadge live={live} />
      </div>
      <div>
        <h2 className="text-xl font-bold break-words text-stone-900">{event ? event.title[lang] : t('title')}</h2>
        {event && <EventDateLine date={event.date} />}
      </div>
      {margin.data ? (
        <>
          <MarginFigures margin={margin.data} />
          <CostsForm key={eventId} eventId={eventId} margin={margin.data} />
          <GatewayFeeSection />
        </>
      ) : margin.isError ? (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-red-200">
          <p className="font-semibold text-red-800">{t('loadFailed')}</p>
          <button type="button" onClick={() => void margin.refetch()} className={`${compactButton.secondary} mt-3`}>
            <RefreshCw aria-hidden className="size-4" />
            {t('retry')}
          </button>
        </div>
      ) : (
        <LoadingLine text={t('loading')} />
      )}
    </div>
  );
}
