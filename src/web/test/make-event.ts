import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';

/** Twelve days ahead: on sale whenever the tests run. */
export const SALE_DATE = addDays(todayInKerala(), 12);

let nextId = 100;

/** A sales event as GET /api/events answers it, for component tests; override what the test is about. */
export function makeEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Event ${id}`,
    date: SALE_DATE,
    description: 'Pit-cooked mandi delivered hot to your door.',
    image: 'event-default.jpg',
    badge: 'Limited Slots',
    buttonText: 'Book Now',
    badgeMl: '',
    buttonTextMl: '',
    isValentine: false,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    maxOrders: 50,
    menuItems: {},
    ...overrides,
  };
}
