import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { englishText } from '#shared/content/messages.ts';
import { kitchenEventTopic } from '#shared/domain/live-topics.ts';
import { errorReply, noBodySchema } from '#shared/schemas/common.ts';
import {
  completeTaskRequestSchema,
  newTaskRequestSchema,
  readingCorrectionRequestSchema,
  saveTaskListRequestSchema,
  scheduleRequestSchema,
  staleTaskListReply,
  staleTaskReply,
  startTaskRequestSchema,
  taskChangesSchema,
  taskListReply,
  taskReply,
  temperatureReadingsReply,
  temperatureReply,
  temperatureRequestSchema,
  undoRequestSchema,
  type Task,
} from '#shared/schemas/tasks.ts';
import type { Db } from '#server/db/database.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import { changeTimesOf } from '#server/plugins/change-times.ts';
import { requireDiaryEvent } from '#server/modules/diary/diary.service.ts';
import {
  addTask,
  completeTask,
  correctReading,
  deleteTask,
  editTask,
  listReadings,
  readTaskList,
  recordTemperature,
  resetTaskList,
  saveTaskList,
  scheduleTaskList,
  startTask,
  undoComplete,
  undoStart,
  type Actor,
} from './tasks.service.ts';

const eventParams = z.object({ eventId: z.coerce.number().int().positive('Unknown id') });
const taskParams = eventParams.extend({ taskId: z.string().min(1).max(64) });
const readingParams = eventParams.extend({ readingId: z.coerce.number().int().positive('Unknown id') });
/** DELETE may name the task's version it was read at. */
const deleteQuery = z.object({ version: z.coerce.number().int().optional() });
/** A whole list of 300 tasks with long descriptions is larger than the server's usual body limit. */
const TASK_LIST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
const refusals = { 400: errorReply, 403: errorReply, 404: errorReply };
const streamQuery = z.object({ eventId: z.coerce.number().int().positive('Unknown id') });

/** The bare actions (reset, undo) take no fields, but a JSON object body (`{}`), as every POST does. */

const STALE_LIST = 'kitchenRules.tasks.staleList';
/** 409 to a list change read at an older version: the list as it is now. */
const staleListRefusal = (current: { data: Task[]; version: number }) => ({
  success: false as const,
  error: englishText(STALE_LIST) ?? STALE_LIST,
  code: STALE_LIST,
  ...current,
});

/** An event's task list, one task at a time or whole, and its pit temperature readings. Staff and admins only. */
export const tasksRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveTopics }> = async (app, { db, live }) => {
  const staff = { access: 'staff' as const };
  /** The cook's typed name (from the body), the signed-in account and its role, and when the change was made. */
  const actor = (request: FastifyRequest, name = ''): Actor => ({
    name,
    account: request.user!.username,
    role: request.user!.role,
    times: changeTimesOf(request),
  });
  /** Screens showing the event's kitchen (tasks, readings) refetch. */
  const changed = (type: string, eventId: number) => live.publish(kitchenEventTopic(eventId), { type, eventId });

  app.get('/api/kitchen/stream', { config: staff, schema: { querystring: streamQuery } }, async (request, reply) => {
    await requireDiaryEvent(db, request.query.eventId);
    return reply.redirect(`/api/live?topics=${kitchenEventTopic(request.query.eventId)}`, 307);
  });

  app.get(
    '/api/todos/:eventId',
    { config: staff, schema: { params: eventParams, response: { 200: taskListReply } } },
    async (request) => ({ success: true as const, ...(await readTaskList(db, request.params.eventId)) }),
  );

  app.post(
    '/api/todos/:eventId',
    {
      config: staff,
      bodyLimit: TASK_LIST_BODY_LIMIT_BYTES,
      schema: {
        params: eventParams,
        body: saveTaskListRequestSchema,
        response: { 200: taskListReply, ...refusals, 409: z.union([staleTaskListReply, errorReply]) },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const result = await saveTaskList(db, eventId, request.body.tasks, request.body.version, actor(request));
      if (!result.saved) {
        return reply.status(409).send(staleListRefusal(result.current));
      }
      changed('tasks-saved', eventId);
      return { success: true as const, ...result.list };
    },
  );

  app.post(
    '/api/todos/:eventId/schedule',
    {
      config: staff,
      schema: {
        params: eventParams,
        body: scheduleRequestSchema,
        response: { 200: taskListReply, ...refusals, 409: z.union([staleTaskListReply, errorReply]) },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const result = await scheduleTaskList(db, eventId, request.body.deliveryTime, request.body.version);
      if (!result.saved) return reply.status(409).send(staleListRefusal(result.current));
      changed('tasks-scheduled', eventId);
      return { success: true as const, ...result.list };
    },
  );

  app.get(
    '/api/todos/:eventId/temperatures',
    { config: staff, schema: { params: eventParams, response: { 200: temperatureReadingsReply } } },
    async (request) => ({ success: true as const, data: await listReadings(db, request.params.eventId) }),
  );

  app.post(
    '/api/todos/:eventId/tasks',
    {
      config: staff,
      schema: { params: eventParams, body: newTaskRequestSchema, response: { 201: taskReply, ...refusals } },
    },
    async (request, reply) => {
      const result = await addTask(db, request.params.eventId, request.body);
      changed('task-added', request.params.eventId);
      return reply.status(201).send({ success: true as const, ...result });
    },
  );

  app.post(
    '/api/todos/:eventId/reset',
    { config: staff, schema: { params: eventParams, body: noBodySchema, response: { 200: taskListReply } } },
    async (request) => {
      const list = await resetTaskList(db, request.params.eventId);
      changed('tasks-reset', request.params.eventId);
      return { success: true as const, ...list };
    },
  );

  app.post(
    '/api/todos/:eventId/:taskId/start',
    { config: staff, schema: { params: taskParams, body: startTaskRequestSchema, response: { 200: taskReply } } },
    async (request) => {
      const { eventId, taskId } = request.params;
      const result = await startTask(db, eventId, taskId, actor(request, request.body.name));
      changed('task-started', eventId);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/api/todos/:eventId/:taskId/complete',
    {
      config: staff,
      schema: { params: taskParams, body: completeTaskRequestSchema, response: { 200: taskReply } },
    },
    async (request) => {
      const { eventId, taskId } = request.params;
      const { timerChanged, ...result } = await completeTask(
        db,
        eventId,
        taskId,
        request.body,
        actor(request, request.body.name),
      );
      changed('task-completed', eventId);
      if (timerChanged) changed('timer', eventId);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/api/todos/:eventId/:taskId/undo-start',
    {
      config: staff,
      schema: { params: taskParams, body: undoRequestSchema, response: { 200: taskReply, ...refusals } },
    },
    async (request) => {
      const { eventId, taskId } = request.params;
      const result = await undoStart(db, eventId, taskId, actor(request, request.body.name), request.body.reason);
      changed('task-start-undone', eventId);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/api/todos/:eventId/:taskId/undo-complete',
    {
      config: staff,
      schema: { params: taskParams, body: undoRequestSchema, response: { 200: taskReply, ...refusals } },
    },
    async (request) => {
      const { eventId, taskId } = request.params;
      const result = await undoComplete(db, eventId, taskId, actor(request, request.body.name), request.body.reason);
      changed('task-completion-undone', eventId);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/api/todos/:eventId/:taskId/temperatures',
    {
      config: staff,
      schema: { params: taskParams, body: temperatureRequestSchema, response: { 200: temperatureReply } },
    },
    async (request) => {
      const { eventId, taskId } = request.params;
      const { timerChanged, ...result } = await recordTemperature(
        db,
        eventId,
        taskId,
        request.body,
        actor(request, request.body.name),
      );
      changed('temperature-recorded', eventId);
      if (timerChanged) changed('timer', eventId);
      return { success: true as const, ...result };
    },
  );

  app.post(
    '/api/todos/:eventId/temperatures/:readingId/correct',
    {
      config: staff,
      schema: {
        params: readingParams,
        body: readingCorrectionRequestSchema,
        response: { 200: temperatureReply, ...refusals },
      },
    },
    async (request) => {
      const { eventId, readingId } = request.params;
      const result = await correctReading(db, eventId, readingId, request.body, actor(request, request.body.name));
      changed('temperature-corrected', eventId);
      return { success: true as const, ...result };
    },
  );

  app.put(
    '/api/todos/:eventId/:taskId',
    {
      config: staff,
      schema: {
        params: taskParams,
        body: taskChangesSchema,
        response: { 200: taskReply, ...refusals, 409: staleTaskReply },
      },
    },
    async (request) => {
      const { eventId, taskId } = request.params;
      const result = await editTask(db, eventId, taskId, request.body);
      changed('task-edited', eventId);
      return { success: true as const, ...result };
    },
  );

  app.delete(
    '/api/todos/:eventId/:taskId',
    {
      config: staff,
      schema: {
        params: taskParams,
        querystring: deleteQuery,
        response: { 200: taskListReply, ...refusals, 409: z.union([staleTaskReply, errorReply]) },
      },
    },
    async (request) => {
      const { eventId, taskId } = request.params;
      const list = await deleteTask(db, eventId, taskId, actor(request), request.query.version);
      changed('task-deleted', eventId);
      return { success: true as const, ...list };
    },
  );
};
