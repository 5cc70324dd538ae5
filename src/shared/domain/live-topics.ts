import type { Access } from './access.ts';

/**
 * What a screen can follow live, and who may follow it. A topic is a name, optionally followed by
 * `:<id>` for one record's changes (e.g. a later `tasks:42`). Add a kitchen topic here with its access.
 */
const TOPIC_ACCESS = {
  bookings: 'admin',
  /** `kitchen`: the diary's list of events; `kitchen:<diaryEventId>`: one event's tasks, people, reviews, readings. */
  kitchen: 'staff',
} as const satisfies Record<string, Access>;

export type TopicName = keyof typeof TOPIC_ACCESS;

export const LIVE_TOPIC = Object.fromEntries(Object.keys(TOPIC_ACCESS).map((name) => [name, name])) as {
  [Name in TopicName]: Name;
};

/** The topic of one diary event's kitchen: its tasks, people, reviews, readings and timers. */
export const kitchenEventTopic = (diaryEventId: number): string => `${LIVE_TOPIC.kitchen}:${diaryEventId}`;

/**
 * Kitchen tools whose changes concern their own screens only, each on a topic of its own so that the
 * diary's screens (which follow `kitchen`) do not refetch for them: the cutlet days (any day's change:
 * carry-over reaches later days) and the inventory (its screen, and the recipe costs it prices).
 */
export const KITCHEN_TOOL_TOPIC = {
  cutlets: `${LIVE_TOPIC.kitchen}:cutlets`,
  inventory: `${LIVE_TOPIC.kitchen}:inventory`,
} as const;

/**
 * The topic the owner's margin screens follow: the bookings', as bookings and refunds move a margin. What
 * else moves an event's margin publishes here too (the kitchen's record of what an event used).
 */
export const MARGINS_TOPIC = LIVE_TOPIC.bookings;

const TOPIC_PATTERN = /^([a-z][a-z-]*)(?::[A-Za-z0-9_-]{1,64})?$/;

/**
 * How often a screen refetches what it follows while its stream is down: the kitchen's boards every
 * 10 s (cooks act on them), the admin's lists every 30 s.
 */
const FALLBACK_REFETCH_MS: Record<TopicName, number> = { bookings: 30_000, kitchen: 10_000 };

export function fallbackRefetchMs(topic: string): number {
  const name = TOPIC_PATTERN.exec(topic)?.[1];
  return name && Object.hasOwn(FALLBACK_REFETCH_MS, name) ? FALLBACK_REFETCH_MS[name as TopicName] : 30_000;
}

/** Who may follow `topic`; null when it is no topic of ours. */
export function topicAccess(topic: string): Access | null {
  const name = TOPIC_PATTERN.exec(topic)?.[1];
  return name && Object.hasOwn(TOPIC_ACCESS, name) ? TOPIC_ACCESS[name as TopicName] : null;
}

/** The stream's address for a set of topics. */
export function liveStreamUrl(topics: readonly string[], lastEventId?: string | null): string {
  const query = new URLSearchParams({ topics: [...topics].sort().join(',') });
  if (lastEventId) query.set('lastEventId', lastEventId);
  return `/api/live?${query.toString()}`;
}

/** What changed, when the publisher says (e.g. `{type: 'task-started', eventId: 7}`); kept small. */
export interface LiveChangeDetail {
  type: string;
  eventId?: number;
}

/**
 * The message every change sends: which topic changed, and for some topics (kitchen) what changed.
 * Screens refetch what they show of the topic either way.
 */
export interface LiveMessage extends Partial<LiveChangeDetail> {
  topic: string;
}
