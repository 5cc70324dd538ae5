import { describe, expect, it } from 'vitest';
import { DIARY_FILTERS } from '#shared/schemas/diary.ts';
import { filtersFor, listingOf, selectedEventId, withSelectedEvent } from './diary-filters.ts';

describe('the diary’s filters and selected event', () => {
  it('offers the archived events to admins only', () => {
    expect(filtersFor(false)).toEqual([...DIARY_FILTERS]);
    expect(filtersFor(true)).toEqual([...DIARY_FILTERS, 'archived']);
  });

  it('lists the archived events alone under their filter, and leaves them out of every other', () => {
    expect(listingOf('archived')).toEqual({ filter: 'all', archived: 'only' });
    for (const filter of DIARY_FILTERS) expect(listingOf(filter)).toEqual({ filter, archived: 'exclude' });
  });

  it('selects an event in the page’s address, keeping its other parameters', () => {
    const params = new URLSearchParams('tab=diary&event=3');
    expect(withSelectedEvent(params, 9).toString()).toBe('tab=diary&event=9');
    expect(withSelectedEvent(params, null).toString()).toBe('tab=diary');
    expect(params.toString()).toBe('tab=diary&event=3');
  });

  it('reads the selected event from the address: none when missing or no id', () => {
    expect(selectedEventId(new URLSearchParams('event=12'))).toBe(12);
    expect(selectedEventId(new URLSearchParams(''))).toBeNull();
    expect(selectedEventId(new URLSearchParams('event=abc'))).toBeNull();
    expect(selectedEventId(new URLSearchParams('event=0'))).toBeNull();
  });
});
