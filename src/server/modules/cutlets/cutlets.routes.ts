import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KITCHEN_TOOL_TOPIC } from '#shared/domain/live-topics.ts';
import { errorReply } from '#shared/schemas/common.ts';
import { undoRequestSchema } from '#shared/schemas/corrections.ts';
import {
  cutletCheckRequestSchema,
  cutletDayParamsSchema,
  cutletDayReply,
  cutletHistoryQuerySchema,
  cutletHistoryReply,
  cutletItemParamsSchema,
  cutletValuesRequestSchema,
  staleCutletDayReply,
} from '#shared/schemas/cutlets.ts';
import type { Db } from '#server/db/database.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import { changeTimesOf } from '#server/plugins/change-times.ts';
import { checkItem, history, readDay, saveValues, undoCheck } from './cutlets.service.ts';

/**
 * The cutlet production tool: a day's inventory, production numbers and checklist, and the history of
 * past days. Staff and admins only; a past day is corrected by the same calls as today's. A values save
 * carries the day's version (409 with the current day when it is old); a check is undone only through
 * its undo, which leaves a correction.
 */
export const cutletsRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveTopics }> = async (app, { db, live }) => {
  const staff = { access: 'staff' as const };
  const changed = () => live.publish(KITCHEN_TOOL_TOPIC.cutlets, { type: 'cutlets' });

  app.get(
    '/api/cutlets/days/:date',
    { config: staff, schema: { params: cutletDayParamsSchema, response: { 200: cutletDayReply } } },
    async (request) => ({ success: true as const, data: await readDay(db, request.params.date) }),
  );

  app.put(
    '/api/cutlets/days/:date/values',
    {
      config: staff,
      schema: {
        params: cutletDayParamsSchema,
        body: cutletValuesRequestSchema,
        // 409: the stale-version refusal with the current day, or a rule's (a locked value).
        response: { 200: cutletDayReply, 409: z.union([staleCutletDayReply, errorReply]) },
      },
    },
    async (request) => {
      const data = await saveValues(
        db,
        request.params.date,
        request.body,
        request.user!.username,
        changeTimesOf(request),
      );
      changed();
      return { success: true as const, data };
    },
  );

  app.put(
    '/api/cutlets/days/:date/items/:itemId',
    {
      config: staff,
      schema: { params: cutletItemParamsSchema, body: cutletCheckRequestSchema, response: { 200: cutletDayReply } },
    },
    async (request) => {
      const { date, itemId } = request.params;
      const { day, changed: checked } = await checkItem(
        db,
        date,
        itemId,
        request.body,
        request.user!.username,
        changeTimesOf(request),
      );
      if (checked) changed();
      return { success: true as const, data: day };
    },
  );

  // Online only (not through the device's queue): the undo is a decision made on what the server holds now.
  app.post(
    '/api/cutlets/days/:date/items/:itemId/undo',
    {
      config: staff,
      schema: { params: cutletItemParamsSchema, body: undoRequestSchema, response: { 200: cutletDayReply } },
    },
    async (request) => {
      const { date, itemId } = request.params;
      const { username, role } = request.user!;
      const data = await undoCheck(db, date, itemId, request.body, {
        account: username,
        role,
        times: changeTimesOf(request),
      });
      changed();
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/cutlets/history',
    { config: staff, schema: { querystring: cutletHistoryQuerySchema, response: { 200: cutletHistoryReply } } },
    async (request) => ({
      success: true as const,
      data: await history(db, request.query.until, request.query.days),
    }),
  );
};
