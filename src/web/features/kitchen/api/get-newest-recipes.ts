import { skipToken, useQuery } from '@tanstack/react-query';
import { collectionReply, collectionsReply, type Collection, type CollectionSummary } from '#shared/schemas/recipes.ts';
import { newestPublished } from '#shared/domain/kitchen/recipe-book.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/*
 * The recipe book as the event calculator reads it. The keys are the recipe screen's own, so both
 * screens share one cache: each key must hold what the recipe screen holds there (the summaries
 * array; one Collection).
 */

async function getCollections(): Promise<CollectionSummary[]> {
  return (await apiRequest('/api/recipes/collections', { reply: collectionsReply })).data;
}

async function getCollection(id: number): Promise<Collection> {
  return (await apiRequest(`/api/recipes/collections/${id}`, { reply: collectionReply })).data;
}

export type NewestRecipes =
  | { state: 'loading' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'empty' }
  | { state: 'ready'; collection: Collection };

/** The newest published collection with its recipes: the list first, then that one collection. */
export function useNewestRecipes(): NewestRecipes {
  const collections = useQuery({ queryKey: queryKeys.recipes.collections, queryFn: getCollections });
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
