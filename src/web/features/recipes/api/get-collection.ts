import { useQuery } from '@tanstack/react-query';
import { collectionReply, type Collection } from '#shared/schemas/recipes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** One collection with its three recipes. */
export async function getCollection(id: number): Promise<Collection> {
  const { data } = await apiRequest(`/api/recipes/collections/${id}`, { reply: collectionReply });
  return data;
}

export function useCollection(id: number) {
  return useQuery({ queryKey: queryKeys.recipes.collection(id), queryFn: () => getCollection(id) });
}
