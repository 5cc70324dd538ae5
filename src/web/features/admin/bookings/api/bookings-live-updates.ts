import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bookingsSummaryQueryKey } from '../../overview/api/get-bookings-summary.ts';
import { bookingsQueryRoot } from './get-bookings.ts';

export const BOOKINGS_STREAM_URL = '/api/bookings/stream';
/** How often the screens ask again while the stream is down. */
export const FALLBACK_REFETCH_MS = 30_000;
/** While the stream is up a slow refetch still catches changes made through another app instance. */
export const LIVE_REFETCH_MS = 120_000;
/** A rush of bookings arrives as a burst of messages: they are answered with one refetch. */
const COALESCE_MS = 250;
const CLOSED = 2; // EventSource.CLOSED

/**
 * Keeps the bookings lists and the overview current: the server's `bookings` events invalidate them.
 * Returns whether the stream is up and how often the queries should poll meanwhile.
 */
export function useBookingsLiveUpdates(): { live: boolean; refetchInterval: number } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let missedSome = false;

    const refresh = () => {
      if (pending) return;
      pending = setTimeout(() => {
        pending = undefined;
        void queryClient.invalidateQueries({ queryKey: bookingsQueryRoot });
        void queryClient.invalidateQueries({ queryKey: bookingsSummaryQueryKey });
      }, COALESCE_MS);
    };

    const connect = () => {
      source = new EventSource(BOOKINGS_STREAM_URL);
      source.addEventListener('open', () => {
        setLive(true);
        // Whatever changed while the stream was down was never announced.
        if (missedSome) refresh();
        missedSome = false;
      });
      source.addEventListener('bookings', refresh);
      source.addEventListener('error', () => {
        setLive(false);
        missedSome = true;
        // The browser reconnects by itself unless the server refused (signed out, restarted badly).
        if (source?.readyState === CLOSED) {
          source.close();
          reconnect = setTimeout(connect, FALLBACK_REFETCH_MS);
        }
      });
    };

    connect();
    return () => {
      clearTimeout(reconnect);
      clearTimeout(pending);
      source?.close();
    };
  }, [queryClient]);

  return { live, refetchInterval: live ? LIVE_REFETCH_MS : FALLBACK_REFETCH_MS };
}
