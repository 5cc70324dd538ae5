import type { HoldRelease, OpenHold } from '#shared/schemas/holds.ts';
import type { Db } from '#server/db/database.ts';
import type { PaymentHold } from '#server/db/schema.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { findEventById } from '#server/modules/events/events.service.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import * as repo from './bookings.repo.ts';
import type { HeldOrder } from './checkout.service.ts';
import { settleHold } from './settlement.service.ts';

/** More open holds than this on one event at once would be far beyond any sale's rush. */
const OPEN_HOLDS_SHOWN = 500;

function toOpenHold(hold: PaymentHold): OpenHold {
  const held = JSON.parse(hold.order_json) as HeldOrder;
  return {
    id: hold.id,
    name: held.name,
    phone: hold.phone ?? held.phone,
    units: hold.total_quantity,
    items: held.price.lines,
    amountPaise: hold.amount_paise,
    createdAt: hold.created_at,
    expiresAt: hold.expires_at,
    coupon: hold.coupon,
  };
}

/** Who is paying for the event now: its holds still keeping slots, the soonest to expire first. */
export async function listOpenHolds(db: Db, eventId: number): Promise<OpenHold[]> {
  if (!(await findEventById(db, eventId))) throw textRefusal(404, 'refusals.events.notFound');
  const holds = await repo.findOpenHoldsOfEvent(db, eventId, new Date().toISOString(), OPEN_HOLDS_SHOWN);
  return holds.map(toOpenHold);
}

/** 409 naming how a hold that is no longer held was settled. */
function noLongerHeld(hold: PaymentHold) {
  return textRefusal(
    409,
    hold.status === 'booked'
      ? 'adminBookings.holds.refusals.alreadyBooked'
      : 'adminBookings.holds.refusals.alreadyReleased',
  );
}

/**
 * An admin settles one hold now, as reconciliation settles an expired one: the gateway is asked first,
 * and a customer who had in fact paid is booked; otherwise the slots are back on sale at once.
 */
export async function releaseHoldNow(
  db: Db,
  gateway: PaymentGateway,
  holdId: number,
): Promise<{ eventId: number; release: HoldRelease }> {
  const hold = await repo.findHoldById(db, holdId);
  if (!hold) throw textRefusal(404, 'adminBookings.holds.refusals.notFound');
  if (hold.status !== 'held') throw noLongerHeld(hold);
  const settled = await settleHold(db, gateway, hold, 'reconciliation');
  switch (settled.outcome) {
    case 'booked':
      return { eventId: hold.event_id, release: { outcome: 'booked', reference: settled.booking.reference } };
    // 'unmatched': paid another amount than the hold's; the payment waits on the overview for its refund.
    case 'released':
    case 'unmatched':
    case 'still-open':
      return { eventId: hold.event_id, release: { outcome: 'released' } };
    case 'gateway-unreachable':
      throw textRefusal(502, 'adminBookings.holds.refusals.gatewayUnreachable');
    case 'not-held':
      throw noLongerHeld((await repo.findHoldById(db, holdId))!);
  }
}
