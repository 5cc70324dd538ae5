import { useMutation, useQueryClient } from '@tanstack/react-query';
import { temperatureReply } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateEvent } from './get-tasks.ts';

export interface RecordTemperature {
  eventId: number;
  taskId: string;
  value: number;
  name: string;
}

export async function recordTemperature({ eventId, taskId, value, name }: RecordTemperature) {
  return apiRequest(`/api/todos/${eventId}/${encodeURIComponent(taskId)}/temperatures`, {
    method: 'POST',
    body: { value, name },
    reply: temperatureReply,
  });
}

export function useRecordTemperature(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordTemperature, onSettled: () => invalidateEvent(queryClient, eventId) });
}
