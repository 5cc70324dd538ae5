import type { ReconciledBooking, ReconciliationPass, UnbookedPayment } from '#shared/schemas/payments.ts';
import type { Db } from '#server/db/database.ts';
import type { BookingRow, UnbookedPaymentRow } from '#server/db/schema.ts';
import { GatewayRefusal, type ListedPayment, type PaymentGateway } from '#server/lib/payment-gateway.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import * as repo from './bookings.repo.ts';
import { HOLD_MINUTES } from './checkout.service.ts';
import { keepPaymentWithoutBooking, recordPayment, settleHoldsExpiringBy } from './settlement.service.ts';
import * as unbooked from './unbooked-payments.repo.ts';

/** Holds looked at in one pass at most; the rest wait for the next. */
const HOLDS_PER_PASS = 200;

/** A pass of the running server looks this far ahead: holds lapsing before the next pass are asked about. */
export const SCHEDULED_LOOK_AHEAD_MS = 3 * 60_000;
/** The admin's pass asks about every open hold. */
export const EVERY_OPEN_HOLD_MS = HOLD_MINUTES * 60_000;

export interface PassResult {
  ranAt: string;
  booked: ReconciledBooking[];
  /** Every payment still without a booking after the pass, found by it or before. */
  unmatched: UnbookedPayment[];
  pass: ReconciliationPass;
}

/**
 * No payment without a booking: asks the gateway about every hold lapsing within `lookAheadMs` (and
 * those lapsed), books the paid ones, releases the lapsed unpaid ones; then goes through the payments
 * the gateway can list, booking each whose hold is still there for its amount and keeping the others
 * (hold gone, another amount) as payments without booking. The result is kept as the last pass.
 */
export async function runReconciliationPass(
  db: Db,
  gateway: PaymentGateway,
  { lookAheadMs, onBooked = () => {} }: { lookAheadMs: number; onBooked?: (booking: BookingRow) => void },
): Promise<PassResult> {
  const ranAt = new Date().toISOString();
  const by = new Date(Date.parse(ranAt) + lookAheadMs).toISOString();
  const settled = await settleHoldsExpiringBy(db, gateway, by, HOLDS_PER_PASS);
  const booked: BookingRow[] = [];
  for (const one of settled) if (one.outcome === 'booked') booked.push(one.booking);
  const listed = (await gateway.listCapturedPayments?.()) ?? [];
  for (const payment of listed) {
    const booking = await settleListedPayment(db, payment);
    if (booking) booked.push(booking);
  }
  for (const booking of booked) onBooked(booking);
  const open = await unbooked.listOpenUnbookedPayments(db);
  const pass = {
    ranAt,
    checked: settled.length + listed.length,
    booked: booked.length,
    unmatched: open.length,
    unreachable: settled.filter((one) => one.outcome === 'gateway-unreachable').length,
  };
  await unbooked.saveLastPass(db, {
    ran_at: pass.ranAt,
    checked: pass.checked,
    booked: pass.booked,
    unmatched: pass.unmatched,
    unreachable: pass.unreachable,
  });
  return { ranAt, booked: booked.map(toReconciledBooking), unmatched: open.map(toUnbookedPayment), pass };
}

/** A payment the gateway listed: booked when its hold is there for its amount, else kept for a refund. */
async function settleListedPayment(db: Db, payment: ListedPayment): Promise<BookingRow | null> {
  if (await unbooked.findUnbookedByPaymentId(db, payment.paymentId)) return null;
  if (await repo.findBookingByOrderId(db, payment.orderId)) return null;
  const hold = await repo.findHoldByOrderId(db, payment.orderId);
  if (!hold || hold.amount_paise !== payment.amountPaise) {
    await keepPaymentWithoutBooking(db, {
      ...payment,
      phone: payment.phone ?? hold?.phone ?? null,
      reason: hold ? 'amount-differs' : 'no-hold',
    });
    return null;
  }
  return recordPayment(db, { orderId: payment.orderId, paymentId: payment.paymentId, source: 'reconciliation' });
}

/** What the admin overview shows of payments: the last pass and the payments without booking. */
export async function paymentsCheck(db: Db) {
  const [last, rows] = await Promise.all([unbooked.findLastPass(db), unbooked.listUnbookedPayments(db)]);
  return {
    lastPass: last
      ? {
          ranAt: last.ran_at,
          checked: last.checked,
          booked: last.booked,
          unmatched: last.unmatched,
          unreachable: last.unreachable,
        }
      : null,
    unbooked: rows.map(toUnbookedPayment),
  };
}

/**
 * Refunds the whole of a payment without booking, once: the gateway is asked with the payment's own
 * key (it pays once however often it is asked), and a payment already refunded is answered as it is.
 */
export async function refundUnbookedPayment(
  db: Db,
  gateway: PaymentGateway,
  id: number,
  by: string,
): Promise<UnbookedPayment> {
  const payment = await unbooked.findUnbookedPayment(db, id);
  if (!payment) throw textRefusal(404, 'adminOverview.payments.refusals.notFound');
  if (payment.refunded_at) return toUnbookedPayment(payment);
  let refundId: string;
  try {
    refundId = (
      await gateway.refund({
        paymentId: payment.payment_id,
        amountPaise: payment.amount_paise,
        idempotencyKey: payment.refund_key,
        notes: { reason: 'payment without booking', order: payment.gateway_order_id },
      })
    ).refundId;
  } catch (error) {
    if (error instanceof GatewayRefusal) {
      throw textRefusal(409, 'adminOverview.payments.refusals.gatewayRefused', { reason: error.message });
    }
    throw textRefusal(502, 'adminOverview.payments.refusals.gatewayUnreachable');
  }
  const marked = await unbooked.markUnbookedRefunded(db, id, {
    gatewayRefundId: refundId,
    by,
    at: new Date().toISOString(),
  });
  return toUnbookedPayment(marked ?? (await unbooked.findUnbookedPayment(db, id))!);
}

function toReconciledBooking(booking: BookingRow): ReconciledBooking {
  return {
    orderId: booking.gateway_order_id,
    paymentId: booking.payment_id,
    amountPaise: booking.amount_paise,
    phone: booking.phone,
    bookingReference: booking.reference,
  };
}

function toUnbookedPayment(row: UnbookedPaymentRow): UnbookedPayment {
  return {
    id: row.id,
    orderId: row.gateway_order_id,
    paymentId: row.payment_id,
    amountPaise: row.amount_paise,
    phone: row.phone,
    paidAt: row.paid_at,
    reason: row.reason,
    refundedAt: row.refunded_at,
  };
}
