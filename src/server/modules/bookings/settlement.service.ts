import { textRefusal } from '#server/lib/http-error.ts';
import { randomBytes } from 'node:crypto';
import { bookingReference } from '#shared/domain/booking-reference.ts';
import { bookingPagePath } from '#shared/domain/booking-link.ts';
import type { BookingConfirmation, BookingFlag } from '#shared/schemas/bookings.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { BookingRow, PaymentHold, UnbookedPaymentRow } from '#server/db/schema.ts';
import type { UnbookedReason } from '#shared/schemas/payments.ts';
import { withGroupCommit } from '#server/db/group-commit.ts';
import { createSemaphore } from '#server/lib/semaphore.ts';
import type { ListedPayment, PaymentGateway } from '#server/lib/payment-gateway.ts';
import { findEventById } from '#server/modules/events/events.service.ts';
import { lockCapacity } from '#server/modules/capacity/capacity.service.ts';
import { queueBookingConfirmation } from '#server/modules/mail/mail.service.ts';
import { issueForPayment } from '#server/modules/invoices/invoices.service.ts';
import * as repo from './bookings.repo.ts';
import { releaseHeld, UNKNOWN_ORDER, type HeldOrder } from './checkout.service.ts';
import { newRefundKey } from './refunds.service.ts';
import { keepUnbookedPayment } from './unbooked-payments.repo.ts';

export type PaymentSource = 'browser' | 'webhook' | 'reconciliation';

/**
 * Turns the hold of a proven payment into its booking, once: every later proof of the same order
 * answers the same booking. A payment for an expired hold is still booked, and flagged for the admin.
 */
export async function recordPayment(
  db: Db,
  payment: { orderId: string; paymentId: string; source: PaymentSource },
): Promise<BookingRow> {
  const hold = await repo.findHoldByOrderId(db, payment.orderId);
  if (!hold) throw textRefusal(404, UNKNOWN_ORDER);
  const existing = await repo.findBookingByOrderId(db, payment.orderId);
  if (existing) return existing;
  return withGroupCommit(db, async (tx) => {
    const capacity = await lockCapacity(tx, hold.event_id);
    const already = await repo.findBookingByOrderId(tx, payment.orderId);
    if (already) return already;
    const current = (await repo.findHoldByOrderId(tx, payment.orderId))!;
    const event = (await findEventById(tx, current.event_id))!;
    const now = capacity.now;
    const stillHeld = current.status === 'held' && current.expires_at > now;
    const counted = current.status === 'held' && capacity.counts(current);
    const usedByOthers = capacity.used - (counted ? current.total_quantity : 0);
    const flags: BookingFlag[] = [];
    if (!stillHeld) flags.push('paid_after_hold_expired');
    if (usedByOthers + current.total_quantity > capacity.maxOrders) flags.push('over_capacity', 'refund_due');

    const held = JSON.parse(current.order_json) as HeldOrder;
    const booking = await repo.insertBooking(tx, {
      reference: await newReference(tx),
      event_id: event.id,
      hold_id: current.id,
      gateway_order_id: payment.orderId,
      payment_id: payment.paymentId,
      event_title: held.eventTitle,
      event_title_ml: held.eventTitleMl ?? '',
      event_date: held.eventDate,
      name: held.name,
      phone: held.phone,
      address: held.address,
      pincode: held.pincode,
      location_json: held.location ? JSON.stringify(held.location) : null,
      items_json: JSON.stringify(held.price.lines),
      total_quantity: held.price.totalQuantity,
      coupon: held.coupon,
      subtotal_paise: held.price.subtotalPaise,
      discount_percent: held.price.discountPercent,
      discount_paise: held.price.discountPaise,
      amount_paise: held.price.totalPaise,
      status: 'pending',
      flags: JSON.stringify(flags),
      confirmed_by: payment.source,
      created_at: now,
      updated_at: now,
      manage_token: newManageToken(),
      email: held.email ?? null,
      language: held.language ?? 'en',
      customer_gstin: held.gstin ?? null,
      business_name: held.businessName ?? null,
    });
    await issueForPayment(tx, booking);
    await queueBookingConfirmation(tx, booking);
    await repo.setHoldStatus(tx, current.id, 'booked');
    if (current.status === 'held') capacity.holdEnded(current);
    capacity.bookedChanged(booking.total_quantity);
    await capacity.save(tx);
    return booking;
  });
}

/** 192 random bits: the booking page's link cannot be guessed, and says nothing of the reference. */
function newManageToken(): string {
  return randomBytes(24).toString('base64url');
}

async function newReference(db: DbOrTx): Promise<string> {
  for (;;) {
    const reference = bookingReference(randomBytes(5));
    if (!(await repo.referenceExists(db, reference))) return reference;
  }
}

export function toConfirmation(booking: BookingRow): BookingConfirmation {
  return {
    bookingId: booking.reference,
    paymentId: booking.payment_id,
    event: {
      id: booking.event_id,
      title: booking.event_title,
      titleMl: booking.event_title_ml,
      date: booking.event_date,
    },
    language: booking.language === 'ml' ? 'ml' : 'en',
    name: booking.name,
    phone: booking.phone,
    address: booking.address,
    pincode: booking.pincode,
    items: JSON.parse(booking.items_json),
    subtotalPaise: booking.subtotal_paise,
    discountPercent: booking.discount_percent,
    discountPaise: booking.discount_paise,
    totalPaise: booking.amount_paise,
    manageUrl: bookingPagePath(booking.manage_token),
  };
}

/** How settling one hold ended (see settleHold). */
export type HoldSettlement =
  | { outcome: 'booked'; booking: BookingRow }
  | { outcome: 'released' }
  /** Paid, but not the hold's amount: the payment is kept for a refund (and the hold released when due). */
  | { outcome: 'unmatched'; payment: UnbookedPaymentRow }
  /** Not paid and not expired: left to its customer. */
  | { outcome: 'still-open' }
  /** Another path (a payment, the checkout, another release) settled it first. */
  | { outcome: 'not-held' }
  /** The gateway could not be asked whether it was paid: nothing was changed. */
  | { outcome: 'gateway-unreachable' };

/**
 * Settles one hold now: when it has a gateway order, the gateway is asked first, and a payment it
 * captured for the hold's amount becomes the booking (flagged when the hold had expired); a payment of
 * another amount is kept as a payment without booking. An unpaid hold is released and its units are
 * back on sale at once, unless `keepUnexpired` and it has not expired yet. A gateway that cannot be
 * asked changes nothing.
 */
export async function settleHold(
  db: Db,
  gateway: PaymentGateway,
  hold: PaymentHold,
  source: PaymentSource,
  { keepUnexpired = false }: { keepUnexpired?: boolean } = {},
): Promise<HoldSettlement> {
  const orderId = hold.gateway_order_id;
  const captured = orderId ? await gateway.findCapturedPayment(orderId).catch(() => undefined) : null;
  if (captured === undefined) return { outcome: 'gateway-unreachable' };
  if (captured && captured.amountPaise === hold.amount_paise) {
    return {
      outcome: 'booked',
      booking: await recordPayment(db, { orderId: orderId!, paymentId: captured.paymentId, source }),
    };
  }
  const unmatched = captured
    ? await keepPaymentWithoutBooking(db, {
        orderId: orderId!,
        paymentId: captured.paymentId,
        amountPaise: captured.amountPaise,
        phone: hold.phone,
        paidAt: new Date().toISOString(),
        reason: 'amount-differs',
      })
    : null;
  if (keepUnexpired && hold.expires_at > new Date().toISOString()) {
    return unmatched ? { outcome: 'unmatched', payment: unmatched } : { outcome: 'still-open' };
  }
  const released = await releaseHeld(db, hold);
  if (unmatched) return { outcome: 'unmatched', payment: unmatched };
  return released ? { outcome: 'released' } : { outcome: 'not-held' };
}

/** Keeps a captured payment that no booking can hold, once, for the owner to refund. */
export function keepPaymentWithoutBooking(
  db: DbOrTx,
  payment: ListedPayment & { reason: UnbookedReason },
): Promise<UnbookedPaymentRow> {
  const now = new Date().toISOString();
  return keepUnbookedPayment(db, {
    payment_id: payment.paymentId,
    gateway_order_id: payment.orderId,
    amount_paise: payment.amountPaise,
    phone: payment.phone,
    paid_at: payment.paidAt,
    reason: payment.reason,
    found_at: now,
    refund_key: newRefundKey(),
  });
}

const GATEWAY_ASKS_AT_ONCE = 8;

/**
 * Settles the holds still held whose expiry is at or before `by` (see settleHold): those expired are
 * booked when paid and released when not; those still running are booked when paid and else left.
 */
export async function settleHoldsExpiringBy(
  db: Db,
  gateway: PaymentGateway,
  by: string,
  limit: number,
): Promise<HoldSettlement[]> {
  const holds = await repo.listHoldsExpiringBy(db, by, limit);
  // A few gateway questions at once: a pass over a sale's hundreds of open holds ends in seconds.
  const asking = createSemaphore(GATEWAY_ASKS_AT_ONCE);
  return Promise.all(
    holds.map((hold) => asking(() => settleHold(db, gateway, hold, 'reconciliation', { keepUnexpired: true }))),
  );
}

/**
 * Settles holds that expired with nobody confirming them: a payment the gateway captured becomes a
 * (flagged) booking; the rest are released. Returns how many holds it looked at.
 */
export async function reconcileExpiredHolds(
  db: Db,
  gateway: PaymentGateway,
  onBooked: (booking: BookingRow) => void = () => {},
  limit = 50,
): Promise<number> {
  const settled = await settleHoldsExpiringBy(db, gateway, new Date().toISOString(), limit);
  for (const one of settled) if (one.outcome === 'booked') onBooked(one.booking);
  return settled.length;
}
