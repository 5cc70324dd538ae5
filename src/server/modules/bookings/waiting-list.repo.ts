import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { WaitingEntry, WaitingListTable, WaitingStatus } from '#server/db/schema.ts';

/** What an offer hold's receipt starts with: the order made from the offer replaces it. */
export const OFFER_RECEIPT_PREFIX = 'offer_';

/** An entry still in line or holding an offer. */
export const ACTIVE_WAITING = ['waiting', 'offered'] as const;

export function insertEntry(db: DbOrTx, entry: Insertable<WaitingListTable>): Promise<WaitingEntry> {
  return db.insertInto('waiting_list').values(entry).returningAll().executeTakeFirstOrThrow();
}

/** The phone's entries on the event still in line or holding an offer (a few: they are bounded). */
export function activeEntriesOfPhone(db: DbOrTx, eventId: number, phone: string): Promise<WaitingEntry[]> {
  return db
    .selectFrom('waiting_list')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('phone', '=', phone)
    .where('status', 'in', ACTIVE_WAITING)
    .execute();
}

export async function activeEntriesOfAddress(db: DbOrTx, clientAddress: string): Promise<number> {
  const row = await db
    .selectFrom('waiting_list')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('client_address', '=', clientAddress)
    .where('status', 'in', ACTIVE_WAITING)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** People waiting ahead of the entry, plus one. */
export async function positionInLine(db: DbOrTx, entry: WaitingEntry): Promise<number> {
  const row = await db
    .selectFrom('waiting_list')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('event_id', '=', entry.event_id)
    .where('status', '=', 'waiting')
    .where('id', '<=', entry.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The event's line: first come first. */
export function entriesOfEvent(
  db: DbOrTx,
  eventId: number,
  statuses?: readonly WaitingStatus[],
): Promise<WaitingEntry[]> {
  let query = db.selectFrom('waiting_list').selectAll().where('event_id', '=', eventId);
  if (statuses) query = query.where('status', 'in', statuses);
  return query.orderBy('id').execute();
}

/** An order made from an offer was replaced by the customer's changed order: the offer follows it. */
export async function moveOfferOrder(db: DbOrTx, fromHoldId: number, toHoldId: number): Promise<void> {
  await db
    .updateTable('waiting_list')
    .set({ order_hold_id: toHoldId })
    .where('order_hold_id', '=', fromHoldId)
    .execute();
}

/** Per event with someone in line: how many wait, and for how many slots in all. */
export async function lineSizes(db: DbOrTx): Promise<{ eventId: number; people: number; units: number }[]> {
  const rows = await db
    .selectFrom('waiting_list')
    .select((eb) => ['event_id', eb.fn.countAll().as('people'), eb.fn.sum<number | string>('units').as('units')])
    .where('status', '=', 'waiting')
    .groupBy('event_id')
    .execute();
  return rows.map((row) => ({ eventId: row.event_id, people: Number(row.people), units: Number(row.units) }));
}

/** Events with someone in line or holding an offer. */
export async function eventsWithActiveLine(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectFrom('waiting_list')
    .select('event_id')
    .distinct()
    .where('status', 'in', ACTIVE_WAITING)
    .execute();
  return rows.map((row) => row.event_id);
}

export function findEntryByOfferToken(db: DbOrTx, token: string): Promise<WaitingEntry | undefined> {
  return db.selectFrom('waiting_list').selectAll().where('offer_token', '=', token).executeTakeFirst();
}

export async function setEntryStatus(
  db: DbOrTx,
  id: number,
  status: WaitingEntry['status'],
  at: string,
  offer?: { token: string; holdId: number; expiresAt: string },
): Promise<void> {
  await db
    .updateTable('waiting_list')
    .set({
      status,
      updated_at: at,
      ...(offer
        ? { offer_token: offer.token, offer_hold_id: offer.holdId, offered_at: at, offer_expires_at: offer.expiresAt }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The offer whose hold an order replaced: taken up, by the order's hold `orderHoldId`. */
export async function acceptOfferOfHold(db: DbOrTx, holdId: number, orderHoldId: number, at: string): Promise<void> {
  await db
    .updateTable('waiting_list')
    .set({ status: 'accepted', order_hold_id: orderHoldId, updated_at: at })
    .where('offer_hold_id', '=', holdId)
    .where('status', '=', 'offered')
    .execute();
}

export function findEntryById(db: DbOrTx, id: number): Promise<WaitingEntry | undefined> {
  return db.selectFrom('waiting_list').selectAll().where('id', '=', id).executeTakeFirst();
}

export function namesOfEntries(db: DbOrTx, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('waiting_list').select(['id', 'name']).where('id', 'in', ids).execute();
}
