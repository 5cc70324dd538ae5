import { useQuery } from '@tanstack/react-query';
import { reviewsReply, type Review } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The event's customer reviews, phones blanked. */
export async function getReviews(eventId: number): Promise<Review[]> {
  return (await apiRequest(`/api/reviews/${eventId}`, { reply: reviewsReply })).data;
}

export function useReviews(eventId: number) {
  return useQuery({ queryKey: queryKeys.kitchen.reviews(eventId), queryFn: () => getReviews(eventId) });
}
