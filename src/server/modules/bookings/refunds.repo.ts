import type { DbOrTx } from '#server/db/database.ts';
import type { RefundRow, RefundsTable } from '#server/db/schema.ts';
import type { Insertable, Updateable } from 'kysely';

/** A refund not yet ended: the gateway has still to take it, or still to say how it ended. */
export const OPEN_REFUND_STATUSES = ['requested', 'pending'] as const;

export function insertRefund(db: DbOrTx, refund: Insertable<RefundsTable>): Promise<RefundRow> {
  return db.insertInto('refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

export function findRefund(db: DbOrTx, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRefundByKey(db: DbOrTx, key: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export function findRefundByGatewayId(db: DbOrTx, gatewayRefundId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('gateway_refund_id', '=', gatewayRefundId).executeTakeFirst();
}

/** Oldest first. */
export async function refundsOfBookings(db: DbOrTx, bookingIds: number[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return [];
  return db.selectFrom('refunds').selectAll().where('booking_id', 'in', bookingIds).orderBy('id').execute();
}

/** Refunds the round should ask the gateway about now. */
export function dueRefunds(db: DbOrTx, now: string, limit: number): Promise<RefundRow[]> {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('status', 'in', OPEN_REFUND_STATUSES)
    .where('next_check_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Changes a refund only if it is still as `seen` left it (status and tries): a server that lost the
 * race to another, or to a webhook, changes nothing. True when it changed it.
 */
export async function updateRefundIfUnchanged(
  db: DbOrTx,
  seen: Pick<RefundRow, 'id' | 'status' | 'attempts'>,
  change: Updateable<RefundsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set(change)
    .where('id', '=', seen.id)
    .where('status', '=', seen.status)
    .where('attempts', '=', seen.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How the gateway ended a refund, unless it has already ended. True when this changed it. */
export async function endRefund(
  db: DbOrTx,
  id: number,
  change: {
    status: 'pending' | 'processed' | 'failed';
    gatewayRefundId: string;
    lastError?: string | null;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('refunds')
    .set({
      status: change.status,
      gateway_refund_id: change.gatewayRefundId,
      ...(change.lastError === undefined ? {} : { last_error: change.lastError }),
      updated_at: change.at,
    })
    .where('id', '=', id)
    .where('status', 'in', change.status === 'pending' ? ['requested'] : OPEN_REFUND_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Per event, what was refunded (or is on its way) of bookings that still count as sales (not cancelled). */
export function refundsOfSalesPerEvent(db: DbOrTx): Promise<{ eventId: number; paise: number | string | null }[]> {
  return db
    .selectFrom('refunds')
    .innerJoin('bookings', 'bookings.id', 'refunds.booking_id')
    .select((eb) => ['bookings.event_id as eventId', eb.fn.sum<number>('refunds.amount_paise').as('paise')])
    .where('refunds.status', '!=', 'failed')
    .where('bookings.status', '!=', 'cancelled')
    .groupBy('bookings.event_id')
    .execute();
}

/** Paise refunded of a booking by refunds not failed made at or before `at`. */
export async function refundedBy(db: DbOrTx, bookingId: number, at: string): Promise<number> {
  const refunds = await db
    .selectFrom('refunds')
    .select('amount_paise')
    .where('booking_id', '=', bookingId)
    .where('status', '!=', 'failed')
    .where('created_at', '<=', at)
    .execute();
  return refunds.reduce((sum, refund) => sum + refund.amount_paise, 0);
}
