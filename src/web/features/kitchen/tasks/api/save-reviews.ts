import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewSchema, reviewsReply, type Review, type ReviewInput } from '#shared/schemas/diary.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { staleCurrentOf } from '#web/lib/stale-record.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A saved review sent back as it is, from the version it was read at: a blank booking reference keeps its verification. */
export function reviewInput(review: Review): ReviewInput {
  return {
    id: review.id,
    reviewerName: review.reviewerName,
    comment: review.comment,
    rating: review.rating,
    date: review.date,
    youtubeLink: review.youtubeLink,
    tags: review.tags,
    bookingReference: '',
    version: review.version,
  };
}

/** The review as it is now, when an edit was refused for being made from an older version (409); else null. */
export const staleReview = (error: unknown): Review | null => staleCurrentOf(error, reviewSchema);

/**
 * Saves one review: a new one (no id) or an edit of a saved one (its id and version). The server merges
 * by id and keeps every review it is not sent. A 400 names the broken rule (code) and its `field`.
 */
export async function saveReview({ eventId, review }: { eventId: number; review: ReviewInput }) {
  return (await apiRequest(`/api/reviews/${eventId}`, { method: 'POST', body: [review], reply: reviewsReply })).data;
}

export function useSaveReview(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.reviews(eventId) }),
  });
}
