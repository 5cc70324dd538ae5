import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventUsageReply, type EventUsage, type EventUsageInput } from '#shared/schemas/event-usage.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { offlineChanges, useOfflineChanges, type ChangeRequest } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What the device's queue calls a record of what an event used. */
export const USAGE_CHANGE_KIND = 'inventory.usage';

/**
 * PUT /api/inventory/usage/:id as the device's change queue keeps it: the event's whole record. A record
 * is whole, so one sent late (or twice) replaces the one before it and moves the stock once.
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

/**
 * GET /api/inventory/usage/:id, with a record still waiting on this device laid over it (`waiting`).
 * 'always', as the inventory's own reads: an inventory change made offline waits for the reads under its key.
 */
export function useEventUsage(eventId: number, enabled = true) {
  const { waiting } = useOfflineChanges();
  const query = useQuery({
    queryKey: queryKeys.kitchen.usage(eventId),
    queryFn: async () => (await apiRequest(`/api/inventory/usage/${eventId}`, { reply: eventUsageReply })).data,
    networkMode: 'always',
    enabled,
  });
  const queued = waiting.findLast((change) => change.kind === USAGE_CHANGE_KIND && change.subject.eventId === eventId);
  const lines = (queued?.body as EventUsageInput | undefined)?.lines;
  const shown: EventUsage | undefined =
    lines && query.data ? { ...query.data, lines: lines.map((line) => ({ ...line, takenFromStock: 0 })) } : query.data;
  return { ...query, data: shown, waiting: Boolean(lines) };
}

/** Saves the event's record through the device's one change queue: saved now, or kept and sent later. */
export function useSaveUsage(eventId: number, title: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventUsageInput) => offlineChanges.submit<unknown>(usageChangeRequest(eventId, title, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.kitchen.inventory }),
  });
}
