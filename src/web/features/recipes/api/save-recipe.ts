import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionReply, type Collection, type Recipe } from '#shared/schemas/recipes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Admin: replaces one recipe of a draft collection (a published one answers 409). */
export async function saveRecipe({
  collectionId,
  recipe,
}: {
  collectionId: number;
  recipe: Recipe;
}): Promise<Collection> {
  const { data } = await apiRequest(`/api/recipes/collections/${collectionId}/recipes/${recipe.key}`, {
    method: 'PUT',
    body: recipe,
    reply: collectionReply,
  });
  return data;
}

export function useSaveRecipe(collectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: (collection) => queryClient.setQueryData(queryKeys.recipes.collection(collectionId), collection),
    // The costs follow the new quantities.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.collection(collectionId) }),
  });
}
