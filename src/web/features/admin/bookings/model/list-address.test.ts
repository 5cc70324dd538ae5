import { describe, expect, it } from 'vitest';
import { CLEAR_FILTERS, changeListAddress, pageChange, readListAddress } from './list-address.ts';

const address = (query: string, eventId?: number) => readListAddress(new URLSearchParams(query), eventId);

describe('reading the bookings list from the address', () => {
  it('reads the status, search, event and page the owner picked', () => {
    expect(address('tab=bookings&status=confirmed&q=%20MND-7K3%20&event=12&page=3')).toEqual({
      status: 'confirmed',
      q: 'MND-7K3',
      pickedEvent: 12,
      page: 3,
      filter: { status: 'confirmed', q: 'MND-7K3', eventId: 12 },
      filtered: true,
    });
  });

  it('shows everything from the first page when nothing is picked', () => {
    expect(address('tab=bookings')).toEqual({
      status: undefined,
      q: undefined,
      pickedEvent: undefined,
      page: 1,
      filter: { status: undefined, q: undefined, eventId: undefined },
      filtered: false,
    });
  });

  it('leaves out what it cannot read: an unknown status, a blank search, a bad event or page', () => {
    const read = address('status=lost&q=%20%20&event=abc&page=-2');
    expect(read.filter).toEqual({ status: undefined, q: undefined, eventId: undefined });
    expect(read.page).toBe(1);
    expect(read.filtered).toBe(false);
    expect(address('page=2.7').page).toBe(2);
    expect(address('page=zero').page).toBe(1);
  });

  it("narrows the event view to its own event, which does not count as the owner's filter", () => {
    const read = address('event=12', 7);
    expect(read.filter.eventId).toBe(7);
    expect(read.filtered).toBe(false);
    expect(address('status=cancelled', 7).filtered).toBe(true);
  });
});

describe('changing the address', () => {
  const current = new URLSearchParams('tab=bookings&status=pending&page=4');

  it('sets and removes parameters, keeps the tab, and goes back to the first page', () => {
    const next = changeListAddress(current, { status: undefined, q: 'Anu' });
    expect(next.toString()).toBe('tab=bookings&q=Anu');
    expect(current.toString()).toBe('tab=bookings&status=pending&page=4');
  });

  it('keeps the filters on a page change, and the first page has no parameter', () => {
    expect(changeListAddress(current, pageChange(5)).toString()).toBe('tab=bookings&status=pending&page=5');
    expect(changeListAddress(current, pageChange(1)).toString()).toBe('tab=bookings&status=pending');
  });

  it('clears every filter at once', () => {
    const filtered = new URLSearchParams('tab=bookings&status=pending&q=Anu&event=3&page=2');
    expect(changeListAddress(filtered, CLEAR_FILTERS).toString()).toBe('tab=bookings');
  });
});
