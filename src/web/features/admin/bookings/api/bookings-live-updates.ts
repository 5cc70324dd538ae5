import { LIVE_TOPIC } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { bookingsSummaryQueryKey } from '../../overview/api/get-bookings-summary.ts';
import { bookingsQueryRoot } from './get-bookings.ts';

const BOOKINGS_QUERIES = [bookingsQueryRoot, bookingsSummaryQueryKey];

/** Keeps the bookings lists and the overview current; says whether the stream is up. */
export function useBookingsLiveUpdates(): { live: boolean } {
  return useLiveTopic(LIVE_TOPIC.bookings, BOOKINGS_QUERIES);
}
