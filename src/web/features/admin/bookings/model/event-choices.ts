/** An event as the event filter lists it. */
export interface EventChoice {
  id: number;
  title: string;
  isActive: boolean;
  date?: string | null;
}

export interface EventFilterOption {
  value: string;
  label: string;
}

export interface EventFilterWords {
  allEvents: string;
  /** An event's line: its title (marked when inactive) and date. */
  event: (event: EventChoice) => string;
}

/**
 * The event filter's choices: all events first, then every event. An event picked in the address but not
 * (or not yet) among them gets a choice of its own, `#id`, so the select can show what is picked.
 */
export function eventFilterOptions(
  events: readonly EventChoice[],
  picked: number | undefined,
  words: EventFilterWords,
): EventFilterOption[] {
  const pickedIsKnown = !picked || events.some((event) => event.id === picked);
  return [
    { value: '', label: words.allEvents },
    ...(pickedIsKnown ? [] : [{ value: String(picked), label: `#${picked}` }]),
    ...events.map((event) => ({ value: String(event.id), label: words.event(event) })),
  ];
}
