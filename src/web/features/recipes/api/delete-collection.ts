import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Admin: a draft is thrown away (a published collection answers 409: it is the kitchen's history). */
export async function deleteCollection(id: number): Promise<void> {
  await apiRequest(`/api/recipes/collections/${id}`, { method: 'DELETE', reply: okReply });
}

export function useDeleteCollection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCollection(id),
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.recipes.collection(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.collections }),
  });
}
