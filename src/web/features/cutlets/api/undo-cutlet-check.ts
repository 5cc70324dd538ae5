import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { showChangedDay } from './update-cutlet-day.ts';

export interface CutletUndo {
  date: string;
  itemId: string;
  /** The cook's name as typed on the device. */
  name: string;
  reason: string;
}

/**
 * Takes a check back, with the reason; the day comes back with the check in its corrections. Sent
 * straight to the server, never through the device's queue: an undo is decided on what the server
 * holds now, so it needs the network.
 */
export async function undoCutletCheck({ date, itemId, name, reason }: CutletUndo): Promise<CutletDay> {
  const { data } = await apiRequest(`/api/cutlets/days/${date}/items/${itemId}/undo`, {
    method: 'POST',
    body: { name, reason },
    reply: cutletDayReply,
  });
  return data;
}

export function useUndoCutletCheck() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoCutletCheck, onSuccess: (day) => showChangedDay(queryClient, day) });
}
