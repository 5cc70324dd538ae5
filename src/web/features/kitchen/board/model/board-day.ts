import { addDays } from '#shared/domain/event-date.ts';

/** When the board's event is, as its badge says it: today, tomorrow, in a number of days, or past. */
export type BoardDay = { word: 'today' | 'tomorrow' | 'past' } | { word: 'inDays'; count: number };

const DAY_MS = 86_400_000;

/** The day of an event on `date` seen on `today` (both 'YYYY-MM-DD', Kerala). */
export function boardDay(date: string, today: string): BoardDay {
  if (date === today) return { word: 'today' };
  if (date === addDays(today, 1)) return { word: 'tomorrow' };
  if (date > today) return { word: 'inDays', count: Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS) };
  return { word: 'past' };
}
