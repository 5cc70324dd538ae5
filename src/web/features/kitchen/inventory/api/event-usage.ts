import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  eventUsageReply,
  eventUsageSchema,
  type EventUsage,
  type EventUsageInput,
} from '#shared/schemas/event-usage.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { offlineChanges, useOfflineChanges, type ChangeRequest } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { staleCurrentOf } from '#web/lib/stale-record.ts';
import { USAGE_CHANGE_KIND, withWaitingUsage } from '../model/waiting-usage.ts';

/**
 * PUT /api/inventory/usage/:id as the device's change queue keeps it: the event's whole record and the
 * version of the record it was made from, so one made from an older record (another tablet saved first,
 * or it waited offline) is refused (409, with the record as it is now) instead of replacing a newer one.
 * A record sent twice with its change id moves the stock once.
 */
export function usageChangeRequest(eventId: number, title: string, input: EventUsageInput): ChangeRequest {
  return {
    kind: USAGE_CHANGE_KIND,
    method: 'PUT',
    path: `/api/inventory/usage/${eventId}`,
    body: input,
    subject: { eventId },
    label: { key: 'inventory.usage.change', params: { event: title } },
    refresh: [[...queryKeys.kitchen.inventory]],
  };
}

/** The record as the server has it now, when a save was refused for being made from an older version; else null. */
export const staleUsageOf = (error: unknown): EventUsage | null => staleCurrentOf(error, eventUsageSchema);

/**
 * GET /api/inventory/usage/:id, with the records still waiting on this device laid over it
 * (withWaitingUsage; `waiting` when one does). 'always', as the inventory's own reads: an inventory
 * change made offline waits for the reads under its key.
 */
export function useEventUsage(eventId: number, enabled = true) {
  const { waiting } = useOfflineChanges();
  const query = useQuery({
    queryKey: queryKeys.kitchen.usage(eventId),
    queryFn: async () => (await apiRequest(`/api/inventory/usage/${eventId}`, { reply: eventUsageReply })).data,
    networkMode: 'always',
    enabled,
  });
  const shown = query.data ? withWaitingUsage(query.data, waiting) : undefined;
  return { ...query, data: shown?.usage, waiting: shown?.waiting ?? false };
}

/**
 * Saves the event's record through the device's one change queue: saved now, or kept and sent later. A
 * refusal now is thrown (see staleUsageOf); one later is kept in the queue's refused list for the cook.
 */
export function useSaveUsage(eventId: number, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventUsageInput) => offlineChanges.submit<unknown>(usageChangeRequest(eventId, title, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
  });
}
