import { infiniteQueryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  diaryEventReply,
  diaryEventsReply,
  type ArchivedChoice,
  type DiaryEvent,
  type DiaryEventsPage,
  type DiaryFilter,
} from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export interface DiaryListing {
  filter?: DiaryFilter;
  archived?: ArchivedChoice;
}

/** The list's address: the plain path for the first page of every event (the read kept for offline use). */
export function diaryEventsPath({ filter = 'all', archived = 'exclude' }: DiaryListing, page = 1): string {
  const query = new URLSearchParams();
  if (page !== 1) query.set('page', String(page));
  if (filter !== 'all') query.set('filter', filter);
  if (archived !== 'exclude') query.set('archived', archived);
  const text = query.toString();
  return text ? `/api/diary-events?${text}` : '/api/diary-events';
}

/** One page of the diary, newest first (the server orders, filters and pages). */
export function getDiaryEventsPage(listing: DiaryListing, page = 1): Promise<DiaryEventsPage> {
  return apiRequest(diaryEventsPath(listing, page), { reply: diaryEventsReply });
}

/** A listing's pages, held once: the first page the pickers show is the diary tab's first page. */
function diaryPages(listing: DiaryListing) {
  const { filter = 'all', archived = 'exclude' } = listing;
  return infiniteQueryOptions({
    queryKey: [...queryKeys.kitchen.diary, 'list', { filter, archived }] as const,
    queryFn: ({ pageParam }) => getDiaryEventsPage(listing, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: DiaryEventsPage) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/**
 * The newest page of diary events (50), for the screens that pick one: the wall board, the needs view,
 * the guide's event picker, the reports (`archived: 'include'`: archived events stay in reports).
 */
export function useDiaryEvents(listing: DiaryListing = {}) {
  return useInfiniteQuery({
    ...diaryPages(listing),
    select: (data): DiaryEvent[] => data.pages[0]?.data ?? [],
  });
}

/** The diary tab's list: page after page ("Load more"), as filtered by the server. */
export function useDiaryPages(listing: DiaryListing) {
  return useInfiniteQuery(diaryPages(listing));
}

/** One event by id, archived or not, on whatever page it is (the task panel's event); off while `id` is null. */
export function useDiaryEvent(id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.kitchen.diary, 'event', id],
    queryFn: async () => (await apiRequest(`/api/diary-events/${id}`, { reply: diaryEventReply })).event,
    enabled: id !== null,
  });
}

/** Every diary list (every filter, every page) and every event read by id are read again. */
export function invalidateDiary(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.diary });
}
