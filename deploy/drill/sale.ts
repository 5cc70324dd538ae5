// The drills' sale: a buyer's three calls, and what the database says of the buyers' outcomes.
import type { Db } from '../../src/server/db/database.ts';
import { capacityMismatches } from '../../src/server/test/capacity-mismatches.ts';
import { orderBody } from '../../bench/lib/load.ts';
import type { Check } from '../../bench/lib/server.ts';
import type { Answer } from './https-client.ts';

export interface Outcome {
  /** The order id of a booking its buyer was told of, or null. */
  acknowledged: string | null;
  status: number;
  step: 'hold' | 'pay' | 'book' | 'booked';
  orderId?: string;
}

/** One buyer: a hold, the payment and the booking, each sent through `post` (which retries as it will). */
export async function buy(post: (route: string, body: unknown) => Promise<Answer>, eventId: number): Promise<Outcome> {
  const order = await post('/api/razorpay/create-order', orderBody(eventId));
  if (order.status !== 200) return { acknowledged: null, status: order.status, step: 'hold' };
  const orderId: string = order.body.orderId;
  const pay = await post('/api/test-gateway/pay', { orderId });
  if (pay.status !== 200) return { acknowledged: null, status: pay.status, step: 'pay', orderId };
  const proof = { id: pay.body.razorpay_payment_id, orderId, signature: pay.body.razorpay_signature };
  const booking = await post('/api/bookings', { payment: proof });
  if (booking.status !== 200) return { acknowledged: null, status: booking.status, step: 'book', orderId };
  return { acknowledged: orderId, status: 200, step: 'booked' };
}

/**
 * The sale's verdict from the database: every acknowledged booking kept and none beyond them, sold out
 * without oversell, the counters exact, every buyer booked or told it was sold out. `summary` says it in
 * one line (the caller adds its own figures), `refused` lists the buyers refused otherwise.
 */
export async function judgeSale(db: Db, eventId: number, slots: number, buyers: Outcome[]) {
  const rows = await db
    .selectFrom('bookings')
    .select(['gateway_order_id', 'total_quantity'])
    .where('event_id', '=', eventId)
    .execute();
  const acknowledged = new Set(buyers.flatMap((buyer) => (buyer.acknowledged ? [buyer.acknowledged] : [])));
  const booked = new Set(rows.map((row) => row.gateway_order_id));
  const lost = [...acknowledged].filter((orderId) => !booked.has(orderId));
  const beyond = [...booked].filter((orderId) => !acknowledged.has(orderId!));
  const units = rows.reduce((sum, row) => sum + row.total_quantity, 0);
  const refusals = buyers.filter((buyer) => !buyer.acknowledged);
  const refused = refusals.filter((buyer) => !(buyer.step === 'hold' && buyer.status === 409));
  const mismatches = await capacityMismatches(db);
  const checks: Check[] = [
    ['every acknowledged booking is kept', lost.length === 0],
    ['no booking beyond those acknowledged', beyond.length === 0],
    ['no oversell, and the sale sold out', units === slots],
    ['capacity counters match the rows', mismatches.length === 0],
    ['every buyer answered: booked or sold out', refused.length === 0],
  ];
  const summary =
    `${buyers.length} buyers for ${slots} slots: ${acknowledged.size} acknowledged, ${rows.length} bookings ` +
    `(${units} units); lost ${lost.length}, beyond ${beyond.length}; sold out ${refusals.length - refused.length}, ` +
    `other refusals ${refused.length}`;
  return { checks, summary, refused };
}
