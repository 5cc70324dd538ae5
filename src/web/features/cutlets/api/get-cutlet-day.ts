import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cutletDayReply, type CutletDay } from '#shared/schemas/cutlets.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useOfflineChanges } from '#web/lib/offline/offline-changes.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { withWaitingChecks } from '../model/waiting-checks.ts';
import { laterDay } from './update-cutlet-day.ts';

/** One cutlet day: its values (entered, carried or defaults), checks and completed tasks. */
export async function getCutletDay(date: string): Promise<CutletDay> {
  const { data } = await apiRequest(`/api/cutlets/days/${date}`, { reply: cutletDayReply });
  return data;
}

/** The day, with the checks still waiting on this device shown checked; an older answer never replaces a newer one. */
export function useCutletDay(date: string) {
  const { waiting } = useOfflineChanges();
  const select = useCallback((day: CutletDay) => withWaitingChecks(day, waiting), [waiting]);
  return useQuery({
    queryKey: queryKeys.cutlets.day(date),
    queryFn: () => getCutletDay(date),
    select,
    structuralSharing: laterDay,
  });
}
