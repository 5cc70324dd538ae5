import type { DbOrTx } from '#server/db/database.ts';
import * as repo from './event-money.repo.ts';

/** What an event's bookings brought in and gave back: what the margin (issue 46) is made of. */
export interface EventMoney {
  /** Each booking's amount paid: every booking is a paid one, a cancelled one too. */
  paymentsPaise: number[];
  /** Each refund made of them (processed, or asked of the gateway and not failed). */
  refundsPaise: number[];
  /** Paid by the bookings not cancelled (the sales the kitchen cooks for). */
  notCancelledPaise: number;
  bookings: number;
  cancelledBookings: number;
  /** Of the refunds, those the gateway has not yet paid out. */
  refundsOnTheirWay: number;
}

const nothing = (): EventMoney => ({
  paymentsPaise: [],
  refundsPaise: [],
  notCancelledPaise: 0,
  bookings: 0,
  cancelledBookings: 0,
  refundsOnTheirWay: 0,
});

/** Per event asked for (each present, empty when it has no bookings), read in one snapshot of two statements. */
export async function eventMoney(db: DbOrTx, eventIds: readonly number[]): Promise<Map<number, EventMoney>> {
  const [bookings, refunds] = await Promise.all([repo.paidBookingsOf(db, eventIds), repo.refundsMadeOf(db, eventIds)]);
  const money = new Map(eventIds.map((id) => [id, nothing()]));
  for (const booking of bookings) {
    const event = money.get(booking.event_id)!;
    event.paymentsPaise.push(booking.amount_paise);
    event.bookings += 1;
    if (booking.status === 'cancelled') event.cancelledBookings += 1;
    else event.notCancelledPaise += booking.amount_paise;
  }
  for (const refund of refunds) {
    const event = money.get(refund.eventId)!;
    event.refundsPaise.push(refund.amountPaise);
    if (refund.status !== 'processed') event.refundsOnTheirWay += 1;
  }
  return money;
}
