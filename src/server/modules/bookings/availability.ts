import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import type { EventAvailability } from '#shared/schemas/availability.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { EventRow } from '#server/db/schema.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { cachedRead } from '#server/lib/read-cache.ts';
import { upcomingEventRows } from '#server/modules/events/events.service.ts';
import { availableSlots, slotsNow } from '#server/modules/capacity/capacity.service.ts';
import * as repo from './bookings.repo.ts';

/** How long the storefront's view of every event's slots is reused: a rush asks it once a second. */
const AVAILABILITY_TTL_MS = 1000;

/** Free slots against the capacity orders are checked against: the counter's, not a cached event row's. */
async function freeSlots(db: DbOrTx, event: EventRow, now: string) {
  const slots = await slotsNow(db, event.id, now);
  const maxOrders = slots.maxOrders ?? event.max_orders;
  return {
    eventId: event.id,
    maxOrders,
    availableSlots: availableSlots(maxOrders, slots.used),
    heldSlots: slots.held,
    nextReleaseAt: slots.nextReleaseAt,
  };
}

/**
 * An event's slots now. With the receipt of the asker's own open order on this event, its held units
 * are theirs: ordering again (the same phone) replaces that hold, so they count as available.
 */
export async function eventSlots(db: DbOrTx, event: EventRow, receipt?: string) {
  const now = new Date().toISOString();
  const [slots, own] = await Promise.all([
    freeSlots(db, event, now),
    receipt ? repo.findHoldByReceipt(db, receipt) : undefined,
  ]);
  const yours =
    own && own.event_id === event.id && own.status === 'held' && own.expires_at > now ? own.total_quantity : 0;
  return {
    availableSlots: Math.min(slots.maxOrders, slots.availableSlots + yours),
    heldSlots: Math.max(0, slots.heldSlots - yours),
    nextReleaseAt: yours > 0 && slots.heldSlots === yours ? null : slots.nextReleaseAt,
    yourHeldSlots: yours,
  };
}

/** Every upcoming event's slots, soonest event first (the storefront's cards). */
export function upcomingAvailability(db: DbOrTx): Promise<EventAvailability[]> {
  return cachedRead(
    db,
    'events:availability',
    async () => {
      const now = new Date().toISOString();
      const events = await upcomingEventRows(db);
      return Promise.all(events.map((event) => freeSlots(db, event, now)));
    },
    AVAILABILITY_TTL_MS,
  );
}

/**
 * The storefront's rule, kept by the server: only the soonest upcoming event with a free slot is
 * booked. An order for a later event while an earlier one has slots again is refused, naming it.
 */
export async function ensureFirstInLine(db: DbOrTx, event: EventRow): Promise<void> {
  let upcoming = await upcomingEventRows(db);
  if (!upcoming.some((row) => row.id === event.id)) upcoming = await upcomingEventRows(db, true);
  const position = upcoming.findIndex((row) => row.id === event.id);
  if (position <= 0) return;
  const now = new Date().toISOString();
  for (const earlier of upcoming.slice(0, position)) {
    if ((await freeSlots(db, earlier, now)).availableSlots > 0) {
      throw textRefusal(409, ORDER_REFUSAL.earlierEventOpen, { title: earlier.title, date: earlier.date });
    }
  }
}
