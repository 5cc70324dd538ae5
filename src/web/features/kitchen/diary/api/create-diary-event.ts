import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diaryEventReply, type DiaryEvent, type DiaryEventInput } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { invalidateDiary } from '../../../../lib/diary-events.ts';

export async function createDiaryEvent(input: DiaryEventInput): Promise<DiaryEvent> {
  return (await apiRequest('/api/diary-events/create', { method: 'POST', body: input, reply: diaryEventReply })).event;
}

export function useCreateDiaryEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDiaryEvent, onSuccess: () => invalidateDiary(queryClient) });
}
