import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cutletDayReply, type CutletDay, type CutletValuesRequest } from '#shared/schemas/cutlets.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { showChangedDay } from './update-cutlet-day.ts';

/** Saves some of the day's numbers as typed; the server parses them (invalid → 0, the target → 100). */
export async function saveCutletValues({
  date,
  values,
}: {
  date: string;
  values: CutletValuesRequest['values'];
}): Promise<CutletDay> {
  const { data } = await apiRequest(`/api/cutlets/days/${date}/values`, {
    method: 'PUT',
    body: { values },
    reply: cutletDayReply,
  });
  return data;
}

export function useSaveCutletValues() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCutletValues, onSuccess: (day) => showChangedDay(queryClient, day) });
}
