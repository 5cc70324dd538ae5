import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import type { DiaryEvent, DiaryEventInput } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateDiary } from './get-diary-events.ts';

/** The whole event goes back. */
export function eventInput(event: DiaryEvent): DiaryEventInput {
  return {
    title: event.title,
    date: event.date,
    description: event.description,
    assignedTo: event.assignedTo,
    estimatedAttendance: event.estimatedAttendance,
    isCompleted: event.isCompleted,
    salesEventId: event.salesEventId,
  };
}

export async function updateDiaryEvent({ id, input }: { id: number; input: DiaryEventInput }): Promise<void> {
  await apiRequest(`/api/diary-events/${id}`, { method: 'PUT', body: input, reply: okReply });
}

export function useUpdateDiaryEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDiaryEvent, onSettled: () => invalidateDiary(queryClient) });
}
