import { CalendarDays } from 'lucide-react';
import { useTranslation } from '#web/lib/i18n.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';

/** An event's day written out in the screen's language. */
export function useEventDateText(): (date: string) => string {
  const { i18n } = useTranslation();
  return (date) => formatEventDate(date, i18n.language);
}

export function EventDate({ date }: { date: string }) {
  return <>{useEventDateText()(date)}</>;
}

/** The day on an event card, with its calendar mark. */
export function EventDateLine({ date }: { date: string }) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-orange-800">
      <CalendarDays aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 break-words">
        <EventDate date={date} />
      </span>
    </p>
  );
}
