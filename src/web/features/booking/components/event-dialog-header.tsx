import { X } from 'lucide-react';
import { inLanguage } from '#shared/domain/in-language.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { EventDate } from '#web/components/event-date.tsx';

/**
 * The top of a storefront dialog about one event: its title (the dialog's name, `titleId`), the event
 * and its date (its description, `eventId`), and a 48 px close button.
 */
export function EventDialogHeader(props: {
  title: string;
  titleId: string;
  eventId: string;
  event: PublicEvent;
  closeLabel: string;
  onClose: () => void;
}) {
  const { i18n } = useTranslation();
  const { event } = props;
  return (
    <header className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 sm:px-6">
      <div className="min-w-0">
        <h2 id={props.titleId} className="text-lg font-bold text-stone-900 sm:text-xl">
          {props.title}
        </h2>
        <p id={props.eventId} className="text-sm text-stone-600">
          <span className="font-medium text-stone-800">{inLanguage(event.title, event.titleMl, i18n.language)}</span> ·{' '}
          <EventDate date={event.date} />
        </p>
      </div>
      <button
        type="button"
        onClick={props.onClose}
        aria-label={props.closeLabel}
        className="-mr-2 grid size-12 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <X aria-hidden className="size-6" />
      </button>
    </header>
  );
}
