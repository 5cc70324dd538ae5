import { formatEventDate } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';

/** What a cook changes from the card: the event's status (with the leftover meat), or its people count. */
export type CardChange =
  { kind: 'status'; isCompleted: boolean; leftoverMeatKg?: number | null } | { kind: 'people'; count: number };

/** The event as the cook's change leaves it. */
export function changed(event: DiaryEvent, change: CardChange): DiaryEvent {
  if (change.kind === 'people') return { ...event, people: change.count };
  return {
    ...event,
    isCompleted: change.isCompleted,
    ...(change.leftoverMeatKg === undefined ? {} : { leftoverMeatKg: change.leftoverMeatKg }),
  };
}

/** The fields a stale change compares, in the order the card shows them. */
export const COMPARED_FIELDS = ['title', 'date', 'assignedTo', 'people', 'status', 'leftover'] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/** How each compared field of `event` reads, its status worded by `status`. */
export function comparedValues(
  event: DiaryEvent,
  language: string,
  status: (event: DiaryEvent) => string,
): Record<ComparedField, string> {
  return {
    title: event.title,
    date: formatEventDate(event.date, language),
    assignedTo: event.assignedTo,
    people: String(event.people),
    status: status(event),
    leftover: event.leftoverMeatKg == null ? '' : `${event.leftoverMeatKg} kg`,
  };
}
