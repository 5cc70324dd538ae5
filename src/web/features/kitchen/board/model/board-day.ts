import { addDays, daysBetween } from '#shared/domain/event-date.ts';

/** When the board's event is, as its badge says it: today, tomorrow, in a number of days, or past. */
export type BoardDay = { word: 'today' | 'tomorrow' | 'past' } | { word: 'inDays'; count: number };

/** The day of an event on `date` seen on `today` (both 'YYYY-MM-DD', Kerala). */
export function boardDay(date: string, today: string): BoardDay {
  if (date === today) return { word: 'today' };
  if (date === addDays(today, 1)) return { word: 'tomorrow' };
  if (date > today) return { word: 'inDays', count: daysBetween(today, date) };
  return { word: 'past' };
}
