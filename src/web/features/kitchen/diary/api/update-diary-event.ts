import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diaryEventReply, diaryEventSchema, type DiaryEvent, type DiaryEventUpdate } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { staleCurrentOf } from '#web/lib/stale-record.ts';
import { invalidateDiary } from '../../../../lib/diary-events.ts';

/**
 * The event goes back as read, with the version it was read at. The estimated attendance is left out:
 * the server keeps it as it is (the card changes the people count, not the estimate).
 */
export function eventInput(event: DiaryEvent): DiaryEventUpdate {
  return {
    title: event.title,
    date: event.date,
    description: event.description,
    assignedTo: event.assignedTo,
    isCompleted: event.isCompleted,
    salesEventId: event.salesEventId,
    version: event.version,
  };
}

/** The event as it is now, when a change was refused for being made from an older version (409); else null. */
export const staleEvent = (error: unknown): DiaryEvent | null => staleCurrentOf(error, diaryEventSchema);

/** PUT /api/diary-events/:id: answers the event as saved; a stale version throws (see staleEvent). */
export async function updateDiaryEvent({ id, input }: { id: number; input: DiaryEventUpdate }): Promise<DiaryEvent> {
  return (await apiRequest(`/api/diary-events/${id}`, { method: 'PUT', body: input, reply: diaryEventReply })).event;
}

export function useUpdateDiaryEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDiaryEvent, onSettled: () => invalidateDiary(queryClient) });
}

/** An admin archives an event (hidden from lists, kept in reports) or brings it back. */
export async function setArchived({ id, archived }: { id: number; archived: boolean }): Promise<DiaryEvent> {
  const action = archived ? 'archive' : 'unarchive';
  return (await apiRequest(`/api/diary-events/${id}/${action}`, { method: 'POST', body: {}, reply: diaryEventReply }))
    .event;
}

export function useSetArchived() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setArchived, onSettled: () => invalidateDiary(queryClient) });
}
