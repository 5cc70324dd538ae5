import { addDays } from '../event-date.ts';

/**
 * A sale as the forecast reads it: when it opened, its capacity (units, as the capacity counter counts
 * them), the day of its event and each booking's units at the time it was booked.
 */
export interface SaleHistory {
  eventId: number;
  /** The event's day, 'YYYY-MM-DD' (Kerala). */
  eventDate: string;
  /** When the sale opened (ISO). */
  openedAt: string;
  capacity: number;
  bookings: { at: string; units: number }[];
}

/** The forecast's facts about one sale: its fill curve (units by hours since opening), weekday and lead time. */
export interface FillCurve {
  eventId: number;
  capacity: number;
  /** Cumulative units after each booking, in order; hours since the sale opened. */
  points: { hours: number; units: number }[];
  /** Hours from opening to the booking that took the last unit; null when it never sold out. */
  soldOutHours: number | null;
  /** 0 Sunday … 6 Saturday, of the event's day. */
  weekday: number;
  /** Days from opening to the start of the event's day. */
  leadDays: number;
  openedAtMs: number;
  /** Sales close when the event's day ends (Kerala), the last moment the sale could sell out. */
  saleEndsMs: number;
}

export const HOUR_MS = 3_600_000;
const KERALA_OFFSET = '+05:30';

/** The start of a Kerala day, as epoch milliseconds. */
export function keralaDayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00${KERALA_OFFSET}`);
}

/** The fill curve of a sale, counting only bookings made at or before `asOfMs` (all when omitted). */
export function fillCurve(sale: SaleHistory, asOfMs = Number.POSITIVE_INFINITY): FillCurve {
  const openedAtMs = Date.parse(sale.openedAt);
  const ordered = sale.bookings
    .map((booking) => ({ ms: Date.parse(booking.at), units: booking.units }))
    .filter((booking) => booking.ms <= asOfMs)
    .sort((a, b) => a.ms - b.ms);
  let units = 0;
  let soldOutHours: number | null = null;
  const points = ordered.map((booking) => {
    units += booking.units;
    const hours = Math.max(0, (booking.ms - openedAtMs) / HOUR_MS);
    if (soldOutHours === null && units >= sale.capacity) soldOutHours = hours;
    return { hours, units };
  });
  const eventStartMs = keralaDayStartMs(sale.eventDate);
  return {
    eventId: sale.eventId,
    capacity: sale.capacity,
    points,
    soldOutHours,
    weekday: new Date(`${sale.eventDate}T00:00:00Z`).getUTCDay(),
    leadDays: (eventStartMs - openedAtMs) / (24 * HOUR_MS),
    openedAtMs,
    saleEndsMs: keralaDayStartMs(addDays(sale.eventDate, 1)),
  };
}

/** Hours since opening at which the curve first held `units` (interpolated between bookings); null if never. */
export function hoursToReach(curve: FillCurve, units: number): number | null {
  let previous = { hours: 0, units: 0 };
  for (const point of curve.points) {
    if (point.units >= units) {
      const share = (units - previous.units) / (point.units - previous.units);
      return previous.hours + share * (point.hours - previous.hours);
    }
    previous = point;
  }
  return null;
}

export function unitsSold(curve: FillCurve): number {
  return curve.points.at(-1)?.units ?? 0;
}
