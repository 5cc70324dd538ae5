import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionReply, type Collection } from '#shared/schemas/recipes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Admin: a draft becomes a published collection every cook reads; it cannot be edited after. */
export async function publishCollection(id: number): Promise<Collection> {
  const { data } = await apiRequest(`/api/recipes/collections/${id}/publish`, {
    method: 'POST',
    body: { confirm: true },
    reply: collectionReply,
  });
  return data;
}

export function usePublishCollection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishCollection(id),
    onSuccess: (collection) => queryClient.setQueryData(queryKeys.recipes.collection(id), collection),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all }),
  });
}
