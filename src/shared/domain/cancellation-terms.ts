import { isEventDay } from './event-date.ts';

/** The owner's cancellation rules (business settings), in hours before the event's day begins. */
export interface CancellationPolicy {
  cancelCutoffHours: number;
  fullRefundHours: number;
  partRefundHours: number;
  partRefundPercent: number;
}

export interface CancellationTerms {
  /** The customer may still cancel from the booking page. */
  open: boolean;
  /** When cancelling online closes (ISO); null for an event without a real date. */
  closesAt: string | null;
  refundPercent: number;
  refundPaise: number;
}

const HOUR_MS = 3_600_000;
/** Kerala is UTC+05:30 all year. */
const KERALA_OFFSET = '+05:30';

/** An event's day begins at 00:00 in Kerala: the hours of the policy count back from then. */
export function eventBeginsAt(date: string): number | null {
  return isEventDay(date) ? Date.parse(`${date}T00:00:00${KERALA_OFFSET}`) : null;
}

/** The refund share for cancelling `hoursLeft` hours before the event's day: all, a part, or none. */
export function refundPercent(policy: CancellationPolicy, hoursLeft: number): number {
  if (hoursLeft >= policy.fullRefundHours) return 100;
  if (hoursLeft >= policy.partRefundHours) return policy.partRefundPercent;
  return 0;
}

/** What cancelling a booking of `paidPaise` for the event on `eventDate` would mean at `now`. */
export function cancellationTerms(
  policy: CancellationPolicy,
  eventDate: string,
  paidPaise: number,
  now: Date,
): CancellationTerms {
  const begins = eventBeginsAt(eventDate);
  if (begins === null) return { open: false, closesAt: null, refundPercent: 0, refundPaise: 0 };
  const closes = begins - policy.cancelCutoffHours * HOUR_MS;
  const open = now.getTime() <= closes;
  const percent = open ? refundPercent(policy, (begins - now.getTime()) / HOUR_MS) : 0;
  return {
    open,
    closesAt: new Date(closes).toISOString(),
    refundPercent: percent,
    refundPaise: Math.floor((paidPaise * percent) / 100),
  };
}
