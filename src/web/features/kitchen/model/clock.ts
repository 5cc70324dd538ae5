import { EVENT_TIME_ZONE } from '#shared/domain/event-date.ts';

const HOUR_MINUTE = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: EVENT_TIME_ZONE,
});

/** An ISO timestamp as HH:MM in Kerala; '' when it cannot be read. */
export function hourMinute(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isFinite(time) ? HOUR_MINUTE.format(time) : '';
}
