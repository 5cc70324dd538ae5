import { useQuery, type QueryClient } from '@tanstack/react-query';
import { diaryEventsReply, type DiaryEvent } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Newest date first; equal dates newest created first. */
export function newestDateFirst(events: DiaryEvent[]): DiaryEvent[] {
  return [...events].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
}

export async function getDiaryEvents(): Promise<DiaryEvent[]> {
  const { data } = await apiRequest('/api/diary-events', { reply: diaryEventsReply });
  return newestDateFirst(data);
}

export function useDiaryEvents() {
  return useQuery({ queryKey: queryKeys.kitchen.diary, queryFn: getDiaryEvents });
}

export function invalidateDiary(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.diary });
}
