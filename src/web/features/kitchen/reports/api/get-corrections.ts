import { useQuery } from '@tanstack/react-query';
import type { Correction } from '#shared/schemas/corrections.ts';
import { eventCorrectionsReply } from '#shared/schemas/reports.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/diary-events/:id/corrections: the event's undos and corrections, oldest first. */
export async function getCorrections(eventId: number): Promise<Correction[]> {
  return (await apiRequest(`/api/diary-events/${eventId}/corrections`, { reply: eventCorrectionsReply })).data;
}

/** Held with everything else of the event, so a change on `kitchen:<id>` reads them again. */
export const correctionsKey = (eventId: number) => [...queryKeys.kitchen.event(eventId), 'corrections'] as const;

export function useCorrections(eventId: number) {
  return useQuery({ queryKey: correctionsKey(eventId), queryFn: () => getCorrections(eventId) });
}
