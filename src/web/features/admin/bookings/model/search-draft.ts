/**
 * The search box answers as the owner types, without a request per keystroke: the typed draft goes
 * into the address after a pause, and a search changed elsewhere (back button, clearing the filters)
 * replaces the draft.
 */
export const SEARCH_DELAY_MS = 300;

/** The search to put into the address for this draft, or `null` when the address already has it. */
export function searchToCommit(draft: string, q: string | undefined): string | null {
  const text = draft.trim();
  return text === (q ?? '') ? null : text;
}

/** The draft to show once the address's search became `q`: kept when it already says the same. */
export function draftForSearch(draft: string, q: string | undefined): string {
  return draft.trim() === (q ?? '') ? draft : (q ?? '');
}
