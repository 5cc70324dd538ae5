import { createHash, randomBytes } from 'node:crypto';
import { bookingReference } from '#shared/domain/booking-reference.ts';
import { isOnSaleDate } from '#shared/domain/event-date.ts';
import { priceOrder, type OrderPrice } from '#shared/domain/pricing.ts';
import { toCsv } from '#shared/domain/csv.ts';
import { wordBookingStatus } from '#shared/domain/booking-status-words.ts';
import { formatKeralaStamp } from '#shared/domain/kerala-time.ts';
import { minutesUntil } from '#shared/domain/minutes-until.ts';
import { englishText } from '#shared/content/messages.ts';
import type {
  AdminBooking,
  BookingConfirmation,
  BookingFlag,
  BookingsSummary,
  BookingStatus,
  PickedLocation,
} from '#shared/schemas/bookings.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { BookingRow, BookingStatusChange, EventRow, PaymentHold } from '#server/db/schema.ts';
import { withGroupCommit } from '#server/db/group-commit.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { ORDER_REFUSALS } from '#shared/domain/order-refusals.ts';
import { formatRupees, paiseToRupees } from '#shared/domain/money.ts';
import { badRequest, conflict, HttpError, notFound, orderRefusal, textRefusal } from '#server/lib/http-error.ts';
import {
  findEventById,
  resolveActiveEvent,
  sellableItems,
  type EventReference,
} from '#server/modules/events/events.service.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { applyCoupon, claimCoupon, couponRefusal } from '#server/modules/coupons/coupons.service.ts';
import * as repo from './bookings.repo.ts';
import { ensureFirstInLine } from './availability.ts';
import { lockCapacity, lockClientAddress, type CapacityCounter } from '#server/modules/capacity/capacity.service.ts';

export { announceBookingChange } from './booking-announcements.ts';

/** The hold a gateway order was made for, if this server made it. */
export function findHoldByOrderId(db: DbOrTx, orderId: string): Promise<PaymentHold | undefined> {
  return repo.findHoldByOrderId(db, orderId);
}

export const HOLD_MINUTES = 15;

export interface OrderRequest extends EventReference {
  amount: number;
  currency: 'INR';
  receipt: string;
  replaces?: string;
  name: string;
  phone: string;
  address: string;
  pincode: string;
  coupon?: string | null;
  items: Record<string, number>;
  location?: PickedLocation | null;
}

/** What a hold keeps of the order: everything the booking is made from, priced by the server. */
export interface HeldOrder {
  eventTitle: string;
  eventDate: string;
  name: string;
  phone: string;
  address: string;
  pincode: string;
  location: PickedLocation | null;
  coupon: string | null;
  price: OrderPrice;
}

export interface CreatedOrder {
  orderId: string;
  amount: number;
  currency: 'INR';
  keyId: string;
  provider: PaymentGateway['provider'];
  expiresAt: string;
}

/** Prices the order from the event's menu and the coupon; refuses what the event does not sell. */
async function priceRequest(db: DbOrTx, event: EventRow, request: OrderRequest) {
  const [settings, items] = await Promise.all([readBusinessSettings(db), sellableItems(db, event.id)]);
  for (const [key, quantity] of Object.entries(request.items)) {
    if (quantity <= 0) continue;
    if (!items[key]) throw badRequest(`"${key}" is not on the menu of this event`);
    if (quantity > settings.maxPerItem) throw badRequest(`At most ${settings.maxPerItem} of each item per order`);
  }
  const typed = request.coupon?.trim() || null;
  const coupon = typed ? await applyCoupon(db, typed) : null;
  if (coupon && !coupon.applied) throw couponRefusal(coupon.reason);
  // The code's uses are counted again, its row locked, in the hold's own transaction (writeHold).
  const price = priceOrder(request.items, items, coupon?.applied ? coupon.discountPercent : 0);
  return { price, coupon: coupon?.applied ? coupon.code : null };
}

/** The same order always hashes the same, whatever the key order or spacing the browser sent. */
function hashOrder(eventId: number, held: HeldOrder): string {
  const lines = held.price.lines.map((line) => [line.key, line.quantity]).sort();
  const canonical = JSON.stringify([
    eventId,
    lines,
    held.name,
    held.phone,
    held.address,
    held.pincode,
    held.coupon,
    held.location,
    held.price.totalPaise,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Who asks for a hold: the client address the unpaid-units limit counts against. */
export interface OrderClient {
  address: string;
  /** Unpaid units one address may hold at once, across events; 0 turns the limit off. */
  maxUnpaidUnits: number;
}

/**
 * Validates and prices the order, checks capacity and the address's unpaid units and writes the hold
 * in one transaction, and only then asks the provider for an order: a refused hold never opens one
 * (the test gateway's orders cost nothing, so its hold carries its order from the start, in one write).
 * Idempotent on `receipt`: a retry gets the same order and holds nothing twice.
 */
export async function createOrder(
  db: Db,
  gateway: PaymentGateway,
  request: OrderRequest,
  client: OrderClient,
): Promise<CreatedOrder> {
  const event = await resolveActiveEvent(db, request);
  if (!isOnSaleDate(event.date)) throw orderRefusal(409, 'event-not-on-sale');
  const { price, coupon } = await priceRequest(db, event, request);
  if (request.amount !== price.totalPaise) {
    throw orderRefusal(409, 'price-changed', { total: formatRupees(price.totalPaise) });
  }
  await ensureFirstInLine(db, event);
  const held: HeldOrder = {
    eventTitle: event.title,
    eventDate: event.date,
    name: request.name,
    phone: request.phone,
    address: request.address,
    pincode: request.pincode,
    location: request.location ?? null,
    coupon,
    price,
  };
  const requestHash = hashOrder(event.id, held);

  let hold: PaymentHold | undefined;
  // While an event was just found sold out, a rush is answered at once; a retry still gets its order,
  // and a browser replacing its own open order goes on to do so.
  if (soldOut.recently(db, event) && !request.replaces) {
    hold = await holdForReceipt(db, request.receipt, requestHash);
    if (!hold) throw new SoldOutError();
  } else {
    // A retry's hold is looked up inside the hold's own write: one trip to the database, not two.
    try {
      const orderId = gateway.opensOrdersLocally ? await openGatewayOrder(gateway, held, request.receipt) : null;
      const replaces = request.replaces;
      hold = await writeHold(db, event, { receipt: request.receipt, replaces, requestHash, held, client, orderId });
      soldOut.forget(db, event.id);
    } catch (error) {
      if (error instanceof SoldOutError) soldOut.remember(db, event);
      // The same receipt raced in from a retry: answer with the hold that won.
      hold = await holdForReceipt(db, request.receipt, requestHash);
      if (!hold) throw error;
    }
  }
  if (hold.status === 'released') throw orderRefusal(409, 'order-closed');
  hold = await withGatewayOrder(db, gateway, hold);
  return {
    orderId: hold.gateway_order_id!,
    amount: hold.amount_paise,
    currency: 'INR',
    keyId: gateway.keyId,
    provider: gateway.provider,
    expiresAt: hold.expires_at,
  };
}

/** Opens the gateway order of a hold that has none yet; a gateway that fails releases the hold. */
async function withGatewayOrder(db: Db, gateway: PaymentGateway, hold: PaymentHold): Promise<PaymentHold> {
  if (hold.gateway_order_id) return hold;
  let orderId: string;
  try {
    orderId = (await gateway.createOrder({ amountPaise: hold.amount_paise, currency: 'INR', receipt: hold.receipt }))
      .orderId;
  } catch {
    await releaseHeld(db, hold);
    throw gatewayFailed();
  }
  const attached = await withGroupCommit(db, (tx) => repo.attachGatewayOrder(tx, hold.id, orderId));
  // A retry of the same receipt attached its own order first: every caller answers with that one.
  return attached ?? (await repo.findHoldById(db, hold.id))!;
}

const gatewayFailed = () => new HttpError(502, 'Failed to create order');

/** An order from a gateway that opens them locally (nothing to refuse, nothing to undo). */
async function openGatewayOrder(gateway: PaymentGateway, held: HeldOrder, receipt: string): Promise<string> {
  try {
    return (await gateway.createOrder({ amountPaise: held.price.totalPaise, currency: 'INR', receipt })).orderId;
  } catch {
    throw gatewayFailed();
  }
}

class SoldOutError extends HttpError {
  constructor() {
    super(409, ORDER_REFUSALS['sold-out'](), 'sold-out');
  }
}

/**
 * Events found sold out in the last moment, per database: holds can expire, so it is only a moment.
 * A change of the event's capacity (a new max_orders on its row) ends the moment at once.
 */
const soldOut = (() => {
  const MOMENT_MS = 1000;
  const marks = new WeakMap<Db, Map<number, { until: number; maxOrders: number }>>();
  return {
    recently(db: Db, event: EventRow) {
      const mark = marks.get(db)?.get(event.id);
      return mark !== undefined && mark.until > Date.now() && mark.maxOrders === event.max_orders;
    },
    remember(db: Db, event: EventRow) {
      if (!marks.has(db)) marks.set(db, new Map());
      marks.get(db)!.set(event.id, { until: Date.now() + MOMENT_MS, maxOrders: event.max_orders });
    },
    forget: (db: Db, eventId: number) => void marks.get(db)?.delete(eventId),
  };
})();

function ensureCapacity(capacity: CapacityCounter, wanted: number): void {
  const free = capacity.free;
  if (wanted <= free) return;
  if (free === 0) throw new SoldOutError();
  throw orderRefusal(409, 'slots-left', { count: free });
}

async function holdForReceipt(db: DbOrTx, receipt: string, requestHash: string): Promise<PaymentHold | undefined> {
  const hold = await repo.findHoldByReceipt(db, receipt);
  if (hold && hold.request_hash !== requestHash) throw conflict('This receipt was already used for a different order');
  return hold;
}

/**
 * In one transaction: a retry of the same receipt answers the hold it made; otherwise the phone's
 * earlier open hold on this event is released (a second order replaces the first), then capacity and
 * the address's unpaid units are checked, then the hold is written and counted.
 */
function writeHold(
  db: Db,
  event: EventRow,
  hold: {
    receipt: string;
    /** The receipt of the browser's own open order this one replaces. */
    replaces: string | undefined;
    requestHash: string;
    held: HeldOrder;
    client: OrderClient;
    orderId: string | null;
  },
): Promise<PaymentHold> {
  const { held, client } = hold;
  const wanted = held.price.totalQuantity;
  return withGroupCommit(db, async (tx) => {
    const retried = await holdForReceipt(tx, hold.receipt, hold.requestHash);
    if (retried) return retried;
    const capacity = await lockCapacity(tx, event.id);
    if (client.maxUnpaidUnits > 0) await lockClientAddress(tx, client.address);
    const nowIso = capacity.now;
    // The browser's own earlier order, named by its receipt, is replaced; another open order of the same
    // phone belongs to someone else's checkout and is never released by this one.
    for (const earlier of await repo.findOpenHoldsOfPhone(tx, event.id, held.phone, nowIso)) {
      if (earlier.receipt !== hold.replaces) {
        throw orderRefusal(409, 'phone-has-open-order', {
          count: minutesUntil(earlier.expires_at, Date.parse(nowIso)),
        });
      }
      const released = await repo.releaseHold(tx, earlier.id);
      if (released) capacity.holdEnded(released);
    }
    ensureCapacity(capacity, wanted);
    if (client.maxUnpaidUnits > 0) {
      // An index range over the address's unexpired holds: at most its few unpaid units.
      const unpaid = await repo.unpaidUnitsOfAddress(tx, client.address, nowIso);
      if (unpaid + wanted > client.maxUnpaidUnits) throw orderRefusal(429, 'unpaid-limit');
    }
    await claimCoupon(tx, held.coupon, nowIso);
    const written = await repo.insertHold(tx, {
      receipt: hold.receipt,
      request_hash: hold.requestHash,
      gateway_order_id: hold.orderId,
      event_id: event.id,
      order_json: JSON.stringify(held),
      total_quantity: wanted,
      amount_paise: held.price.totalPaise,
      currency: 'INR',
      status: 'held',
      created_at: nowIso,
      expires_at: new Date(Date.parse(nowIso) + HOLD_MINUTES * 60_000).toISOString(),
      client_address: client.address,
      phone: held.phone,
      coupon: held.coupon,
    });
    capacity.holdAdded(written);
    await capacity.save(tx);
    return written;
  });
}

/** Releases a hold that is still held, giving its units back at once; false when it was not held. */
async function releaseHeld(db: Db, hold: PaymentHold): Promise<boolean> {
  const released = await withGroupCommit(db, async (tx) => {
    const capacity = await lockCapacity(tx, hold.event_id);
    const row = await repo.releaseHold(tx, hold.id);
    if (row) capacity.holdEnded(row);
    await capacity.save(tx);
    return row !== undefined;
  });
  soldOut.forget(db, hold.event_id);
  return released;
}

/**
 * The customer closed or failed the checkout: the hold stops counting at once. Only the browser that
 * made the order knows both its order id and its receipt. A payment that still arrives is booked
 * (and flagged), as for an expired hold.
 */
export async function releaseOrder(db: Db, order: { orderId: string; receipt: string }): Promise<boolean> {
  const hold = await repo.findHoldByOrderId(db, order.orderId);
  if (!hold || hold.receipt !== order.receipt) throw new UnknownOrderError();
  if (hold.status !== 'held') return false;
  return releaseHeld(db, hold);
}

export type PaymentSource = 'browser' | 'webhook' | 'reconciliation';

/** A payment proof naming an order this server never made. */
export class UnknownOrderError extends HttpError {
  constructor() {
    super(404, 'Payment does not match any order');
  }
}

/**
 * Turns the hold of a proven payment into its booking, once: every later proof of the same order
 * answers the same booking. A payment for an expired hold is still booked, and flagged for the admin.
 */
export async function recordPayment(
  db: Db,
  payment: { orderId: string; paymentId: string; source: PaymentSource },
): Promise<BookingRow> {
  const hold = await repo.findHoldByOrderId(db, payment.orderId);
  if (!hold) throw new UnknownOrderError();
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
    });
    await repo.setHoldStatus(tx, current.id, 'booked');
    if (current.status === 'held') capacity.holdEnded(current);
    capacity.bookedChanged(booking.total_quantity);
    await capacity.save(tx);
    return booking;
  });
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
    event: { id: booking.event_id, title: booking.event_title, date: booking.event_date },
    name: booking.name,
    phone: booking.phone,
    address: booking.address,
    pincode: booking.pincode,
    items: JSON.parse(booking.items_json),
    subtotalPaise: booking.subtotal_paise,
    discountPercent: booking.discount_percent,
    discountPaise: booking.discount_paise,
    totalPaise: booking.amount_paise,
  };
}

/** How settling one hold ended (see settleHold). */
export type HoldSettlement =
  | { outcome: 'booked'; booking: BookingRow }
  | { outcome: 'released' }
  /** Another path (a payment, the checkout, another release) settled it first. */
  | { outcome: 'not-held' }
  /** The gateway could not be asked whether it was paid: nothing was changed. */
  | { outcome: 'gateway-unreachable' };

/**
 * Settles one hold now: when it has a gateway order, the gateway is asked first, and a payment it
 * captured becomes the booking (flagged when the hold had expired); otherwise the hold is released and
 * its units are back on sale at once. A gateway that cannot be asked changes nothing.
 */
export async function settleHold(
  db: Db,
  gateway: PaymentGateway,
  hold: PaymentHold,
  source: PaymentSource,
): Promise<HoldSettlement> {
  const orderId = hold.gateway_order_id;
  const captured = orderId ? await gateway.findCapturedPayment(orderId).catch(() => undefined) : null;
  if (captured === undefined) return { outcome: 'gateway-unreachable' };
  if (captured) {
    return {
      outcome: 'booked',
      booking: await recordPayment(db, { orderId: orderId!, paymentId: captured.paymentId, source }),
    };
  }
  return (await releaseHeld(db, hold)) ? { outcome: 'released' } : { outcome: 'not-held' };
}

/**
 * Settles holds that expired with nobody confirming them: a payment the gateway captured becomes a
 * (flagged) booking; the rest are released. Returns how many holds it settled.
 */
export async function reconcileExpiredHolds(
  db: Db,
  gateway: PaymentGateway,
  onBooked: (booking: BookingRow) => void = () => {},
  limit = 50,
): Promise<number> {
  const holds = await repo.listExpiredHolds(db, new Date().toISOString(), limit);
  for (const hold of holds) {
    // A gateway that cannot be asked leaves the hold for the next round.
    const settled = await settleHold(db, gateway, hold, 'reconciliation');
    if (settled.outcome === 'booked') onBooked(settled.booking);
  }
  return holds.length;
}

function toAdminBookings(rows: BookingRow[], changes: BookingStatusChange[]): AdminBooking[] {
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.reference,
    status: row.status,
    name: row.name,
    phone: row.phone,
    address: row.address,
    pincode: row.pincode,
    items: JSON.parse(row.items_json),
    amount: paiseToRupees(row.amount_paise),
    amountPaise: row.amount_paise,
    discountApplied: row.discount_percent,
    event: { id: row.event_id, title: row.event_title, date: row.event_date },
    paymentId: row.payment_id,
    flags: JSON.parse(row.flags),
    createdAt: row.created_at,
    history: changes
      .filter((change) => change.booking_id === row.id)
      .map((change) => ({
        from: change.from_status,
        to: change.to_status,
        by: change.changed_by,
        at: change.changed_at,
      })),
  }));
}

async function withHistory(db: DbOrTx, rows: BookingRow[]): Promise<AdminBooking[]> {
  return toAdminBookings(
    rows,
    await repo.statusChangesOf(
      db,
      rows.map((row) => row.id),
    ),
  );
}

/** Newest first, a page at a time, with the number that match. */
export async function listBookings(db: Db, filter: repo.BookingFilter & { page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    repo.findBookings(db, filter, { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }),
    repo.countBookings(db, filter),
  ]);
  return { data: await withHistory(db, rows), total, page: filter.page, pageSize: filter.pageSize };
}

/**
 * Any status to any status, recorded with who and when. Bringing a cancelled booking back takes its
 * slots again through the event's capacity counter; when they are gone meanwhile it is refused (409
 * adminBookings.refusals.noSlots): the owner raises the capacity first.
 */
export async function changeBookingStatus(
  db: Db,
  id: number,
  status: BookingStatus,
  by: string,
): Promise<AdminBooking> {
  const row = await withTransaction(
    db,
    async (tx) => {
      const found = await repo.findBookingById(tx, id);
      if (!found) throw notFound('Booking not found');
      if (found.status === status) return found;
      const capacity = await lockCapacity(tx, found.event_id);
      // Read again under the lock: another change of the same booking may have landed meanwhile.
      const current = (await repo.findBookingById(tx, id))!;
      if (current.status === status) return current;
      const now = capacity.now;
      const flags = new Set<BookingFlag>(JSON.parse(current.flags));
      if (current.status === 'cancelled') {
        if (current.total_quantity > capacity.free) {
          throw textRefusal(409, 'adminBookings.refusals.noSlots', {
            reference: current.reference,
            needed: current.total_quantity,
            available: capacity.free,
          });
        }
        capacity.bookedChanged(current.total_quantity);
      } else if (status === 'cancelled') {
        capacity.bookedChanged(-current.total_quantity);
      }
      const changed = await repo.changeStatus(tx, current, { status, flags: [...flags], by, at: now });
      await capacity.save(tx);
      return changed;
    },
    { isolation: 'read committed' },
  );
  return (await withHistory(db, [row]))[0]!;
}

const CSV_HEADER = [
  'Reference',
  'Status',
  'Event',
  'Event date',
  'Name',
  'Phone',
  'Address',
  'Pincode',
  'Items',
  'Subtotal',
  'Discount',
  'Total',
  'Payment id',
  'Flags',
  'Created (IST)',
];

/**
 * Everything the filter matches, as CSV (rupees with paise): statuses in the words the admin shows,
 * times on Kerala's clock as the screens show them.
 */
export async function bookingsCsv(db: Db, filter: repo.BookingFilter): Promise<string> {
  const rows = await repo.findBookings(db, filter);
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.reference,
      wordBookingStatus(row.status, (key) => englishText(key) ?? key),
      row.event_title,
      row.event_date,
      row.name,
      row.phone,
      row.address,
      row.pincode,
      (JSON.parse(row.items_json) as { name: string; quantity: number }[])
        .map((l) => `${l.quantity} × ${l.name}`)
        .join('; '),
      paiseToRupees(row.subtotal_paise).toFixed(2),
      paiseToRupees(row.discount_paise).toFixed(2),
      paiseToRupees(row.amount_paise).toFixed(2),
      row.payment_id,
      (JSON.parse(row.flags) as string[]).join(' '),
      formatKeralaStamp(row.created_at),
    ]),
  );
}

/** The overview: counts and revenue (cancelled excluded), recent events and bookings, sales per event. */
export async function bookingsSummary(db: Db): Promise<BookingsSummary> {
  const [byStatus, perEvent, recent, recentTitles] = await Promise.all([
    repo.totalsByStatus(db),
    repo.salesPerEvent(db),
    repo.findBookings(db, {}, { limit: 3, offset: 0 }),
    repo.recentlyBookedTitles(db, 3),
  ]);
  const count = (status: BookingStatus) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  return {
    counts: {
      total: byStatus.reduce((sum, row) => sum + Number(row.n), 0),
      pending: count('pending'),
      confirmed: count('confirmed'),
      delivered: count('delivered'),
      cancelled: count('cancelled'),
    },
    revenuePaise: byStatus.filter((row) => row.status !== 'cancelled').reduce((sum, row) => sum + Number(row.paise), 0),
    recentEvents: recentTitles.map((row) => ({
      title: row.event_title,
      date: String(row.date),
      bookings: Number(row.n),
    })),
    recentBookings: await withHistory(db, recent),
    perEvent: perEvent.map((row) => ({
      eventId: row.eventId,
      title: row.title,
      date: row.date,
      revenuePaise: Number(row.revenuePaise),
      slotsSold: Number(row.slotsSold),
      maxOrders: row.maxOrders,
    })),
  };
}
