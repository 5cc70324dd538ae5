import type { QueryClient } from '@tanstack/react-query';
import type { CutletDay } from '#shared/schemas/cutlets.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * A change answered with the day: it is shown at once, and everything else the tool holds is refreshed
 * (a day's closing count carries over to the days after it; the history shows the day too).
 */
export function showChangedDay(queryClient: QueryClient, day: CutletDay): Promise<void> {
  queryClient.setQueryData(queryKeys.cutlets.day(day.date), day);
  return queryClient.invalidateQueries({
    queryKey: queryKeys.cutlets.all,
    predicate: (query) => !(query.queryKey[1] === 'day' && query.queryKey[2] === day.date),
  });
}
