import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { showChangedDay } from './update-cutlet-day.ts';

/** Checks one item (one way) with its value and the worker's name; the day comes back. */
export async function checkCutletItem({
  date,
  itemId,
  value,
  worker,
}: {
  date: string;
  itemId: string;
  value: number | string | null;
  worker: string;
}): Promise<CutletDay> {
  const { data } = await apiRequest(`/api/cutlets/days/${date}/items/${itemId}`, {
    method: 'PUT',
    body: { completed: true, value, worker },
    reply: cutletDayReply,
  });
  return data;
}

export function useCheckCutletItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkCutletItem, onSuccess: (day) => showChangedDay(queryClient, day) });
}
