import { useInfiniteQuery } from '@tanstack/react-query';
import { reviewsReply, type ReviewsPage } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One page of the event's customer reviews, newest first, phones blanked. */
export async function getReviews(eventId: number, page = 1): Promise<ReviewsPage> {
  const query = page === 1 ? '' : `?page=${page}`;
  return apiRequest(`/api/reviews/${eventId}${query}`, { reply: reviewsReply });
}

/** The event's reviews page after page ("Load more"). */
export function useReviews(eventId: number) {
  return useInfiniteQuery({
    queryKey: queryKeys.kitchen.reviews(eventId),
    queryFn: ({ pageParam }) => getReviews(eventId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
