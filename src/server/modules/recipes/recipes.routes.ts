import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply, idParamsSchema, okReply } from '#shared/schemas/common.ts';
import {
  collectionReply,
  collectionsReply,
  newCollectionSchema,
  publishCollectionSchema,
  recipeCostsReply,
  recipeKeySchema,
  staleRecipeReply,
  versionedRecipeSchema,
} from '#shared/schemas/recipes.ts';
import { RECIPE_BASE_SERVINGS, SERVINGS_RULE } from '#shared/domain/kitchen/recipe-scaling.ts';
import type { Db } from '#server/db/database.ts';
import { fieldRefusal } from '#server/lib/http-error.ts';
import {
  createCollection,
  deleteCollection,
  listCollections,
  publishCollection,
  readCollection,
  recipeCosts,
  saveRecipe,
} from './recipes.service.ts';

const recipeParams = idParamsSchema.extend({ key: recipeKeySchema });
/** The calculator's servings: its rule's bounds, the base 20 when none is given. */
const costsQuery = z.object({
  servings: z.coerce.number().int().min(SERVINGS_RULE.min).max(SERVINGS_RULE.max).default(RECIPE_BASE_SERVINGS),
});

/**
 * The recipe book: staff read the published collections; admins also copy a collection into a draft,
 * edit its recipes (one at a time, from the version read: an older one answers 409 with the recipe as
 * it is now), publish it or delete it. A published collection is never changed (409).
 */
export const recipesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staff = { access: 'staff' as const };
  const admin = { access: 'admin' as const };

  app.get(
    '/api/recipes/collections',
    { config: staff, schema: { response: { 200: collectionsReply } } },
    async (request) => ({
      success: true as const,
      data: await listCollections(db, request.user!.role),
    }),
  );

  app.get(
    '/api/recipes/collections/:id',
    { config: staff, schema: { params: idParamsSchema, response: { 200: collectionReply } } },
    async (request) => ({
      success: true as const,
      data: await readCollection(db, request.params.id, request.user!.role),
    }),
  );

  app.get(
    '/api/recipes/collections/:id/costs',
    { config: staff, schema: { params: idParamsSchema, querystring: costsQuery, response: { 200: recipeCostsReply } } },
    async (request) => ({
      success: true as const,
      data: await recipeCosts(db, request.params.id, request.query.servings, request.user!.role),
    }),
  );

  app.post(
    '/api/recipes/collections',
    { config: admin, schema: { body: newCollectionSchema, response: { 200: collectionReply } } },
    async (request) => ({
      success: true as const,
      data: await createCollection(db, request.body, request.user!.username),
    }),
  );

  app.put(
    '/api/recipes/collections/:id/recipes/:key',
    {
      config: admin,
      schema: {
        params: recipeParams,
        // The recipe and the version it was read at.
        body: versionedRecipeSchema,
        // 409: the stale-version refusal with the recipe as it is now, or the published collection's.
        response: { 200: collectionReply, 400: errorReply, 409: z.union([staleRecipeReply, errorReply]) },
      },
    },
    async (request) => {
      const { id, key } = request.params;
      if (request.body.key !== key) {
        throw fieldRefusal(400, 'refusals.recipes.keyMismatch', 'key', { sent: request.body.key, key });
      }
      return { success: true as const, data: await saveRecipe(db, id, key, request.body) };
    },
  );

  app.post(
    '/api/recipes/collections/:id/publish',
    {
      config: admin,
      schema: { params: idParamsSchema, body: publishCollectionSchema, response: { 200: collectionReply } },
    },
    async (request) => ({ success: true as const, data: await publishCollection(db, request.params.id) }),
  );

  app.delete(
    '/api/recipes/collections/:id',
    { config: admin, schema: { params: idParamsSchema, response: { 200: okReply } } },
    async (request) => {
      await deleteCollection(db, request.params.id);
      return { success: true as const };
    },
  );
};
