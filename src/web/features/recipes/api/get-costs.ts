import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { recipeCostsReply, type recipeCostSchema } from '#shared/schemas/recipes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type RecipeCost = z.infer<typeof recipeCostSchema>;

/** What each recipe of a collection costs at `servings`, from current inventory prices. */
export async function getCosts(id: number, servings: number): Promise<RecipeCost[]> {
  const { data } = await apiRequest(`/api/recipes/collections/${id}/costs?servings=${servings}`, {
    reply: recipeCostsReply,
  });
  return data;
}

export function useCosts(id: number, servings: number) {
  return useQuery({
    queryKey: queryKeys.recipes.costs(id, servings),
    queryFn: () => getCosts(id, servings),
    // While the cook taps plus or minus, the last cost stays on screen instead of flickering.
    placeholderData: keepPreviousData,
  });
}
