import { randomBytes } from 'node:crypto';
import { bookingMoney, type RefundMade } from '#shared/domain/booking-state.ts';
import { paiseToRupees } from '#shared/domain/money.ts';
import type { RefundRequest } from '#shared/schemas/bookings.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { BookingRow, RefundRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { GatewayRefusal, type PaymentGateway } from '#server/lib/payment-gateway.ts';
import { retryWaitMs } from '#server/lib/retry-wait.ts';
import * as bookingsRepo from './bookings.repo.ts';
import * as repo from './refunds.repo.ts';
import { queueBookingRefund } from '#server/modules/mail/mail.service.ts';
import { issueForRefund } from '#server/modules/invoices/invoices.service.ts';

/** While one server asks the gateway about a refund, the others leave it alone this long. */
const ASKING_MS = 2 * 60_000;

/** 29 characters the gateway accepts as an idempotency key and a receipt. */
export function newRefundKey(): string {
  return `rfnd_${randomBytes(18).toString('base64url')}`;
}

/** A booking's refund rows as the shared state machine reads them. */
export function refundsMade(refunds: readonly RefundRow[]): RefundMade[] {
  return refunds.map((refund) => ({ amountPaise: refund.amount_paise, status: refund.status }));
}

/** Paid less every refund that has not failed: never more than this is refunded. */
export function refundablePaise(paidPaise: number, refunds: RefundRow[]): number {
  return bookingMoney(paidPaise, refundsMade(refunds)).leftPaise;
}

/**
 * Records a refund of `booking` in the caller's transaction, which holds the booking (the caller checked
 * it is refundable). It is asked of the gateway once that commits (askGateway), and by the refund round
 * until the gateway answers, always with the same key. Its credit note (or refund receipt) and mail
 * wait for the gateway to say it was paid back (refundSucceeded): a refund that fails gets neither.
 */
export async function addRefund(
  tx: DbOrTx,
  booking: BookingRow,
  refund: { amountPaise: number; reason: string; by: string; key: string; at: string },
): Promise<RefundRow> {
  const row = await repo.insertRefund(tx, {
    booking_id: booking.id,
    amount_paise: refund.amountPaise,
    reason: refund.reason,
    requested_by: refund.by,
    idempotency_key: refund.key,
    status: 'requested',
    next_check_at: refund.at,
    created_at: refund.at,
    updated_at: refund.at,
  });
  const flags = JSON.parse(booking.flags) as string[];
  if (flags.includes('refund_due')) {
    await bookingsRepo.setFlags(
      tx,
      booking.id,
      flags.filter((flag) => flag !== 'refund_due'),
    );
  }
  return row;
}

/**
 * Asks the gateway about one refund not yet ended: for its refund when it has not taken it yet (with
 * the refund's own idempotency key, so a retry never pays twice), else how it ended. Claimed first, so
 * that another server asking at the same time leaves it alone. A refusal ends it as failed; no answer
 * leaves it for the refund round, after a wait that doubles with each try.
 */
export async function askGateway(db: Db, gateway: PaymentGateway, refundId: number, now = new Date()): Promise<void> {
  const refund = await repo.findRefund(db, refundId);
  if (!refund || !(repo.OPEN_REFUND_STATUSES as readonly string[]).includes(refund.status)) return;
  const attempts = refund.attempts + 1;
  const claimed = await repo.updateRefundIfUnchanged(db, refund, {
    attempts,
    next_check_at: new Date(now.getTime() + ASKING_MS).toISOString(),
  });
  if (!claimed) return;
  const ours = { id: refund.id, status: refund.status, attempts };
  const booking = (await bookingsRepo.findBookingById(db, refund.booking_id))!;
  const later = new Date(now.getTime() + retryWaitMs(attempts)).toISOString();
  try {
    const answer =
      refund.status === 'requested'
        ? await gateway.refund({
            paymentId: booking.payment_id,
            amountPaise: refund.amount_paise,
            idempotencyKey: refund.idempotency_key,
            notes: { booking: booking.reference, refund_key: refund.idempotency_key },
          })
        : await gateway.fetchRefund(booking.payment_id, refund.gateway_refund_id!);
    const at = new Date().toISOString();
    await withTransaction(
      db,
      async (tx) => {
        const changed = await repo.updateRefundIfUnchanged(tx, ours, {
          status: answer.status,
          gateway_refund_id: answer.refundId,
          next_check_at: later,
          last_error: null,
          updated_at: at,
        });
        if (changed && answer.status === 'processed') await refundSucceeded(tx, refund.id, at);
      },
      { isolation: 'read committed' },
    );
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const refused = error instanceof GatewayRefusal && refund.status === 'requested';
    await repo.updateRefundIfUnchanged(db, ours, {
      ...(refused ? { status: 'failed' } : { next_check_at: later }),
      last_error: message,
      updated_at: new Date().toISOString(),
    });
  }
}

/** The refund round: asks the gateway about every refund due, oldest first. Returns how many it asked about. */
export async function settleDueRefunds(db: Db, gateway: PaymentGateway, now = new Date(), limit = 20): Promise<number> {
  const due = await repo.dueRefunds(db, now.toISOString(), limit);
  for (const refund of due) await askGateway(db, gateway, refund.id, now);
  return due.length;
}

export interface GatewayRefundEvent {
  event: string;
  refund: { id: string; notes?: unknown };
}

/**
 * The gateway's webhook about a refund (refund.created / processed / failed): found by its id, or by our
 * key in its notes when the answer to our request was lost. False when it is not one of ours.
 */
export async function applyRefundEvent(db: Db, { event, refund }: GatewayRefundEvent): Promise<boolean> {
  const key = (refund.notes as { refund_key?: unknown } | undefined)?.refund_key;
  const ours =
    (await repo.findRefundByGatewayId(db, refund.id)) ??
    (typeof key === 'string' ? await repo.findRefundByKey(db, key) : undefined);
  if (!ours) return false;
  const status = event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : 'pending';
  const at = new Date().toISOString();
  await withTransaction(
    db,
    async (tx) => {
      const changed = await repo.endRefund(tx, ours.id, {
        status,
        gatewayRefundId: refund.id,
        lastError: status === 'failed' ? 'The gateway reported the refund failed' : undefined,
        at,
      });
      if (changed && status === 'processed') await refundSucceeded(tx, ours.id, at);
    },
    { isolation: 'read committed' },
  );
  return true;
}

/**
 * A refund the gateway has just said was paid back, in the transaction that records it (only the one
 * that moved it to 'processed' calls this): its credit note against the booking's tax invoice, or its
 * refund receipt, dated now, and its mail with the document's link. The booking is locked first, so
 * two refunds of one booking ending at once are credited one after the other.
 */
async function refundSucceeded(tx: DbOrTx, refundId: number, at: string): Promise<void> {
  const refund = (await repo.findRefund(tx, refundId))!;
  const booking = (await bookingsRepo.lockBooking(tx, refund.booking_id))!;
  await issueForRefund(tx, booking, refund, at);
  await queueBookingRefund(tx, booking, refund, at);
}

/**
 * The admin's refund of a booking, fully (no amount) or in part, with a reason: never more than is
 * still refundable. A repeat with the same key refunds nothing more.
 */
export async function refundBooking(
  db: Db,
  gateway: PaymentGateway,
  bookingId: number,
  request: RefundRequest & { reason: string },
  options: { by: string; key?: string },
): Promise<void> {
  const refund = await withTransaction(
    db,
    async (tx) => {
      const booking = await bookingsRepo.lockBooking(tx, bookingId);
      if (!booking) throw textRefusal(404, 'refusals.bookings.notFound');
      if (options.key) {
        const same = await repo.findRefundByKey(tx, options.key);
        if (same && same.booking_id !== booking.id) throw textRefusal(409, 'adminBookings.refunds.refusals.keyReused');
        if (same) return same;
      }
      const left = refundablePaise(booking.amount_paise, await repo.refundsOfBookings(tx, [booking.id]));
      if (left <= 0) {
        throw textRefusal(409, 'adminBookings.refunds.refusals.nothingLeft', { reference: booking.reference });
      }
      const amountPaise = request.amountPaise ?? left;
      if (amountPaise > left) {
        throw textRefusal(409, 'adminBookings.refunds.refusals.tooMuch', {
          reference: booking.reference,
          left: paiseToRupees(left).toFixed(2),
        });
      }
      const refund = await addRefund(tx, booking, {
        amountPaise,
        reason: request.reason,
        by: options.by,
        key: options.key ?? newRefundKey(),
        at: new Date().toISOString(),
      });
      return refund;
    },
    { isolation: 'read committed' },
  );
  await askGateway(db, gateway, refund.id);
}
