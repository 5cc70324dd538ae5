import { formatEventDate, todayInKerala } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';

/**
 * The wall board's event as a kitchen expects it: today's event that is not completed; else the next
 * upcoming one not completed (the nearest day first); else none (the board says so).
 */
export function boardEvent(events: DiaryEvent[], today: string = todayInKerala()): DiaryEvent | null {
  const open = events
    .filter((event) => !event.isCompleted && event.archivedAt === null && event.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return open[0] ?? null;
}

/** The events staff may put on the board: today's and the upcoming ones nearest first, then past ones newest first. */
export function pickableEvents(events: DiaryEvent[], today: string): DiaryEvent[] {
  const coming = events
    .filter((event) => event.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const past = events.filter((event) => event.date < today).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  return [...coming, ...past];
}

/** A choice in the board's picker: the event's title and date, and `completed` (the word) when it is. */
export function pickOptionText(event: DiaryEvent, language: string, completed: string): string {
  return [event.title, formatEventDate(event.date, language), event.isCompleted ? completed : '']
    .filter(Boolean)
    .join(' · ');
}
