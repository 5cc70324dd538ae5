import { useQuery } from '@tanstack/react-query';
import { diaryEventsReply, type DiaryEvent } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The diary's newest events (its first page, 50), to attach a guide screen to one. */
export async function getDiaryEvents(): Promise<DiaryEvent[]> {
  const { data } = await apiRequest('/api/diary-events', { reply: diaryEventsReply });
  return data;
}

export function useDiaryEvents(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.sop.diaryEvents, queryFn: getDiaryEvents, enabled });
}
