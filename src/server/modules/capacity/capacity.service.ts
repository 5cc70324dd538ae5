import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type { HotWriteEnd } from '#server/db/group-commit.ts';
import { isPostgres, type DbOrTx } from '#server/db/database.ts';

/*
 * availableSlots = maxOrders − units in bookings that are not cancelled − units held by unexpired holds.
 * A slot is one unit of a menu item.
 *
 * Both sums are kept in one counter row per event (event_capacity), so that checking and taking
 * capacity costs the same for 10 or 100,000 units held:
 *   booked_units = units of the event's bookings whose status is not 'cancelled'
 *   held_units   = units of its holds whose status is 'held' and whose expires_at > expired_through
 * Every change to those rows happens in a transaction that first takes the counter (lockCapacity)
 * and tells it what changed (CapacityCounter), so the two stay equal.
 *
 * A hold expires by the clock, without any write. A hold that expired after expired_through still
 * counts in held_units until the next locked transaction of its event: lockCapacity first takes out
 * the held holds whose expiry fell in (expired_through, now] (an index range on (event_id, status,
 * expires_at): as many rows as expired since the last check) and moves expired_through to now, so what
 * it then reads counts exactly the unexpired holds. Their status stays 'held': reconciliation still
 * asks the gateway whether they were paid before releasing them.
 */

export function availableSlots(maxOrders: number, used: number): number {
  return Math.max(0, maxOrders - used);
}

interface HoldUnits {
  total_quantity: number;
  expires_at: string;
}

/** The counter of one event, taken in the current transaction; `save` writes what changed. */
export class CapacityCounter {
  private bookedDelta = 0;
  private heldDelta = 0;
  private newMaxOrders: number | null = null;

  constructor(
    readonly eventId: number,
    /** The moment the counter was taken (after its lock): expiry is judged against it. */
    readonly now: string,
    private readonly booked: number,
    private readonly held: number,
    private readonly lapsed: number,
    /** Holds whose expires_at is at or before this are no longer in held_units. */
    readonly expiredThrough: string,
    private readonly previousExpiredThrough: string,
    private readonly savedMaxOrders: number,
  ) {}

  /** The event's capacity as it stands under the lock (an admin's change included). */
  get maxOrders(): number {
    return this.newMaxOrders ?? this.savedMaxOrders;
  }

  /** Units still free now. */
  get free(): number {
    return availableSlots(this.maxOrders, this.used);
  }

  /** The admin changed the event's capacity (checked by the caller against `used`). */
  setMaxOrders(maxOrders: number): void {
    this.newMaxOrders = maxOrders;
  }

  /** Units taken now: bookings not cancelled and unexpired holds. */
  get used(): number {
    return this.booked + this.held - this.lapsed + this.bookedDelta + this.heldDelta;
  }

  /** Whether a hold with status 'held' is in held_units. */
  counts(hold: HoldUnits): boolean {
    return hold.expires_at > this.expiredThrough;
  }

  /** A hold was written with status 'held'. */
  holdAdded(hold: HoldUnits): void {
    if (this.counts(hold)) this.heldDelta += hold.total_quantity;
  }

  /** A hold whose status was 'held' was released or booked. */
  holdEnded(hold: HoldUnits): void {
    if (this.counts(hold)) this.heldDelta -= hold.total_quantity;
  }

  /** A booking started or stopped counting (made, cancelled, brought back). */
  bookedChanged(units: number): void {
    this.bookedDelta += units;
  }

  async save(tx: DbOrTx): Promise<void> {
    const held = this.heldDelta - this.lapsed;
    const unchanged = held === 0 && this.bookedDelta === 0 && this.newMaxOrders === null;
    if (unchanged && this.expiredThrough === this.previousExpiredThrough) return;
    await tx
      .updateTable('event_capacity')
      .set((eb) => ({
        booked_units: eb('booked_units', '+', this.bookedDelta),
        held_units: eb('held_units', '+', held),
        expired_through: this.expiredThrough,
        max_orders: this.maxOrders,
      }))
      .where('event_id', '=', this.eventId)
      .execute();
  }
}

/**
 * Takes the event's counter for the rest of the transaction: every capacity change of one event
 * waits for the others. On PostgreSQL the upsert locks the counter's row until the transaction ends;
 * SQLite's BEGIN IMMEDIATE has already serialised writers. Holds that expired since the last check
 * are counted out (see above), so `used` is exact at `now`.
 */
export async function lockCapacity(tx: DbOrTx, eventId: number): Promise<CapacityCounter> {
  const row = await tx
    .insertInto('event_capacity')
    .values((eb) => ({
      event_id: eventId,
      max_orders: eb.selectFrom('events').select('max_orders').where('id', '=', eventId),
    }))
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ event_id: eventId }))
    .returning(['booked_units', 'held_units', 'expired_through', 'max_orders'])
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  let lapsed = 0;
  let expiredThrough = row.expired_through;
  // With several instances a clock may lag another's: expired_through never goes back.
  if (now > row.expired_through) {
    lapsed = await heldUnitsExpiring(tx, eventId, row.expired_through, now);
    expiredThrough = now;
  }
  return new CapacityCounter(
    eventId,
    now,
    Number(row.booked_units),
    Number(row.held_units),
    lapsed,
    expiredThrough,
    row.expired_through,
    Number(row.max_orders),
  );
}

/** Units of held holds whose expiry is in (after, through]: an index range, none past it. */
async function heldUnitsExpiring(tx: DbOrTx, eventId: number, after: string, through: string): Promise<number> {
  const row = await tx
    .selectFrom('payment_holds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_quantity'), eb.lit(0)).as('units'))
    .where('event_id', '=', eventId)
    .where('status', '=', 'held')
    .where('expires_at', '>', after)
    .where('expires_at', '<=', through)
    .executeTakeFirstOrThrow();
  return Number(row.units);
}

/** The counter had no room for a new hold as it stands: lockCapacity must judge exactly. */
export class NoRoomAsItStands extends Error {
  constructor() {
    super('No room by the counter as it stands');
  }
}

/** The SQLSTATE PostgreSQL raises for NoRoomAsItStands (class MN: this product's own). */
const NO_ROOM_AS_IT_STANDS = 'MN001';

/**
 * Counts a new hold's units in without reading any hold: when the counter has room for them as it
 * stands, they fit now too, since held_units only ever over-counts (holds that lapsed after
 * expired_through still count in it until the next lockCapacity). Its conditions are on the counter's
 * own row, so PostgreSQL checks them again on the newest row after waiting for its lock; there it is
 * the transaction's last statement, sent with the COMMIT (HotWriteEnd), so the event's lock is held
 * only inside the database. Throws NoRoomAsItStands, the transaction then undone, when there is no
 * room this way (or no counter yet).
 */
export async function takeHeldUnitsIfRoom(
  tx: DbOrTx,
  end: HotWriteEnd | null,
  eventId: number,
  hold: HoldUnits,
): Promise<void> {
  if (!end) {
    const { numAffectedRows } = await heldUnitsTaken(eventId, hold).execute(tx);
    if (numAffectedRows !== 1n) throw new NoRoomAsItStands();
    return;
  }
  // The COMMIT's message takes no parameters: the values are written into it, each checked for its kind.
  // take_held_units is heldUnitsTaken's update, raising NO_ROOM_AS_IT_STANDS when it takes nothing
  // (migrations/2026-11-27T09-00_take-held-units.ts).
  try {
    await end.commitWith(
      sql`select take_held_units(${literal(eventId)}, ${literal(hold.total_quantity)}, ${literal(hold.expires_at)})`,
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === NO_ROOM_AS_IT_STANDS) throw new NoRoomAsItStands();
    throw error;
  }
}

function heldUnitsTaken(eventId: number, hold: HoldUnits) {
  return sql`update event_capacity set held_units = held_units + ${hold.total_quantity}
    where event_id = ${eventId} and expired_through < ${hold.expires_at}
      and max_orders - booked_units - held_units >= ${hold.total_quantity}`;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A whole number or an ISO moment written into SQL text; anything else is refused. */
function literal(value: number | string): RawBuilder<unknown> {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return sql.raw(String(value));
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return sql.raw(`'${value}'`);
  throw new Error(`Not a literal this statement takes: ${String(value)}`);
}

/** An event's taken slots at one moment, for showing them: unpaid holds apart, with when the first may free. */
export interface SlotsNow {
  /** Units in bookings not cancelled and in unexpired holds. */
  used: number;
  /** Of those, units in unexpired holds: customers paying now. */
  held: number;
  /** When the soonest of those holds expires (its units free unless it is paid); null with none. */
  nextReleaseAt: string | null;
  /** The event's capacity as its counter holds it (what orders are checked against); null with no counter. */
  maxOrders: number | null;
}

/**
 * Units taken now, without taking the counter (for showing availability): the counter less the holds
 * that expired since it was last checked, with the held units and the soonest expiry of a hold, in one
 * statement (one snapshot on PostgreSQL).
 */
export async function slotsNow(db: DbOrTx, eventId: number, now: string): Promise<SlotsNow> {
  const row = await db
    .selectFrom('event_capacity as c')
    .select((eb) => [
      'c.booked_units',
      'c.held_units',
      'c.max_orders',
      eb
        .selectFrom('payment_holds as h')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('h.total_quantity'), inner.lit(0)).as('units'))
        .whereRef('h.event_id', '=', 'c.event_id')
        .where('h.status', '=', 'held')
        .whereRef('h.expires_at', '>', 'c.expired_through')
        .where('h.expires_at', '<=', now)
        .as('lapsed'),
      eb
        .selectFrom('payment_holds as h')
        .select((inner) => inner.fn.min<string>('h.expires_at').as('next'))
        .whereRef('h.event_id', '=', 'c.event_id')
        .where('h.status', '=', 'held')
        .where('h.expires_at', '>', now)
        .as('nextReleaseAt'),
    ])
    .where('c.event_id', '=', eventId)
    .executeTakeFirst();
  if (!row) return { used: 0, held: 0, nextReleaseAt: null, maxOrders: null };
  const held = Math.max(0, Number(row.held_units) - Number(row.lapsed ?? 0));
  return {
    used: Number(row.booked_units) + held,
    held,
    nextReleaseAt: row.nextReleaseAt ?? null,
    maxOrders: Number(row.max_orders),
  };
}

/**
 * The statement that makes the holds of one buyer wait for each other: of one phone (one open hold per
 * phone and event, its unpaid units across events), and of one client address across events (so that
 * two cannot both pass the unpaid-units check). The first of its transaction, before the event's
 * counter (see takeHeldUnitsIfRoom), always in this order; sent with the BEGIN (HotWrite.first), so its
 * keys are numbers written into it. SQLite's writers are serialised already: null there.
 */
export function buyerLocks(
  db: DbOrTx,
  buyer: { phone: string; clientAddress: string | null },
): RawBuilder<unknown> | null {
  if (!isPostgres(db)) return null;
  return sql.raw(
    `select ${buyerLockKeys(buyer)
      .map((key) => `pg_advisory_xact_lock(${key})`)
      .join(', ')}`,
  );
}

/**
 * The buyer's locks (buyerLocks) for a transaction that already holds an event's counter (the
 * waiting-list round): taken only if free now, never waited for, so never against the order orders
 * take them in. False when another transaction of the buyer holds one; true on SQLite.
 */
export async function tryBuyerLocks(
  tx: DbOrTx,
  buyer: { phone: string; clientAddress: string | null },
): Promise<boolean> {
  if (!isPostgres(tx)) return true;
  const tries = buyerLockKeys(buyer).map((key) => `pg_try_advisory_xact_lock(${key})`);
  const { rows } = await sql<{ taken: boolean }>`select ${sql.raw(tries.join(' and '))} as taken`.execute(tx);
  return rows[0]?.taken === true;
}

function buyerLockKeys(buyer: { phone: string; clientAddress: string | null }): string[] {
  const keys = [`phone:${buyer.phone}`];
  if (buyer.clientAddress !== null) keys.push(`address:${buyer.clientAddress}`);
  return keys.map(lockKey);
}

/** A 64-bit advisory lock key for a text, as a signed number. */
function lockKey(text: string): string {
  return BigInt.asIntN(64, createHash('sha256').update(text).digest().readBigUInt64BE(0)).toString();
}
