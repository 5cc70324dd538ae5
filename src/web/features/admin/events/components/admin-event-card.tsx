import { Heart, ListChecks, Pencil, Trash2, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { isEventDay, isPastDate } from '#shared/domain/event-date.ts';
import { DEFAULT_EVENT_IMAGE_URL, eventImageUrl } from '#shared/domain/event-image.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { EventDateLine } from '#web/components/event-date.tsx';
import { compactButton } from '#web/components/buttons.ts';
import { LineSize } from '#web/features/admin/bookings/line-size.tsx';
import { ForecastPanel } from './forecast-panel.tsx';

interface AdminEventCardProps {
  event: PublicEvent;
  /** The storefront's first card: the one customers can book now. */
  bookable: boolean;
  onEdit: (event: PublicEvent) => void;
  onDelete: (event: PublicEvent) => void;
  onViewBookings: (eventId: number) => void;
}

/** One event in the admin grid. Inactive events are dimmed. */
export function AdminEventCard({ event, bookable, onEdit, onDelete, onViewBookings }: AdminEventCardProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminEvents.card' });
  const titleId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const enabledItems = Object.values(event.menuItems).filter((item) => item.enabled).length;

  return (
    <article
      aria-labelledby={titleId}
      data-inactive={event.isActive ? undefined : 'true'}
      className={`flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200 ${
        event.isActive ? '' : 'opacity-60 grayscale-[40%]'
      }`}
    >
      <div className="relative">
        <img
          src={imageFailed ? DEFAULT_EVENT_IMAGE_URL : eventImageUrl(event.image)}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="aspect-video w-full bg-amber-100 object-cover"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start gap-1.5">
          {event.badge && (
            <span className="max-w-full truncate rounded-full bg-orange-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              {event.badge}
            </span>
          )}
          {!event.isActive && (
            <span className="rounded-full bg-stone-800 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              {t('inactive')}
            </span>
          )}
          {isPastDate(event.date) && (
            <span className="rounded-full bg-stone-600 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              {t('past')}
            </span>
          )}
          {!isEventDay(event.date) && (
            <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              {t('noDate')}
            </span>
          )}
          {bookable && (
            <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
              {t('bookableNow')}
            </span>
          )}
        </div>
        {event.isValentine && (
          <span
            role="img"
            aria-label={t('special')}
            title={t('special')}
            className="absolute bottom-3 right-3 rounded-full bg-white/95 p-1.5 shadow"
          >
            <Heart aria-hidden className="size-4 fill-rose-500 text-rose-500" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <EventDateLine date={event.date} />
        <h3 id={titleId} className="mt-1 break-words text-lg font-bold text-stone-900">
          {event.title}
        </h3>
        <p className="mt-1 line-clamp-3 break-words text-sm text-stone-700">{event.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-4" />
            {t('maxOrders', { count: event.maxOrders })}
          </span>
          <span className="inline-flex items-center gap-1">
            <ListChecks aria-hidden className="size-4" />
            {t('menuItems', { count: enabledItems })}
          </span>
          <LineSize eventId={event.id} />
        </p>
        <ForecastPanel eventId={event.id} />
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <button type="button" onClick={() => onEdit(event)} className={`${compactButton.primary} flex-1`}>
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </button>
          <button
            type="button"
            onClick={() => onViewBookings(event.id)}
            className={`${compactButton.secondary} flex-1`}
          >
            {t('viewBookings')}
          </button>
          <button type="button" onClick={() => onDelete(event)} className={compactButton.dangerOutline}>
            <Trash2 aria-hidden className="size-4" />
            {t('delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
