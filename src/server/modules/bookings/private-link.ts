import { addDays, isEventDay, todayInKerala } from '#shared/domain/event-date.ts';
import { textRefusal } from '#server/lib/http-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The text key of an action refused through a link that has outlived its details (410). */
export const LINK_EXPIRED = 'booking.myBooking.refusals.linkExpired';

/**
 * Whether a private link (a booking's page, a waiting-list offer) has outlived the customer's details:
 * more than `days` whole days after the event's day (in Kerala), or after `endedAt` — the booking's
 * cancellation, the offer's end. Such a link shows the booking's state only.
 */
export function privateLinkExpired(
  link: { eventDate: string; endedAt: string | null },
  days: number,
  now: Date = new Date(),
): boolean {
  if (isEventDay(link.eventDate) && addDays(link.eventDate, days) < todayInKerala(now)) return true;
  return link.endedAt !== null && Date.parse(link.endedAt) + days * DAY_MS < now.getTime();
}

/** 410 for an action (a cancellation) through a link that has outlived its details. */
export function linkExpiredRefusal() {
  return textRefusal(410, LINK_EXPIRED);
}
