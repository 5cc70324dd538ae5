import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { changeListAddress, readListAddress, type ListParamChanges } from './model/list-address.ts';
import { draftForSearch, SEARCH_DELAY_MS, searchToCommit } from './model/search-draft.ts';

/** The list's filters and page, read from and written to the address (model/list-address.ts). */
export function useListAddress(eventId?: number) {
  const [params, setParams] = useSearchParams();
  /** `replace`: no new history entry (typing, or correcting the page). */
  const change = (changes: ListParamChanges, replace = false) =>
    setParams((current) => changeListAddress(current, changes), { replace });
  return { ...readListAddress(params, eventId), change };
}

/** The search box's text: put into the address after a pause, replaced when the address's search changes. */
export function useSearchDraft(q: string | undefined, commit: (text: string) => void) {
  const [draft, setDraft] = useState(q ?? '');
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    setDraft(draftForSearch(draft, q));
  }
  const commitLater = useEffectEvent(commit);
  useEffect(() => {
    const text = searchToCommit(draft, q);
    if (text === null) return;
    const timer = setTimeout(() => commitLater(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q]);
  return [draft, setDraft] as const;
}
