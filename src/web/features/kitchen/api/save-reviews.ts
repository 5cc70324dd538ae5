import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewsReply, type Review, type ReviewInput } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A saved review sent back as it is: a blank phone keeps the phone it was saved with. */
export function reviewInput(review: Review): ReviewInput {
  return {
    id: review.id,
    reviewerName: review.reviewerName,
    comment: review.comment,
    rating: review.rating,
    date: review.date,
    youtubeLink: review.youtubeLink,
    tags: review.tags,
    phone: '',
  };
}

/**
 * Saves the event's whole review list. A 400 names the broken rule (code), its `field` and the
 * review's place in the list (params.index). Answers the saved list, verified against paid bookings.
 */
export async function saveReviews({ eventId, reviews }: { eventId: number; reviews: ReviewInput[] }) {
  return (await apiRequest(`/api/reviews/${eventId}`, { method: 'POST', body: reviews, reply: reviewsReply })).data;
}

export function useSaveReviews(eventId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.kitchen.reviews(eventId);
  return useMutation({
    mutationFn: saveReviews,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
