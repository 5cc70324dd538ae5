import { CircleAlert, MessageCircle, RefreshCw, Users } from 'lucide-react';
import { useId } from 'react';
import { whatsAppUrl } from '#shared/domain/whatsapp-link.ts';
import type { WaitingEntryView } from '#shared/schemas/waiting-list.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { compactButton } from '#web/components/buttons.ts';
import { CustomerPhone } from './customer-phone.tsx';
import { LineSize } from './line-size.tsx';
import { useWaitingList } from './api/get-waiting-list.ts';
import { useFormatDateTime } from './format-date-time.ts';

const STATUS_LOOK: Record<WaitingEntryView['status'], string> = {
  waiting: 'bg-stone-100 text-stone-900',
  offered: 'bg-emerald-100 text-emerald-950',
  accepted: 'bg-sky-100 text-sky-950',
  lapsed: 'bg-stone-200 text-stone-700',
};

/**
 * The event's waiting list: who waits for how many slots, first come first, and each offer with a
 * one-tap WhatsApp message carrying its private link, for the owner to send by hand.
 */
export function WaitingListSection({ eventId, eventTitle }: { eventId: number; eventTitle: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.waitingList' });
  const formatDateTime = useFormatDateTime();
  const list = useWaitingList(eventId);
  const titleId = useId();

  let body;
  if (list.isPending) body = <div aria-hidden className="h-12 animate-pulse rounded-xl bg-stone-100" />;
  else if (list.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-red-800">
        <p className="flex items-start gap-2">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('loadFailed')}
        </p>
        <button type="button" onClick={() => void list.refetch()} className={compactButton.secondary}>
          <RefreshCw aria-hidden className="size-4" />
          {t('title')}
        </button>
      </div>
    );
  } else if (list.data.length === 0) body = <p className="text-sm text-stone-600">{t('empty')}</p>;
  else {
    body = (
      <ol className="space-y-2">
        {list.data.map((entry) => (
          <WaitingEntryRow key={entry.id} entry={entry} eventTitle={eventTitle} formatDateTime={formatDateTime} />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h3 id={titleId} className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <Users aria-hidden className="size-5 text-stone-500" />
        {t('title')}
      </h3>
      <p className="mt-1 text-sm">
        <LineSize eventId={eventId} />
      </p>
      <p className="mt-1 text-sm text-stone-600">{t('hint')}</p>
      <div className="mt-3">{body}</div>
    </section>
  );
}

function WaitingEntryRow({
  entry,
  eventTitle,
  formatDateTime,
}: {
  entry: WaitingEntryView;
  eventTitle: string;
  formatDateTime: (instant: string) => string;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBookings.waitingList' });
  const offer = entry.offer;
  const message =
    offer &&
    t('whatsAppText', {
      name: entry.name,
      count: entry.units,
      title: eventTitle,
      time: formatDateTime(offer.expiresAt),
      link: `${window.location.origin}${offer.path}`,
    });
  return (
    <li data-testid="waiting-entry" className="rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words">
          <span className="text-base font-semibold text-stone-900">{entry.name}</span>{' '}
          <span className="text-stone-700">· {t('units', { count: entry.units })}</span>
        </p>
        <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[entry.status]}`}>
          {t(`status.${entry.status}`, { time: offer ? formatDateTime(offer.expiresAt) : '' })}
        </span>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 text-stone-600">
        <CustomerPhone phone={entry.phone} />
        {entry.email && <span className="break-all">{entry.email}</span>}
        <span>{t('joined', { time: formatDateTime(entry.joinedAt) })}</span>
      </div>
      {entry.status === 'offered' && message && (
        <a
          href={whatsAppUrl(`91${entry.phone}`, message)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${compactButton.success} mt-2`}
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('whatsApp')}
        </a>
      )}
    </li>
  );
}
