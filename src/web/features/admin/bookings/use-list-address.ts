import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { changeListAddress, readListAddress, type ListParamChanges } from './model/list-address.ts';
import { draftForSearch, SEARCH_DELAY_MS, searchToCommit } from './model/search-draft.ts';

/** The list's filters and page, read from and written to the address (model/list-address.ts). */
export function useListAddress(eventId?: number) {
  const [params, setParams] = useSearchParams();
  // React Router hands its updater the address of the last render, not the one a change just wrote:
  // two changes before the next render (a status chip, then the event picked at once) would keep only
  // the second. Each change builds on the newest address instead.
  const newest = useRef(params);
  useEffect(() => {
    newest.current = params;
  }, [params]);
  /** `replace`: no new history entry (typing, or correcting the page). */
  const change = (changes: ListParamChanges, replace = false) => {
    newest.current = changeListAddress(newest.current, changes);
    setParams(newest.current, { replace });
  };
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
