import { skipToken, useQuery } from '@tanstack/react-query';
import { collectionReply, collectionsReply, type Collection, type CollectionSummary } from '#shared/schemas/recipes.ts';
import { newestPublished } from '#shared/domain/kitchen/recipe-book.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/*
 * The recipe book's reads, one cache for every screen that reads it: the recipe screen, the event
 * calculator and the inventory's needs view.
 */

/** Every recipe collection the signed-in user may read (admins also get drafts), newest first. */
async function getCollections(): Promise<CollectionSummary[]> {
  return (await apiRequest('/api/recipes/collections', { reply: collectionsReply })).data;
}

/** One collection with its three recipes. */
async function getCollection(id: number): Promise<Collection> {
  return (await apiRequest(`/api/recipes/collections/${id}`, { reply: collectionReply })).data;
}

export function useCollections() {
  return useQuery({ queryKey: queryKeys.recipes.collections, queryFn: getCollections });
}

export function useCollection(id: number) {
  return useQuery({ queryKey: queryKeys.recipes.collection(id), queryFn: () => getCollection(id) });
}

export type NewestRecipes =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'empty' }
  | { state: 'ready'; collection: Collection };

/** The newest published collection with its recipes: the list first, then that one collection. */
export function useNewestRecipes(): NewestRecipes {
  const collections = useCollections();
  const newest = collections.data ? newestPublished(collections.data) : null;
  const collection = useQuery({
    queryKey: queryKeys.recipes.collection(newest?.id ?? 0),
    queryFn: newest ? () => getCollection(newest.id) : skipToken,
  });

  if (collections.isError) {
    return { state: 'error', error: collections.error, retry: () => void collections.refetch() };
  }
  if (collections.isPending) return { state: 'loading' };
  if (!newest) return { state: 'empty' };
  if (collection.isError) {
    return { state: 'error', error: collection.error, retry: () => void collection.refetch() };
  }
  if (collection.isPending) return { state: 'loading' };
  return { state: 'ready', collection: collection.data };
}
