import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KITCHEN_TOOL_TOPIC, MARGINS_TOPIC } from '#shared/domain/live-topics.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { errorReply, idParamsSchema, okReply } from '#shared/schemas/common.ts';
import { eventUsageInputSchema, eventUsageReply, staleEventUsageReply } from '#shared/schemas/event-usage.ts';
import {
  importPlanReply,
  importRequestSchema,
  ingredientLinkInputSchema,
  ingredientLinkParamsSchema,
  ingredientLinkReply,
  ingredientLinksReply,
  inventoryChangeSchema,
  inventoryItemReply,
  newInventoryItemSchema,
  saveInventoryRequestSchema,
  staleInventoryReply,
} from '#shared/schemas/inventory.ts';
import type { Db } from '#server/db/database.ts';
import type { LiveTopics } from '#server/lib/live-topics.ts';
import { createRateLimiter } from '#server/lib/rate-limit.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { changeTimesOf } from '#server/plugins/change-times.ts';
import { addItem, changeItem, importItems, inventoryCsv, listReplyJson, removeItem } from './inventory.service.ts';
import { readUsage, saveUsage } from './usage.service.ts';
import { clearLink, listLinks, setLink } from './ingredient-links.service.ts';

/** An import of the most items, each with a long price history, is a few megabytes of JSON. */
const IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

const refusals = { 400: errorReply, 404: errorReply, 409: errorReply, 413: errorReply, 429: errorReply };

/** Who a price change is credited to: the account's display name, else its username. */
const actorOf = (user: SessionUser) => user.displayName.trim() || user.username;

/**
 * The kitchen's ingredient inventory with its price history, JSON import and export, CSV export, and
 * the links of recipe ingredients to its items. Staff and admins; only admins (the owner) set links.
 * Every write tells the kitchen's screens (topic `kitchen`, type `inventory`); a usage record also the
 * owner's margin screens (MARGINS_TOPIC), as it moves an event's food cost.
 */
export const inventoryRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveTopics; importsPerHour: number }> = async (
  app,
  { db, live, importsPerHour },
) => {
  const staff = { access: 'staff' as const };
  const owner = { access: 'admin' as const };
  const changed = () => live.publish(KITCHEN_TOOL_TOPIC.inventory, { type: 'inventory' });
  /**
   * A change the kitchen's queue may send late: credited to the account, dated when it was made (not
   * when it arrived), and told to the screens.
   */
  async function kitchenChange<T>(request: FastifyRequest, write: (actor: string, madeAt: string) => Promise<T>) {
    const data = await write(actorOf(request.user!), changeTimesOf(request).madeAt);
    changed();
    return { success: true as const, data };
  }
  // Each import parses megabytes and may write many history rows: an account sends only so many an hour.
  const imports = createRateLimiter({ limit: importsPerHour, windowMs: 60 * 60_000 });

  // The list as built once per inventory revision: inventoryListReply's shape, as JSON text.
  app.get('/api/inventory', { config: staff }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await listReplyJson(db)),
  );

  /** The import rule, for both calls: the plan only, or written in one transaction. */
  async function runImport(user: SessionUser, items: unknown, apply: boolean) {
    const waitMs = imports.take(String(user.id));
    if (waitMs > 0) {
      throw textRefusal(429, 'inventory.import.tooOften', { minutes: Math.ceil(waitMs / 60_000) }).retryAfter(
        waitMs / 1000,
      );
    }
    const { plan, applied } = await importItems(db, items, apply);
    if (applied && (plan.added.length || plan.changed.length)) changed();
    return { success: true as const, data: plan, applied };
  }

  // Save to Database: an array of items merged by id (an item left out is kept), as an applied import.
  app.post(
    '/api/inventory',
    {
      config: staff,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: { body: saveInventoryRequestSchema, response: { 200: importPlanReply, ...refusals } },
    },
    async (request) => runImport(request.user!, request.body, true),
  );

  app.post(
    '/api/inventory/items',
    { config: staff, schema: { body: newInventoryItemSchema, response: { 201: inventoryItemReply, ...refusals } } },
    async (request, reply) => {
      const data = await addItem(db, request.body, actorOf(request.user!));
      changed();
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.patch(
    '/api/inventory/:id',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: inventoryChangeSchema,
        // A stale change is answered with the item as it is now; a change still in flight is not.
        response: { 200: inventoryItemReply, ...refusals, 409: z.union([staleInventoryReply, errorReply]) },
      },
    },
    async (request) =>
      kitchenChange(request, (actor, madeAt) => changeItem(db, request.params.id, request.body, actor, madeAt)),
  );

  app.delete(
    '/api/inventory/:id',
    { config: staff, schema: { params: idParamsSchema, response: { 200: okReply, ...refusals } } },
    async (request) => {
      await removeItem(db, request.params.id);
      changed();
      return { success: true as const };
    },
  );

  app.post(
    '/api/inventory/import',
    {
      config: staff,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: { body: importRequestSchema, response: { 200: importPlanReply, ...refusals } },
    },
    async (request) => runImport(request.user!, request.body.items, request.body.apply),
  );

  // What the kitchen used for a diary event: read, and replaced whole from the version it was read at
  // (the stock moves by the difference).
  app.get(
    '/api/inventory/usage/:id',
    { config: staff, schema: { params: idParamsSchema, response: { 200: eventUsageReply, ...refusals } } },
    async (request) => ({ success: true as const, data: await readUsage(db, request.params.id) }),
  );

  app.put(
    '/api/inventory/usage/:id',
    {
      config: staff,
      schema: {
        params: idParamsSchema,
        body: eventUsageInputSchema,
        // A record saved from an older version is answered with the record as it is now.
        response: { 200: eventUsageReply, ...refusals, 409: z.union([staleEventUsageReply, errorReply]) },
      },
    },
    async (request) => {
      const saved = await kitchenChange(request, (actor, madeAt) =>
        saveUsage(db, request.params.id, request.body, actor, madeAt),
      );
      // The food cost of the sales event it prepared is now what was recorded: an open margin refetches.
      live.publish(MARGINS_TOPIC, { type: 'usage' });
      return saved;
    },
  );

  app.get('/api/inventory/links', { config: staff, schema: { response: { 200: ingredientLinksReply } } }, async () => ({
    success: true as const,
    data: await listLinks(db),
  }));

  app.put(
    '/api/inventory/links',
    { config: owner, schema: { body: ingredientLinkInputSchema, response: { 200: ingredientLinkReply, ...refusals } } },
    async (request) => {
      const data = await setLink(db, request.body, actorOf(request.user!));
      changed();
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/inventory/links/:ingredient',
    { config: owner, schema: { params: ingredientLinkParamsSchema, response: { 200: okReply, ...refusals } } },
    async (request) => {
      await clearLink(db, request.params.ingredient);
      changed();
      return { success: true as const };
    },
  );

  app.get('/api/inventory/export.csv', { config: staff }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="inventory.csv"')
      .header('cache-control', 'no-store')
      .send(await inventoryCsv(db)),
  );
};
