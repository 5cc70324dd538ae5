import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { collectionReply, type Collection, type newCollectionSchema } from '#shared/schemas/recipes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type NewCollection = z.input<typeof newCollectionSchema>;

/** Admin: a draft collection copied from another one. */
export async function createCollection(body: NewCollection): Promise<Collection> {
  const { data } = await apiRequest('/api/recipes/collections', { method: 'POST', body, reply: collectionReply });
  return data;
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: (collection) => queryClient.setQueryData(queryKeys.recipes.collection(collection.id), collection),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.collections }),
  });
}
