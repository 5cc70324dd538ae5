import { ORDER_REFUSAL } from '#shared/domain/order-refusals.ts';
import { createHash } from 'node:crypto';
import { isOnSaleDate } from '#shared/domain/event-date.ts';
import { priceOrder, type OrderPrice } from '#shared/domain/pricing.ts';
import { minutesUntil } from '#shared/domain/minutes-until.ts';
import { formatRupees } from '#shared/domain/money.ts';
import { overItemMaximum } from '#shared/domain/order-limits.ts';
import { maskPhone } from '#shared/domain/phone.ts';
import type { BookingLanguage, PickedLocation } from '#shared/schemas/bookings.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { EventRow, PaymentHold } from '#server/db/schema.ts';
import { withGroupCommit, type HotWriteEnd } from '#server/db/group-commit.ts';
import { fieldRefusal, textRefusal } from '#server/lib/http-error.ts';
import type { PaymentGateway } from '#server/lib/payment-gateway.ts';
import { resolveActiveEvent, sellableItems, type EventReference } from '#server/modules/events/events.service.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { applyCoupon, claimCoupon, couponRefusal } from '#server/modules/coupons/coupons.service.ts';
import {
  buyerLocks,
  lockCapacity,
  NoRoomAsItStands,
  takeHeldUnitsIfRoom,
} from '#server/modules/capacity/capacity.service.ts';
import * as repo from './bookings.repo.ts';
import { ensureFirstInLine } from './availability.ts';
import { couponUses } from './order-facts.service.ts';
import { ensureCapacity, isSoldOut, soldOut, soldOutRefusal } from './sold-out.ts';
import { acceptOfferOfHold, moveOfferOrder, OFFER_RECEIPT_PREFIX } from './waiting-list.repo.ts';
import { offerFreedSlots } from './waiting-list.service.ts';
import { allowanceOf, unpaidLimit } from './unpaid-limit.ts';

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
  email?: string | null;
  language?: BookingLanguage;
  gstin?: string | null;
  businessName?: string | null;
}

/** What a hold keeps of the order: everything the booking is made from, priced by the server. */
export interface HeldOrder {
  eventTitle: string;
  /** The event's Malayalam title ('' or absent: the English); absent in holds written before 2026-11-28. */
  eventTitleMl?: string;
  eventDate: string;
  name: string;
  phone: string;
  address: string;
  pincode: string;
  location: PickedLocation | null;
  coupon: string | null;
  price: OrderPrice;
  /** Absent in holds written before the booking page (2026-11-27). */
  email?: string | null;
  language?: BookingLanguage;
  /** The customer's GSTIN and business name for their tax invoice; absent before 2026-11-29. */
  gstin?: string | null;
  businessName?: string | null;
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
    if (!Object.hasOwn(items, key)) throw fieldRefusal(400, 'booking.itemNotOnMenu', 'items', { key });
    if (overItemMaximum(quantity, settings.maxPerItem))
      throw textRefusal(400, 'refusals.orders.tooManyOfItem', { max: settings.maxPerItem });
  }
  const typed = request.coupon?.trim() || null;
  const coupon = typed ? await applyCoupon(db, typed, couponUses) : null;
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
    held.email,
    held.language,
    // Only when given, so an order without them hashes as it always did.
    ...(held.gstin || held.businessName ? [held.gstin ?? null, held.businessName ?? null] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Who asks for a hold: the client address the unpaid-units limit counts against. */
export interface OrderClient {
  address: string;
  /** Unpaid units one address, and one phone, may hold at once, across events; 0 turns the limit off. */
  maxUnpaidUnits: number;
}

/** The address the unpaid-units limit counts the order against; none when the limit is off. */
const countedAddress = (client: OrderClient) => (client.maxUnpaidUnits > 0 ? client.address : null);

/**
 * Validates and prices the order, checks capacity and the buyer's unpaid units and writes the hold
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
  if (!isOnSaleDate(event.date)) throw textRefusal(409, ORDER_REFUSAL.eventNotOnSale);
  const { price, coupon } = await priceRequest(db, event, request);
  if (request.amount !== price.totalPaise) {
    throw textRefusal(409, ORDER_REFUSAL.priceChanged, { total: formatRupees(price.totalPaise) });
  }
  // Slots a waiting-list offer holds for this customer are theirs whichever sale is first in line now.
  if (!(await ordersFromOffer(db, request, event.id))) await ensureFirstInLine(db, event);
  const held: HeldOrder = {
    eventTitle: event.title,
    eventTitleMl: event.title_ml,
    eventDate: event.date,
    name: request.name,
    phone: request.phone,
    address: request.address,
    pincode: request.pincode,
    location: request.location ?? null,
    coupon,
    price,
    email: request.email ?? null,
    language: request.language ?? 'en',
    gstin: request.gstin ?? null,
    businessName: request.businessName ?? null,
  };
  const requestHash = hashOrder(event.id, held);

  let hold: PaymentHold | undefined;
  // While an event was just found sold out, a rush is answered at once; a retry still gets its order,
  // and a browser replacing its own open order goes on to do so.
  if (soldOut.recently(db, event) && !request.replaces) {
    hold = await holdForReceipt(db, request.receipt, requestHash);
    if (!hold) throw soldOutRefusal();
  } else {
    // A retry's hold is looked up inside the hold's own write: one trip to the database, not two.
    try {
      const orderId = gateway.opensOrdersLocally ? await openGatewayOrder(gateway, held, request.receipt) : null;
      const replaces = request.replaces;
      hold = await writeHold(db, event, { receipt: request.receipt, replaces, requestHash, held, client, orderId });
      soldOut.forget(db, event.id);
    } catch (error) {
      if (isSoldOut(error)) soldOut.remember(db, event);
      // The same receipt raced in from a retry: answer with the hold that won.
      hold = await holdForReceipt(db, request.receipt, requestHash);
      if (!hold) throw error;
    }
  }
  if (hold.status === 'released') throw textRefusal(409, ORDER_REFUSAL.orderClosed);
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

/**
 * Whether the order takes over an open waiting-list offer held for its phone on the event. An order
 * from an open offer with another phone is refused naming (masked) the phone the offer is held for.
 */
async function ordersFromOffer(db: DbOrTx, request: OrderRequest, eventId: number): Promise<boolean> {
  if (!request.replaces?.startsWith(OFFER_RECEIPT_PREFIX)) return false;
  const offer = await repo.findHoldByReceipt(db, request.replaces);
  if (offer?.status !== 'held' || offer.event_id !== eventId || offer.expires_at <= new Date().toISOString())
    return false;
  if (offer.phone !== request.phone)
    throw textRefusal(409, ORDER_REFUSAL.offerOtherPhone, { phone: maskPhone(offer.phone ?? '') });
  return true;
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

const gatewayFailed = () => textRefusal(502, 'refusals.orders.gatewayFailed');

/** An order from a gateway that opens them locally (nothing to refuse, nothing to undo). */
async function openGatewayOrder(gateway: PaymentGateway, held: HeldOrder, receipt: string): Promise<string> {
  try {
    return (await gateway.createOrder({ amountPaise: held.price.totalPaise, currency: 'INR', receipt })).orderId;
  } catch {
    throw gatewayFailed();
  }
}

const receiptReused = () => textRefusal(409, 'refusals.orders.receiptReused');

async function holdForReceipt(db: DbOrTx, receipt: string, requestHash: string): Promise<PaymentHold | undefined> {
  const hold = await repo.findHoldByReceipt(db, receipt);
  if (hold && hold.request_hash !== requestHash) throw receiptReused();
  return hold;
}

interface HoldToWrite {
  receipt: string;
  /** The receipt of the browser's own open order this one replaces. */
  replaces: string | undefined;
  requestHash: string;
  held: HeldOrder;
  client: OrderClient;
  orderId: string | null;
}

/**
 * Writes the hold, counted in by the event's counter as it stands (one statement, the last before the
 * commit); when that has no room, or an earlier hold is to be released, once more judged exactly.
 */
async function writeHold(db: Db, event: EventRow, hold: HoldToWrite): Promise<PaymentHold> {
  const { held, client } = hold;
  const first = buyerLocks(db, { phone: held.phone, clientAddress: countedAddress(client) });
  try {
    return await withGroupCommit(db, (tx, end) => writeHoldRows(tx, event, hold, end), { first });
  } catch (error) {
    if (!(error instanceof NoRoomAsItStands)) throw error;
    return withGroupCommit(db, (tx) => writeHoldRows(tx, event, hold, 'exact'), { first });
  }
}

/**
 * In one transaction, after the buyer's locks (buyerLocks): a retry of the same receipt answers the
 * hold it made; otherwise the buyer's phone and address are checked (one open hold per phone and
 * event, a second order of the same browser replacing its first; the unpaid units of the address and
 * of the phone, see unpaidAllowance), the hold is written, and last the event's counter takes it.
 * Taking the counter last keeps the event's one lock, which every order of a sale waits for, the
 * shortest time.
 */
async function writeHoldRows(
  tx: DbOrTx,
  event: EventRow,
  hold: HoldToWrite,
  counting: HotWriteEnd | null | 'exact',
): Promise<PaymentHold> {
  const { held, client } = hold;
  const wanted = held.price.totalQuantity;
  const nowIso = new Date().toISOString();
  const { retried, open, unpaid } = await repo.findReceiptOrOpenHoldsOfPhone(tx, {
    receipt: hold.receipt,
    eventId: event.id,
    phone: held.phone,
    clientAddress: countedAddress(client),
    now: nowIso,
  });
  if (retried) {
    if (retried.request_hash !== hold.requestHash) throw receiptReused();
    return retried;
  }
  // The browser's own earlier order, named by its receipt, is replaced; another open order of the same
  // phone belongs to someone else's checkout and is never released by this one.
  for (const earlier of open) {
    if (earlier.receipt !== hold.replaces) {
      throw textRefusal(409, ORDER_REFUSAL.phoneHasOpenOrder, {
        count: minutesUntil(earlier.expires_at, Date.parse(nowIso)),
      });
    }
  }
  if (client.maxUnpaidUnits > 0) {
    // The holds this one replaces (an offer taken up, the browser's earlier order) are given back first.
    const freed = {
      address: unitsOf(open.filter((earlier) => earlier.client_address === client.address)),
      phone: unitsOf(open),
    };
    if (wanted > allowanceOf(unpaid, client.maxUnpaidUnits, freed)) {
      throw textRefusal(429, ORDER_REFUSAL.unpaidLimit);
    }
  }
  await claimCoupon(tx, held.coupon, nowIso, couponUses);
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
  if (counting !== 'exact' && open.length === 0) {
    await takeHeldUnitsIfRoom(tx, counting, event.id, written);
    return written;
  }
  const capacity = await lockCapacity(tx, event.id);
  for (const earlier of open) {
    const released = await repo.releaseHold(tx, earlier.id);
    if (released) capacity.holdEnded(released);
    // The slots a waiting-list offer held for this customer are now their order's (and stay with
    // the order that replaces that one).
    if (released && earlier.receipt.startsWith(OFFER_RECEIPT_PREFIX)) {
      await acceptOfferOfHold(tx, earlier.id, written.id, nowIso);
    } else if (released) await moveOfferOrder(tx, earlier.id, written.id);
  }
  ensureCapacity(capacity, wanted);
  capacity.holdAdded(written);
  await capacity.save(tx);
  return written;
}

const unitsOf = (holds: PaymentHold[]) => holds.reduce((sum, hold) => sum + hold.total_quantity, 0);

/**
 * Releases a hold that is still held, giving its units back at once (first to the waiting list, when
 * someone waits); false when it was not held.
 */
export async function releaseHeld(db: Db, hold: PaymentHold): Promise<boolean> {
  const released = await withGroupCommit(db, async (tx) => {
    const capacity = await lockCapacity(tx, hold.event_id);
    const row = await repo.releaseHold(tx, hold.id);
    if (row) {
      capacity.holdEnded(row);
      await offerFreedSlots(tx, capacity, unpaidLimit.of(db));
    }
    await capacity.save(tx);
    return row !== undefined;
  });
  soldOut.forget(db, hold.event_id);
  return released;
}

/** A payment proof naming an order this server never made. */
export const UNKNOWN_ORDER = 'refusals.orders.unknownOrder';

/**
 * The customer closed or failed the checkout: the hold stops counting at once. Only the browser that
 * made the order knows both its order id and its receipt. A payment that still arrives is booked
 * (and flagged), as for an expired hold.
 */
export async function releaseOrder(db: Db, order: { orderId: string; receipt: string }): Promise<boolean> {
  const hold = await repo.findHoldByOrderId(db, order.orderId);
  if (!hold || hold.receipt !== order.receipt) throw textRefusal(404, UNKNOWN_ORDER);
  if (hold.status !== 'held') return false;
  return releaseHeld(db, hold);
}
