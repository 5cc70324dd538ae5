import { BellRing, Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '#web/lib/i18n.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import type { EventAvailability } from '#shared/schemas/availability.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { HeldSlotsNote } from '#web/components/held-slots-note.tsx';
import { DEFAULT_EVENT_IMAGE_URL, eventImageUrl } from '#shared/domain/event-image.ts';
import { EventDateLine } from '#web/components/event-date.tsx';

interface EventCardProps {
  event: PublicEvent;
  /** Only the soonest event with a free slot is bookable: the others show a greyed, disabled button. */
  bookable: boolean;
  /** Its slots now; undefined while not known. */
  slots?: EventAvailability;
  onBook: (event: PublicEvent) => void;
  /** Opens "Tell me when a slot frees" for a sold-out event. */
  onWaitingList?: (event: PublicEvent) => void;
}

export function EventCard({ event, bookable, slots, onBook, onWaitingList }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const soldOut = slots?.availableSlots === 0;
  const badge = soldOut ? t('storefront.events.soldOut') : inLanguage(event.badge, event.badgeMl, i18n.language);
  const titleId = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const src = imageFailed ? DEFAULT_EVENT_IMAGE_URL : eventImageUrl(event.image);

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-stone-200"
    >
      <div className="relative">
        <img
          src={src}
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="aspect-[4/3] w-full bg-amber-100 object-cover"
        />
        {badge && (
          <span
            className={`absolute left-3 top-3 max-w-[calc(100%-5rem)] truncate rounded-full px-3 py-1 text-sm font-semibold text-white shadow ${
              soldOut ? 'bg-red-700 text-base uppercase tracking-wide' : 'bg-orange-700'
            }`}
          >
            {badge}
          </span>
        )}
        {event.isValentine && (
          <span
            role="img"
            aria-label={t('storefront.events.specialEvent')}
            title={t('storefront.events.specialEvent')}
            className="absolute right-3 top-3 rounded-full bg-white/95 p-2 shadow"
          >
            <Heart aria-hidden className="size-5 fill-rose-500 text-rose-500" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <EventDateLine date={event.date} />
        <h3 id={titleId} className="mt-2 break-words text-xl font-bold text-stone-900">
          {inLanguage(event.title, event.titleMl, i18n.language)}
        </h3>
        <p className="mt-2 flex-1 break-words leading-relaxed text-stone-700">
          {inLanguage(event.description, event.descriptionMl, i18n.language)}
        </p>
        <CardSlots slots={slots} bookable={bookable} />
        <button
          type="button"
          disabled={!bookable}
          aria-describedby={bookable ? undefined : `${titleId}-state`}
          onClick={bookable ? () => onBook(event) : undefined}
          className={`mt-5 w-full rounded-xl px-5 py-3 font-semibold transition focus-visible:outline-none focus-visible:ring-4 ${
            bookable
              ? 'bg-orange-700 text-white shadow hover:bg-orange-800 focus-visible:ring-orange-300'
              : 'cursor-not-allowed bg-stone-200 text-stone-500'
          }`}
        >
          {soldOut ? t('storefront.events.soldOut') : inLanguage(event.buttonText, event.buttonTextMl, i18n.language)}
        </button>
        {soldOut && onWaitingList && (
          <button
            type="button"
            onClick={() => onWaitingList(event)}
            className="mt-3 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-orange-800 ring-2 ring-orange-700 transition hover:bg-orange-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-orange-300"
          >
            <BellRing aria-hidden className="size-5 shrink-0" />
            {t('storefront.events.waitingList')}
          </button>
        )}
        {!bookable && !soldOut && (
          <p id={`${titleId}-state`} className="mt-2 text-sm text-stone-600">
            {t('storefront.events.waitsForEarlier')}
          </p>
        )}
      </div>
    </article>
  );
}

/** Slots left on the open card; on a sold-out one, the slots still being paid for and when they may free. */
function CardSlots({ slots, bookable }: { slots: EventAvailability | undefined; bookable: boolean }) {
  const { t } = useTranslation();
  if (!slots) return null;
  if (slots.availableSlots === 0) {
    return (
      <HeldSlotsNote
        heldSlots={slots.heldSlots}
        nextReleaseAt={slots.nextReleaseAt}
        className="mt-3 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      />
    );
  }
  if (!bookable) return null;
  return (
    <p className="mt-3 text-base font-semibold text-amber-800" data-testid="slots-left">
      {t('storefront.events.slotsLeft', { count: slots.availableSlots })}
    </p>
  );
}
