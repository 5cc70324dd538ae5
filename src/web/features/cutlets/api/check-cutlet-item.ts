import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { offlineChanges, type ChangeRequest, type ChangeResult } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { showChangedDay } from './update-cutlet-day.ts';

export interface CutletCheck {
  date: string;
  itemId: string;
  /** The item as the cook read it, for the status bar. */
  itemName: string;
  value: number | string | null;
  worker: string;
  /** What was done about a value outside its limit; why it is checked before its time. */
  actionTaken?: string;
  earlyReason?: string;
}

/** The check as the device's queue keeps it: it waits there when the Wi-Fi is down. */
export function cutletCheckRequest({ date, itemId, itemName, value, worker, ...records }: CutletCheck): ChangeRequest {
  return {
    kind: 'cutlet.check',
    method: 'PUT',
    path: `/api/cutlets/days/${date}/items/${itemId}`,
    body: { completed: true, value, worker, ...records },
    subject: { date, itemId },
    label: { key: 'offline.changes.cutlet.check', params: { item: itemName } },
    refresh: [[...queryKeys.cutlets.all]],
  };
}

/** Checks one item (one way) with its value and the worker's name; the day comes back once saved. */
export async function checkCutletItem(check: CutletCheck): Promise<ChangeResult<CutletDay>> {
  const result = await offlineChanges.submit(cutletCheckRequest(check));
  return result.status === 'saved' ? { status: 'saved', reply: cutletDayReply.parse(result.reply).data } : result;
}

export function useCheckCutletItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkCutletItem,
    onSuccess: (result) => (result.status === 'saved' ? showChangedDay(queryClient, result.reply) : undefined),
  });
}
