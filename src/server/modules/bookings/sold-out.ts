import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import type { Db } from '#server/db/database.ts';
import type { EventRow } from '#server/db/schema.ts';
import { isRefusal, textRefusal } from '#server/lib/http-error.ts';
import type { CapacityCounter } from '#server/modules/capacity/capacity.service.ts';

export const soldOutRefusal = () => textRefusal(409, ORDER_REFUSAL.soldOut);
export const isSoldOut = (error: unknown) => isRefusal(error, ORDER_REFUSAL.soldOut);

/**
 * Events found sold out in the last moment, per database: holds can expire, so it is only a moment.
 * A change of the event's capacity (a new max_orders on its row) ends the moment at once.
 */
export const soldOut = (() => {
  const MOMENT_MS = 1000;
  const marks = new WeakMap<Db, Map<number, { until: number; maxOrders: number }>>();
  return {
    recently(db: Db, event: EventRow) {
      const mark = marks.get(db)?.get(event.id);
      return mark !== undefined && mark.until > Date.now() && mark.maxOrders === event.max_orders;
    },
    remember(db: Db, event: EventRow) {
      if (!marks.has(db)) marks.set(db, new Map());
      marks.get(db)!.set(event.id, { until: Date.now() + MOMENT_MS, maxOrders: event.max_orders });
    },
    forget: (db: Db, eventId: number) => void marks.get(db)?.delete(eventId),
  };
})();

/** Refuses an order the event's free units no longer fit: sold out, or how many are left. */
export function ensureCapacity(capacity: CapacityCounter, wanted: number): void {
  const free = capacity.free;
  if (wanted <= free) return;
  if (free === 0) throw soldOutRefusal();
  throw textRefusal(409, ORDER_REFUSAL.slotsLeft, { count: free });
}
