import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueItemReply, type CatalogueItem, type ValidMenuItemTexts } from '#shared/schemas/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Renames one catalogue item in English and Malayalam; the server answers 404 for an item it does not have. */
export async function updateMenuItem({
  key,
  input,
}: {
  key: string;
  input: ValidMenuItemTexts;
}): Promise<CatalogueItem> {
  return (
    await apiRequest(`/api/menu-items/${encodeURIComponent(key)}`, {
      method: 'PUT',
      body: input,
      reply: catalogueItemReply,
    })
  ).data;
}

export function useUpdateMenuItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMenuItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.catalogue }),
  });
}
