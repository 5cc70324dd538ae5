import { todayInKerala } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';

/** The wall board's event: today's, else the next upcoming one, else the latest one. */
export function boardEvent(events: DiaryEvent[], today: string = todayInKerala()): DiaryEvent | null {
  const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return (
    byDate.find((event) => event.date === today) ?? byDate.find((event) => event.date > today) ?? byDate.at(-1) ?? null
  );
}
