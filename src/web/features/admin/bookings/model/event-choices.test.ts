import { describe, expect, it } from 'vitest';
import { eventFilterOptions } from './event-choices.ts';

const words = {
  allEvents: 'All events',
  event: (event: { title: string; isActive: boolean }) => (event.isActive ? event.title : `${event.title} (inactive)`),
};
const events = [
  { id: 3, title: 'Onam Sadya', isActive: true, date: '2026-09-01' },
  { id: 2, title: 'Mandi night', isActive: false, date: '2026-08-01' },
];

describe('the event filter', () => {
  it('offers all events first, then each event in its words', () => {
    expect(eventFilterOptions(events, undefined, words)).toEqual([
      { value: '', label: 'All events' },
      { value: '3', label: 'Onam Sadya' },
      { value: '2', label: 'Mandi night (inactive)' },
    ]);
  });

  it('keeps a choice for an event picked in the address that the list does not have (yet)', () => {
    expect(eventFilterOptions(events, 9, words).map((option) => option.label)).toEqual([
      'All events',
      '#9',
      'Onam Sadya',
      'Mandi night (inactive)',
    ]);
    expect(eventFilterOptions(events, 3, words)).toHaveLength(3);
    expect(eventFilterOptions([], 3, words)).toEqual([
      { value: '', label: 'All events' },
      { value: '3', label: '#3' },
    ]);
  });
});
