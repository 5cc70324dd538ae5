import { useQuery } from '@tanstack/react-query';
import { collectionsReply, type CollectionSummary } from '#shared/schemas/recipes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every recipe collection the signed-in user may read (admins also get drafts), newest first. */
export async function getCollections(): Promise<CollectionSummary[]> {
  const { data } = await apiRequest('/api/recipes/collections', { reply: collectionsReply });
  return data;
}

export function useCollections() {
  return useQuery({ queryKey: queryKeys.recipes.collections, queryFn: getCollections });
}
