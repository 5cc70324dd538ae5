import { firstBookable } from '#shared/domain/event-order.ts';
import type { EventAvailability } from '#shared/schemas/availability.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import { useEventsAvailability } from '#web/lib/events-availability.ts';
import { hasLiveOpenOrder } from '#web/lib/order-draft.ts';
import { useUpcomingEvents } from '#web/lib/upcoming-events.ts';

/**
 * The storefront's events soonest first, their slots, and the one a customer may book now: the
 * soonest with a free slot (the server keeps the same rule for orders). Slots this tab's own open
 * order holds are the customer's: that event stays open to them however it reads to others.
 */
export function useBookableEvent() {
  const events = useUpcomingEvents();
  const availability = useEventsAvailability();
  const slotsOf = (event: PublicEvent): EventAvailability | undefined =>
    hasLiveOpenOrder(event.id) ? undefined : availability.data?.get(event.id);
  const bookable = events.data ? firstBookable(events.data, (event) => slotsOf(event)?.availableSlots) : undefined;
  return { events, slotsOf, bookable };
}
