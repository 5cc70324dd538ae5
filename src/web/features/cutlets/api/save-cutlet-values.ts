import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cutletDayReply, cutletDaySchema, type CutletDay, type CutletValuesRequest } from '#shared/schemas/cutlets.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { staleCurrentOf } from '#web/lib/stale-record.ts';
import { showChangedDay } from './update-cutlet-day.ts';

/**
 * Saves some of the day's numbers as typed, with the day's version they were read at; the server holds
 * each to its limit and refuses a save from an old version (409, see staleDayOf).
 */
export async function saveCutletValues({
  date,
  values,
  version,
}: {
  date: string;
  values: CutletValuesRequest['values'];
  version: number;
}): Promise<CutletDay> {
  const { data } = await apiRequest(`/api/cutlets/days/${date}/values`, {
    method: 'PUT',
    body: { values, version },
    reply: cutletDayReply,
  });
  return data;
}

/** The day as it is now, when a save was refused for being made from an old version; else null. */
export const staleDayOf = (error: unknown): CutletDay | null => staleCurrentOf(error, cutletDaySchema);

export function useSaveCutletValues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCutletValues,
    onSuccess: (day) => showChangedDay(queryClient, day),
    // A refusal for an old version carries the day as it is now: every screen shows it at once.
    onError: (error) => {
      const current = staleDayOf(error);
      if (current) void showChangedDay(queryClient, current);
    },
  });
}
