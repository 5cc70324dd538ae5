import { useTranslation } from 'react-i18next';
import { formatEventDate } from '#shared/domain/event-date.ts';

/** An event's day written out in the screen's language. */
export function useEventDateText(): (date: string) => string {
  const { i18n } = useTranslation();
  return (date) => formatEventDate(date, i18n.language);
}

export function EventDate({ date }: { date: string }) {
  return <>{useEventDateText()(date)}</>;
}
