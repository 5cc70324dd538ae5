import { LIVE_TOPIC } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

// A pass that books a paid order announces it as a booking change: the payments check follows.
const BOOKINGS_QUERIES = [queryKeys.bookings.lists, queryKeys.bookings.summary, queryKeys.payments.check];

/** Keeps the bookings lists and the overview current; says whether the stream is up. */
export function useBookingsLiveUpdates(): { live: boolean } {
  return useLiveTopic(LIVE_TOPIC.bookings, BOOKINGS_QUERIES);
}
