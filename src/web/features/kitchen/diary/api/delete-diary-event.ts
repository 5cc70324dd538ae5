import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateDiary } from '../../../../lib/diary-events.ts';

export async function deleteDiaryEvent(id: number): Promise<void> {
  await apiRequest(`/api/diary-events/${id}`, { method: 'DELETE', reply: okReply });
}

export function useDeleteDiaryEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDiaryEvent, onSettled: () => invalidateDiary(queryClient) });
}
