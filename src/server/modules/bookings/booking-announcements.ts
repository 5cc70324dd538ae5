import type { FastifyBaseLogger } from 'fastify';
import { kitchenEventTopic, LIVE_TOPIC } from '#shared/domain/live-topics.ts';
import type { Db } from '#server/db/database.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import { diaryEventIdsOfSale } from '#server/modules/diary/diary.service.ts';

/**
 * A booking was made or changed: the admin's lists, and the kitchen boards of the diary events
 * prepared for its sale (their booked people). Never fails the caller.
 */
export function announceBookingChange(db: Db, live: LiveTopics, log: FastifyBaseLogger, salesEventId: number): void {
  live.publish(LIVE_TOPIC.bookings);
  diaryEventIdsOfSale(db, salesEventId)
    .then((ids) => {
      for (const eventId of ids) live.publish(kitchenEventTopic(eventId), { type: 'booked-people', eventId });
    })
    .catch((error: unknown) => log.warn({ err: error, salesEventId }, 'announcing a booking to the kitchen failed'));
}
