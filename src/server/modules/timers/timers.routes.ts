import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { stepIdSchema, timerChangeSchema, timerReply, timersReply } from '#shared/schemas/timers.ts';
import { serverTimeReply } from '#shared/schemas/server-time.ts';
import type { Db } from '#server/db/database.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import { changeTimesOf } from '#server/plugins/change-times.ts';
import { changeTimer, listTimers, readTimer } from './timers.service.ts';

const eventParams = z.object({ eventId: z.coerce.number().int().positive('Unknown id') });
const stepParams = eventParams.extend({ stepId: stepIdSchema });

/**
 * The SOP guide's step timers, shared by every screen of a diary event, and the server's clock that
 * the elapsed time is counted on. Staff and admins only.
 */
export const timersRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveTopics }> = async (app, { db, live }) => {
  const staff = { access: 'staff' as const };

  // Staff only: the clock serves the kitchen's timers, which need a session anyway.
  app.get('/api/time', { config: staff, schema: { response: { 200: serverTimeReply } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, now: Date.now() };
  });

  app.get(
    '/api/timers/:eventId',
    { config: staff, schema: { params: eventParams, response: { 200: timersReply } } },
    async (request) => ({ success: true as const, data: await listTimers(db, request.params.eventId) }),
  );

  app.get(
    '/api/timers/:eventId/:stepId',
    { config: staff, schema: { params: stepParams, response: { 200: timerReply } } },
    async (request) => ({
      success: true as const,
      data: await readTimer(db, request.params.eventId, request.params.stepId),
    }),
  );

  app.put(
    '/api/timers/:eventId/:stepId',
    { config: staff, schema: { params: stepParams, body: timerChangeSchema, response: { 200: timerReply } } },
    async (request) => {
      const { eventId, stepId } = request.params;
      const data = await changeTimer(db, eventId, stepId, request.body, changeTimesOf(request));
      live.publish(kitchenEventTopic(eventId), { type: 'timer', eventId });
      return { success: true as const, data };
    },
  );
};
