import { replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import type { CutletDay } from '#shared/schemas/cutlets.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * The later of two answers for one day, by its version: an answer that arrives after a newer one (a
 * read that left before a change was saved, a change's reply overtaken by the live refresh) never
 * replaces it. The day's query keeps its data through this (its structuralSharing).
 */
export function laterDay(old: unknown, next: unknown): unknown {
  const before = old as CutletDay | undefined;
  const after = next as CutletDay;
  if (before && before.date === after.date && after.version < before.version) return before;
  return replaceEqualDeep(old, next);
}

/**
 * A change answered with the day: it is shown at once (unless a newer version is shown already), and
 * everything else the tool holds is refreshed (a day's closing count carries over to the days after it;
 * the history shows the day too).
 */
export function showChangedDay(queryClient: QueryClient, day: CutletDay): Promise<void> {
  queryClient.setQueryData<CutletDay>(queryKeys.cutlets.day(day.date), (old) => laterDay(old, day) as CutletDay);
  return queryClient.invalidateQueries({
    queryKey: queryKeys.cutlets.all,
    predicate: (query) => !(query.queryKey[1] === 'day' && query.queryKey[2] === day.date),
  });
}
