import { randomBytes } from 'node:crypto';
import { isOnSaleDate } from '#shared/domain/event-date.ts';
import { bookingPagePath, waitingOfferPath } from '#shared/domain/booking-link.ts';
import { offeredItems, waitingLimitBroken } from '#shared/domain/order-limits.ts';
import type { JoinWaitingList, LineSize, WaitingEntryView, WaitingOfferView } from '#shared/schemas/waiting-list.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { EventRow, WaitingEntry } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { fieldRefusal, textRefusal } from '#server/lib/http-error.ts';
import { lockCapacity, tryBuyerLocks, type CapacityCounter } from '#server/modules/capacity/capacity.service.ts';
import { findEventById, sellableItems } from '#server/modules/events/events.service.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { queueWaitingOffer } from '#server/modules/mail/mail.service.ts';
import * as bookingsRepo from './bookings.repo.ts';
import type { HeldOrder } from './checkout.service.ts';
import type { LinkTime } from './my-booking.service.ts';
import { privateLinkExpired } from './private-link.ts';
import * as repo from './waiting-list.repo.ts';
import { OFFER_RECEIPT_PREFIX } from './waiting-list.repo.ts';
import { unpaidAllowance, unpaidLimit } from './unpaid-limit.ts';

/** An offer holds the slots for its customer this long. */
export const OFFER_MINUTES = 30;
/** Entries one client address may have in line or holding offers at once, across events. */
export const MAX_WAITING_PER_ADDRESS = 6;
/**
 * Entries one phone may have in line or holding offers on one event at once, each from another client
 * (docs/decisions/011-waiting-list-phones.md).
 */
export const MAX_WAITING_PER_PHONE = 3;

const OFFER_TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;
const NO_SUCH_OFFER = 'refusals.bookings.noSuchOffer';

const LIMIT_REFUSALS = {
  capacity: 'booking.waitingList.refusals.overCapacity',
  perOrder: 'booking.waitingList.refusals.overOrderMaximum',
} as const;

/**
 * Joins the event's line. Only for slots that can ever be offered and ordered (no more than the
 * event's capacity or one order can hold, `maxUnpaidUnits` being the unpaid units one network may
 * hold at once, 0 for no limit), only when they are not free now (otherwise the customer books
 * them), once per phone and client on an event (another client's entry with the same phone does not
 * push the phone's owner out: the entries are offered in turn), a few entries per phone and event and
 * per client address, as holds are bounded. Taken under the event's counter, so the answer holds for
 * the slots as they stand.
 */
export async function joinWaitingList(
  db: Db,
  request: Omit<JoinWaitingList, 'phone' | 'email'> & { phone: string; email?: string | null },
  clientAddress: string,
  maxUnpaidUnits = 0,
): Promise<{ position: number }> {
  const event = await findEventById(db, request.eventId);
  if (!event || !event.is_active || !isOnSaleDate(event.date)) {
    throw textRefusal(409, 'booking.waitingList.refusals.notOnSale');
  }
  const [settings, menu] = await Promise.all([readBusinessSettings(db), sellableItems(db, event.id)]);
  const broken = waitingLimitBroken(request.units, {
    capacity: event.max_orders,
    maxPerItem: settings.maxPerItem,
    menuItems: Object.keys(menu).length,
    maxUnpaidUnits,
  });
  if (broken) throw fieldRefusal(409, LIMIT_REFUSALS[broken.rule], 'units', { count: broken.count });
  return withTransaction(
    db,
    async (tx) => {
      const capacity = await lockCapacity(tx, event.id);
      if (capacity.free >= request.units) {
        throw textRefusal(409, 'booking.waitingList.refusals.slotsFree', { count: capacity.free });
      }
      const samePhone = await repo.activeEntriesOfPhone(tx, event.id, request.phone);
      if (samePhone.some((entry) => entry.client_address === clientAddress)) {
        throw textRefusal(409, 'booking.waitingList.refusals.alreadyWaiting');
      }
      if (samePhone.length >= MAX_WAITING_PER_PHONE) {
        throw textRefusal(429, 'booking.waitingList.refusals.phoneTooMany');
      }
      if ((await repo.activeEntriesOfAddress(tx, clientAddress)) >= MAX_WAITING_PER_ADDRESS) {
        throw textRefusal(429, 'booking.waitingList.refusals.tooMany');
      }
      const entry = await repo.insertEntry(tx, {
        event_id: event.id,
        name: request.name,
        phone: request.phone,
        email: request.email ?? null,
        language: request.language ?? 'en',
        units: request.units,
        status: 'waiting',
        client_address: clientAddress,
        created_at: capacity.now,
        updated_at: capacity.now,
      });
      return { position: await repo.positionInLine(tx, entry) };
    },
    { isolation: 'read committed' },
  );
}

/**
 * In the caller's transaction, which holds the event's counter (every change that frees slots calls
 * this): offers that ran out unused lapse, and the people in line get offers first come first, each a
 * hold of their units for OFFER_MINUTES counted like any other (the caller saves the counter). An
 * entry whose units do not fit the free slots or what its buyer may hold now (mayBeOffered) keeps its
 * place and the next in line is offered: a raised capacity goes down the line, at most the unpaid
 * limit (`maxUnpaidUnits`, 0 for none) to any one client or phone. With nobody in line it costs one
 * index lookup. Returns the offers made.
 */
export async function offerFreedSlots(
  tx: DbOrTx,
  capacity: CapacityCounter,
  maxUnpaidUnits: number,
): Promise<WaitingEntry[]> {
  const line = await repo.entriesOfEvent(tx, capacity.eventId, repo.ACTIVE_WAITING);
  const offered: WaitingEntry[] = [];
  if (line.length === 0) return offered;
  for (const entry of line.filter((e) => e.status === 'offered')) {
    if (!(await offerStillHeld(tx, entry, capacity.now)))
      await repo.setEntryStatus(tx, entry.id, 'lapsed', capacity.now);
  }
  const event = await findEventById(tx, capacity.eventId);
  if (!event || !isOnSaleDate(event.date) || !event.is_active) return offered;
  let free = capacity.free;
  for (const entry of line.filter((e) => e.status === 'waiting')) {
    if (free <= 0) break;
    if (entry.units > free || !(await mayBeOffered(tx, entry, maxUnpaidUnits, capacity.now))) continue;
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.parse(capacity.now) + OFFER_MINUTES * 60_000).toISOString();
    const hold = await bookingsRepo.insertHold(tx, {
      receipt: `${OFFER_RECEIPT_PREFIX}${randomBytes(12).toString('base64url')}`,
      request_hash: 'waiting-list-offer',
      gateway_order_id: null,
      event_id: event.id,
      order_json: JSON.stringify(offerOrder(event, entry)),
      total_quantity: entry.units,
      amount_paise: 0,
      currency: 'INR',
      status: 'held',
      created_at: capacity.now,
      expires_at: expiresAt,
      // Counted against the client that joined and the phone, as an order of theirs would be.
      client_address: entry.client_address,
      phone: entry.phone,
      coupon: null,
    });
    capacity.holdAdded(hold);
    free -= entry.units;
    await repo.setEntryStatus(tx, entry.id, 'offered', capacity.now, { token, holdId: hold.id, expiresAt });
    const made = { ...entry, status: 'offered' as const, offer_token: token, offer_hold_id: hold.id };
    await queueWaitingOffer(tx, { ...made, offered_at: capacity.now, offer_expires_at: expiresAt });
    offered.push(made);
  }
  return offered;
}

/**
 * Whether the entry may be offered its units now: its phone holds nothing on the event (an order, or
 * the offer of another entry with the same phone: those are offered in turn), and the units fit what
 * its client and its phone may hold unpaid. A buyer whose order is being written at this moment is
 * passed over for now (tryBuyerLocks), keeping their place.
 */
async function mayBeOffered(tx: DbOrTx, entry: WaitingEntry, maxUnpaidUnits: number, now: string): Promise<boolean> {
  const buyer = { clientAddress: maxUnpaidUnits > 0 ? entry.client_address : null, phone: entry.phone };
  if (!(await tryBuyerLocks(tx, buyer))) return false;
  if (await bookingsRepo.phoneHoldsOnEvent(tx, entry.event_id, entry.phone, now)) return false;
  return entry.units <= (await unpaidAllowance(tx, buyer, maxUnpaidUnits, now));
}

/** What an offer hold keeps: who it is for; its order is made when they order from the offer. */
function offerOrder(event: EventRow, entry: WaitingEntry): HeldOrder {
  return {
    eventTitle: event.title,
    eventDate: event.date,
    name: entry.name,
    phone: entry.phone,
    address: '',
    pincode: '',
    location: null,
    coupon: null,
    price: {
      lines: [],
      totalQuantity: entry.units,
      subtotalPaise: 0,
      discountPercent: 0,
      discountPaise: 0,
      totalPaise: 0,
    },
    email: entry.email,
    language: entry.language === 'ml' ? 'ml' : 'en',
  };
}

async function offerStillHeld(db: DbOrTx, entry: WaitingEntry, now: string): Promise<boolean> {
  const hold = entry.offer_hold_id ? await bookingsRepo.findHoldById(db, entry.offer_hold_id) : undefined;
  return hold !== undefined && hold.status === 'held' && hold.expires_at > now;
}

/**
 * The waiting-list round (every minute): for each event with a line, offers that ran out lapse and
 * slots freed by the clock (holds that expired) or by a raised capacity are offered. Returns the
 * events where offers were made.
 */
export async function runWaitingListRound(db: Db, eventIds?: number[]): Promise<number[]> {
  const changed: number[] = [];
  for (const eventId of eventIds ?? (await repo.eventsWithActiveLine(db))) {
    const offered = await withTransaction(
      db,
      async (tx) => {
        const capacity = await lockCapacity(tx, eventId);
        const made = await offerFreedSlots(tx, capacity, unpaidLimit.of(db));
        await capacity.save(tx);
        return made;
      },
      { isolation: 'read committed' },
    );
    if (offered.length > 0) changed.push(eventId);
  }
  return changed;
}

/**
 * The offer its private link opens, with the order the booking form starts from and, once paid, the
 * booking's page; 404 alike for a malformed and an unknown token. Once the link has outlived the
 * customer's details (linkDays after the event or after the offer ran out), the offer's state only.
 */
export async function findOffer(
  db: DbOrTx,
  token: string,
  { linkDays, now = new Date() }: LinkTime,
): Promise<WaitingOfferView> {
  const entry = OFFER_TOKEN_SHAPE.test(token) ? await repo.findEntryByOfferToken(db, token) : undefined;
  const hold = entry?.offer_hold_id ? await bookingsRepo.findHoldById(db, entry.offer_hold_id) : undefined;
  if (!entry || !hold) throw textRefusal(404, NO_SUCH_OFFER);
  const [event, settings, menu] = await Promise.all([
    findEventById(db, entry.event_id),
    readBusinessSettings(db),
    sellableItems(db, entry.event_id),
  ]);
  const ranOut = entry.status === 'offered' && !(await offerStillHeld(db, entry, now.toISOString()));
  const status = ranOut ? 'lapsed' : entry.status;
  const offeredEvent = { id: entry.event_id, title: event?.title ?? '', date: event?.date ?? '' };
  const expiresAt = entry.offer_expires_at ?? hold.expires_at;
  const endedAt = status === 'lapsed' ? expiresAt : null;
  if (privateLinkExpired({ eventDate: offeredEvent.date, endedAt }, linkDays, now)) {
    return { expired: true, status, event: offeredEvent };
  }
  return {
    status,
    event: offeredEvent,
    name: entry.name,
    phone: entry.phone,
    email: entry.email,
    units: entry.units,
    expiresAt,
    receipt: hold.receipt,
    items: offeredItems(entry.units, Object.keys(menu), settings.maxPerItem),
    bookingPath: await bookingPathOfOrder(db, entry.order_hold_id),
    expired: false,
  };
}

/** The page of the booking paid from an offer's order, when it is paid. */
async function bookingPathOfOrder(db: DbOrTx, orderHoldId: number | null): Promise<string | null> {
  const order = orderHoldId ? await bookingsRepo.findHoldById(db, orderHoldId) : undefined;
  const booking = order?.gateway_order_id
    ? await bookingsRepo.findBookingByOrderId(db, order.gateway_order_id)
    : undefined;
  return booking?.manage_token ? bookingPagePath(booking.manage_token) : null;
}

/** Per event with someone in line, for the owner: how many wait, and for how many slots in all. */
export function lineSizes(db: DbOrTx): Promise<LineSize[]> {
  return repo.lineSizes(db);
}

/** The event's line for the admin, first come first, with each entry's offer. */
export async function waitingListOf(db: DbOrTx, eventId: number): Promise<WaitingEntryView[]> {
  const entries = await repo.entriesOfEvent(db, eventId);
  return entries.map((entry) => ({
    id: entry.id,
    name: entry.name,
    phone: entry.phone,
    email: entry.email,
    language: entry.language === 'ml' ? 'ml' : 'en',
    units: entry.units,
    status: entry.status,
    joinedAt: entry.created_at,
    offer:
      entry.offer_token && entry.offered_at && entry.offer_expires_at
        ? { path: waitingOfferPath(entry.offer_token), offeredAt: entry.offered_at, expiresAt: entry.offer_expires_at }
        : null,
  }));
}
