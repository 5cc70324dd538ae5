import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fallbackRefetchMs, liveStreamUrl, type LiveMessage } from '#shared/domain/live-topics.ts';

/** How long a stream the server closed waits before it is opened again. */
const REOPEN_MS = 30_000;
/** A burst of changes (a rush of bookings) is answered with one refetch. */
const COALESCE_MS = 250;
const CLOSED = 2; // EventSource.CLOSED

interface Follower {
  topic: string;
  onChange(): void;
  onLive(live: boolean): void;
}

/**
 * One stream per browser tab for every topic its screens follow (browsers allow six connections per
 * host without HTTP/2). It is reopened when the set of topics changes, carrying the last event id so
 * the server sends what was missed meanwhile.
 */
const tab = (() => {
  const followers = new Set<Follower>();
  let source: EventSource | null = null;
  let openTopics = '';
  let lastEventId: string | null = null;
  let live = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let scheduled = false;

  const setLive = (next: boolean) => {
    live = next;
    followers.forEach((follower) => follower.onLive(next));
  };
  const changed = (topic: string | null) =>
    followers.forEach((follower) => (topic === null || follower.topic === topic) && follower.onChange());

  function connect() {
    scheduled = false;
    const topics = [...new Set([...followers].map((follower) => follower.topic))].sort();
    if (source && topics.join(',') === openTopics) return;
    source?.close();
    source = null;
    clearTimeout(retry);
    if (live) setLive(false);
    openTopics = topics.join(',');
    if (topics.length === 0 || typeof EventSource === 'undefined') return;

    const opened = new EventSource(liveStreamUrl(topics, lastEventId));
    source = opened;
    let heardNothingYet = lastEventId === null;
    let dropped = false;
    opened.addEventListener('open', () => {
      setLive(true);
      // Without an event id the server cannot say what was missed while the stream was down.
      if (dropped && heardNothingYet) changed(null);
    });
    opened.addEventListener('change', (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      heardNothingYet = false;
      changed((JSON.parse(message.data) as LiveMessage).topic);
    });
    opened.addEventListener('reset', () => changed(null));
    opened.addEventListener('error', () => {
      setLive(false);
      dropped = true;
      // The browser reconnects by itself unless the server refused (signed out, restarted badly).
      if (opened.readyState === CLOSED && source === opened) {
        opened.close();
        source = null;
        retry = setTimeout(connect, REOPEN_MS);
      }
    });
  }

  /** Several screens mounting together open one stream. */
  const reconnectSoon = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(connect, 0);
  };

  return {
    follow(follower: Follower): () => void {
      followers.add(follower);
      follower.onLive(live);
      reconnectSoon();
      return () => {
        followers.delete(follower);
        reconnectSoon();
      };
    },
  };
})();

/**
 * Keeps the queries a screen shows of `topic` current: a change of the topic invalidates them; while
 * the stream is down they are refetched as often as the topic asks (fallbackRefetchMs). Returns
 * whether the stream is up.
 */
export function useLiveTopic(topic: string, queryKeys: readonly QueryKey[]): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });

  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    };
    const stop = tab.follow({ topic, onChange: refresh, onLive: setLive });
    return () => {
      stop();
      clearTimeout(pending);
    };
  }, [topic, queryClient]);

  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => {
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
    }, fallbackRefetchMs(topic));
    return () => clearInterval(timer);
  }, [live, topic, queryClient]);

  return { live };
}
