import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okReply } from '#shared/schemas/common.ts';
import {
  ingredientLinkReply,
  ingredientLinksReply,
  type IngredientLink,
  type IngredientLinkInput,
} from '#shared/schemas/inventory.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Under the inventory's key: refreshed with it when another screen changes the inventory or a link. */
const linksKey = [...queryKeys.kitchen.inventory, 'links'];

/** GET /api/inventory/links: which item each recipe ingredient is bought as (staff read them). */
export function useIngredientLinks() {
  return useQuery({
    queryKey: linksKey,
    queryFn: async (): Promise<IngredientLink[]> =>
      (await apiRequest('/api/inventory/links', { reply: ingredientLinksReply })).data,
  });
}

/** PUT /api/inventory/links: links an ingredient to an item (the owner only). */
export function useSetIngredientLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IngredientLinkInput) =>
      (await apiRequest('/api/inventory/links', { method: 'PUT', body: input, reply: ingredientLinkReply })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}

/** DELETE /api/inventory/links/:ingredient: the ingredient is matched by its name again (the owner only). */
export function useClearIngredientLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ingredient: string) => {
      await apiRequest(`/api/inventory/links/${encodeURIComponent(ingredient)}`, { method: 'DELETE', reply: okReply });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: linksKey }),
  });
}
