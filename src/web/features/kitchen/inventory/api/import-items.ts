import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importPlanReply, type ImportPlan } from '#shared/schemas/inventory.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * POST /api/inventory/import: items in the one item shape (what GET /api/inventory answers, or the
 * JSON export) checked by the server: what they would add and change, or (apply) written in one go.
 */
export async function importItems({ items, apply }: { items: unknown; apply: boolean }): Promise<ImportPlan> {
  return (await apiRequest('/api/inventory/import', { method: 'POST', body: { items, apply }, reply: importPlanReply }))
    .data;
}

export function useImportItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importItems,
    onSettled: (_plan, _error, { apply }) =>
      apply ? queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }) : undefined,
  });
}
