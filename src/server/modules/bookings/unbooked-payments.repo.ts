import type { DbOrTx } from '#server/db/database.ts';
import type { ReconciliationPassesTable, UnbookedPaymentRow, UnbookedPaymentsTable } from '#server/db/schema.ts';
import type { Insertable } from 'kysely';

/** More payments without booking than this are not shown at once (the refunded ones go first). */
const LISTED = 100;

/** Keeps a payment without booking once: a second finding of the same payment answers the first. */
export async function keepUnbookedPayment(
  db: DbOrTx,
  payment: Insertable<UnbookedPaymentsTable>,
): Promise<UnbookedPaymentRow> {
  await db
    .insertInto('unbooked_payments')
    .values(payment)
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .execute();
  return (await findUnbookedByPaymentId(db, payment.payment_id))!;
}

export function findUnbookedByPaymentId(db: DbOrTx, paymentId: string): Promise<UnbookedPaymentRow | undefined> {
  return db.selectFrom('unbooked_payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

export function findUnbookedPayment(db: DbOrTx, id: number): Promise<UnbookedPaymentRow | undefined> {
  return db.selectFrom('unbooked_payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Those not refunded yet, the oldest first. */
export function listOpenUnbookedPayments(db: DbOrTx): Promise<UnbookedPaymentRow[]> {
  return db
    .selectFrom('unbooked_payments')
    .selectAll()
    .where('refunded_at', 'is', null)
    .orderBy('found_at')
    .orderBy('id')
    .limit(LISTED)
    .execute();
}

/** The newest found first, those still to refund before the refunded ones. */
export function listUnbookedPayments(db: DbOrTx): Promise<UnbookedPaymentRow[]> {
  return db
    .selectFrom('unbooked_payments')
    .selectAll()
    .orderBy((eb) => eb.case().when('refunded_at', 'is', null).then(0).else(1).end())
    .orderBy('found_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LISTED)
    .execute();
}

/** Marks it refunded, once: undefined when it already was. */
export function markUnbookedRefunded(
  db: DbOrTx,
  id: number,
  refund: { gatewayRefundId: string; by: string; at: string },
): Promise<UnbookedPaymentRow | undefined> {
  return db
    .updateTable('unbooked_payments')
    .set({ gateway_refund_id: refund.gatewayRefundId, refunded_by: refund.by, refunded_at: refund.at })
    .where('id', '=', id)
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

const LAST_PASS = 1;

export async function saveLastPass(db: DbOrTx, pass: Omit<ReconciliationPassesTable, 'id'>): Promise<void> {
  await db
    .insertInto('reconciliation_passes')
    .values({ id: LAST_PASS, ...pass })
    .onConflict((oc) => oc.column('id').doUpdateSet(pass))
    .execute();
}

export function findLastPass(db: DbOrTx) {
  return db.selectFrom('reconciliation_passes').selectAll().where('id', '=', LAST_PASS).executeTakeFirst();
}
