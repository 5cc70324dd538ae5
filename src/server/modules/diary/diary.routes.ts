import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kitchenEventTopic, LIVE_TOPIC } from '#shared/domain/live-topics.ts';
import { errorReply, idParamsSchema, okReply, noBodySchema } from '#shared/schemas/common.ts';
import {
  bookedPeopleReply,
  diaryEventInputSchema,
  diaryEventReply,
  diaryEventsQuerySchema,
  diaryEventsReply,
  diaryEventsSaveReply,
  diaryEventsSaveRequestSchema,
  diaryEventUpdateSchema,
  peopleReply,
  peopleRequestSchema,
  reviewsQuerySchema,
  reviewsReply,
  reviewsRequestSchema,
  staleDiaryEventReply,
  staleReviewReply,
} from '#shared/schemas/diary.ts';
import type { Db } from '#server/db/database.ts';
import { fieldRefusal } from '#server/lib/http-error.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import {
  bookedPeople,
  createDiaryEvent,
  deleteDiaryEvent,
  firstReviewProblem,
  listDiaryEvents,
  listReviews,
  readDiaryEvent,
  readPeople,
  saveDiaryEvents,
  type EventKitchen,
  savePeople,
  saveReviews,
  setArchived,
  updateDiaryEvent,
  type SaleOrders,
} from './diary.service.ts';

export const eventIdParamsSchema = z.object({ eventId: z.coerce.number().int().positive('Unknown id') });

/** Archive and unarchive take no fields, but a JSON object body (`{}`), as every POST does. */

/** A 409 is either a stale version (with the record as it is now) or another worded refusal (archived, has records). */
const conflictReply = <Current extends z.ZodType>(stale: Current) => z.union([stale, errorReply]);

/** The kitchen's diary: events, people counts and reviews. Staff and admins only; archiving is the admin's. */
export const diaryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  live: LiveTopics;
  kitchen: EventKitchen;
  saleOrders: SaleOrders;
}> = async (app, { db, live, kitchen, saleOrders }) => {
  const staff = { access: 'staff' as const };
  const admin = { access: 'admin' as const };
  /** The diary's list changed (and, when one event's own things changed, that event's topic). */
  const listChanged = (type: string, eventId?: number) => {
    live.publish(LIVE_TOPIC.kitchen, { type, ...(eventId === undefined ? {} : { eventId }) });
    if (eventId !== undefined) eventChanged(type, eventId);
  };
  const eventChanged = (type: string, eventId: number) => live.publish(kitchenEventTopic(eventId), { type, eventId });

  app.get(
    '/api/diary-events',
    { config: staff, schema: { querystring: diaryEventsQuerySchema, response: { 200: diaryEventsReply } } },
    async (request) => ({
      success: true as const,
      ...(await listDiaryEvents(db, request.query, request.user!.username)),
    }),
  );

  app.get(
    '/api/diary-events/:id',
    { config: staff, schema: { params: idParamsSchema, response: { 200: diaryEventReply } } },
    async (request) => ({ success: true as const, event: await readDiaryEvent(db, request.params.id) }),
  );

  app.post(
    '/api/diary-events',
    {
      config: staff,
      schema: {
        body: diaryEventsSaveRequestSchema,
        response: { 200: diaryEventsSaveReply, 409: conflictReply(staleDiaryEventReply) },
      },
    },
    async (request) => {
      const savedCount = await saveDiaryEvents(db, request.body, request.user!.username, kitchen);
      listChanged('diary-saved');
      return { success: true as const, savedCount };
    },
  );

  app.post(
    '/api/diary-events/create',
    { config: staff, schema: { body: diaryEventInputSchema, response: { 200: diaryEventReply } } },
    async (request) => {
      const event = await createDiaryEvent(db, request.body, request.user!.username, kitchen);
      listChanged('diary-event-created', event.id);
      return { success: true as const, event };
    },
  );

  app.put(
    '/api/diary-events/:id',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: diaryEventUpdateSchema,
        response: { 200: diaryEventReply, 409: conflictReply(staleDiaryEventReply) },
      },
    },
    async (request) => {
      const event = await updateDiaryEvent(db, request.params.id, request.body);
      listChanged('diary-event-updated', event.id);
      return { success: true as const, event };
    },
  );

  app.delete(
    '/api/diary-events/:id',
    { config: staff, schema: { params: idParamsSchema, response: { 200: okReply, 409: errorReply } } },
    async (request) => {
      await deleteDiaryEvent(db, request.params.id, kitchen);
      listChanged('diary-event-deleted', request.params.id);
      return { success: true as const };
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/diary-events/:id/${action}`,
      { config: admin, schema: { params: idParamsSchema, body: noBodySchema, response: { 200: diaryEventReply } } },
      async (request) => {
        const event = await setArchived(db, request.params.id, archived, request.user!.username);
        listChanged(`diary-event-${action}d`, event.id);
        return { success: true as const, event };
      },
    );
  }

  app.get(
    '/api/people/:eventId',
    { config: staff, schema: { params: eventIdParamsSchema, response: { 200: peopleReply } } },
    async (request) => ({ success: true as const, data: await readPeople(db, request.params.eventId) }),
  );

  app.post(
    '/api/people/:eventId',
    {
      config: staff,
      schema: {
        params: eventIdParamsSchema,
        body: peopleRequestSchema,
        response: { 200: peopleReply, 409: conflictReply(staleDiaryEventReply) },
      },
    },
    async (request) => {
      const event = await savePeople(db, request.params.eventId, request.body);
      // The count is the event's: the diary's cards show it too.
      listChanged('people-saved', event.id);
      return { success: true as const, data: event.people };
    },
  );

  app.get(
    '/api/people/:eventId/booked',
    { config: staff, schema: { params: eventIdParamsSchema, response: { 200: bookedPeopleReply } } },
    async (request) => ({ success: true as const, data: await bookedPeople(db, request.params.eventId, saleOrders) }),
  );

  app.get(
    '/api/reviews/:eventId',
    {
      config: staff,
      schema: { params: eventIdParamsSchema, querystring: reviewsQuerySchema, response: { 200: reviewsReply } },
    },
    async (request) => ({
      success: true as const,
      ...(await listReviews(db, request.params.eventId, request.query.page)),
    }),
  );

  app.post(
    '/api/reviews/:eventId',
    {
      config: staff,
      schema: {
        params: eventIdParamsSchema,
        body: reviewsRequestSchema,
        response: { 200: reviewsReply, 400: errorReply, 409: conflictReply(staleReviewReply) },
      },
    },
    async (request) => {
      const problem = firstReviewProblem(request.body);
      if (problem) throw fieldRefusal(400, problem.key, problem.field, { index: problem.index });
      const page = await saveReviews(db, request.params.eventId, request.body, saleOrders);
      eventChanged('reviews-saved', request.params.eventId);
      return { success: true as const, ...page };
    },
  );
};
