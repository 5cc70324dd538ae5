import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { BookingStatus } from '#shared/schemas/bookings.ts';
import { builtOnce } from '#server/db/built-once.ts';
import { isPostgres, type DbOrTx } from '#server/db/database.ts';
import { OFFER_RECEIPT_PREFIX } from './waiting-list.repo.ts';
import type {
  BookingRow,
  BookingsTable,
  Database,
  HoldStatus,
  PaymentHold,
  PaymentHoldsTable,
} from '#server/db/schema.ts';

export function findHoldByReceipt(db: DbOrTx, receipt: string): Promise<PaymentHold | undefined> {
  return db.selectFrom('payment_holds').selectAll().where('receipt', '=', receipt).executeTakeFirst();
}

export function findHoldByOrderId(db: DbOrTx, orderId: string): Promise<PaymentHold | undefined> {
  return db.selectFrom('payment_holds').selectAll().where('gateway_order_id', '=', orderId).executeTakeFirst();
}

/** Every column a hold is written with (the others are the database's: its id). */
const HOLD_COLUMNS = [
  'receipt',
  'request_hash',
  'gateway_order_id',
  'event_id',
  'order_json',
  'total_quantity',
  'amount_paise',
  'currency',
  'status',
  'created_at',
  'expires_at',
  'client_address',
  'phone',
  'coupon',
] as const satisfies readonly (keyof PaymentHoldsTable)[];
export type HoldToInsert = { [Column in (typeof HOLD_COLUMNS)[number]]-?: Insertable<PaymentHoldsTable>[Column] };

// Built once: written on every order of a sale.
const holdInsert = builtOnce((db, slot) =>
  db
    .insertInto('payment_holds')
    .values(
      Object.fromEntries(HOLD_COLUMNS.map((column, index) => [column, slot(index)])) as Record<
        (typeof HOLD_COLUMNS)[number],
        never
      >,
    )
    .returningAll(),
);

export async function insertHold(db: DbOrTx, hold: HoldToInsert): Promise<PaymentHold> {
  const [written] = await holdInsert.run(
    db,
    HOLD_COLUMNS.map((column) => hold[column] ?? null),
  );
  return written!;
}

export async function setHoldStatus(db: DbOrTx, holdId: number, status: HoldStatus): Promise<void> {
  await db.updateTable('payment_holds').set({ status }).where('id', '=', holdId).execute();
}

/**
 * Stops a hold counting, unless a payment has booked it meanwhile. Returns the hold when it was
 * still held (its units then leave the event's counter), else undefined.
 */
export function releaseHold(db: DbOrTx, holdId: number): Promise<PaymentHold | undefined> {
  return db
    .updateTable('payment_holds')
    .set({ status: 'released' })
    .where('id', '=', holdId)
    .where('status', '=', 'held')
    .returningAll()
    .executeTakeFirst();
}

/** Holds still held whose expiry is at or before `by`, the soonest first. */
export function listHoldsExpiringBy(db: DbOrTx, by: string, limit: number): Promise<PaymentHold[]> {
  return db
    .selectFrom('payment_holds')
    .selectAll()
    .where('status', '=', 'held')
    .where('expires_at', '<=', by)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export function findBookingByOrderId(db: DbOrTx, orderId: string): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('gateway_order_id', '=', orderId).executeTakeFirst();
}

export async function referenceExists(db: DbOrTx, reference: string): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

export function insertBooking(db: DbOrTx, booking: Insertable<BookingsTable>): Promise<BookingRow> {
  return db.insertInto('bookings').values(booking).returningAll().executeTakeFirstOrThrow();
}

export function findBookingByManageToken(db: DbOrTx, token: string): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('manage_token', '=', token).executeTakeFirst();
}

export function findHoldById(db: DbOrTx, holdId: number): Promise<PaymentHold | undefined> {
  return db.selectFrom('payment_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
}

/** Gives a hold its gateway order, unless a retry of the same order gave it one first. */
export function attachGatewayOrder(db: DbOrTx, holdId: number, orderId: string): Promise<PaymentHold | undefined> {
  return db
    .updateTable('payment_holds')
    .set({ gateway_order_id: orderId })
    .where('id', '=', holdId)
    .where('gateway_order_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Units held and unpaid at `now` whose `column` equals `value`, across every event (a scalar subquery). */
function unpaidUnitsWhere(
  eb: ExpressionBuilder<Database, never>,
  column: 'client_address' | 'phone',
  value: never,
  now: never,
) {
  return eb
    .selectFrom('payment_holds')
    .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('total_quantity'), inner.lit(0)).as('units'))
    .where(column, '=', value)
    .where('status', '=', 'held')
    .where('expires_at', '>', now);
}

// Index ranges (payment_holds_unpaid_by_address, payment_holds_unpaid_by_phone): a buyer's few holds,
// both summed in one statement. A null address sums none.
const unpaidOfBuyer = builtOnce((db, slot) => unpaidSums(db, slot(0), slot(1), slot(2)));

function unpaidSums(db: DbOrTx, clientAddress: never, phone: never, now: never) {
  return db.selectNoFrom((eb) => [
    unpaidUnitsWhere(eb, 'client_address', clientAddress, now).as('unpaid_address'),
    unpaidUnitsWhere(eb, 'phone', phone, now).as('unpaid_phone'),
  ]);
}

/** A buyer's units held and not yet paid for, by their client address and by their phone. */
export interface UnpaidUnits {
  address: number;
  phone: number;
}

const toUnpaidUnits = (row: { unpaid_address: unknown; unpaid_phone: unknown } | undefined): UnpaidUnits => ({
  address: Number(row?.unpaid_address ?? 0),
  phone: Number(row?.unpaid_phone ?? 0),
});

/** Units held and not yet paid for by one client address and by one phone, each across every event. */
export async function unpaidUnitsOfBuyer(
  db: DbOrTx,
  buyer: { clientAddress: string | null; phone: string },
  now: string,
): Promise<UnpaidUnits> {
  const [row] = await unpaidOfBuyer.run(db, [buyer.clientAddress, buyer.phone, now]);
  return toUnpaidUnits(row);
}

/** Whether the phone has a hold on the event still keeping slots at `now` (an order or an offer). */
export async function phoneHoldsOnEvent(db: DbOrTx, eventId: number, phone: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('payment_holds')
    .select('id')
    .where('event_id', '=', eventId)
    .where('phone', '=', phone)
    .where('status', '=', 'held')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

// Built once: read on every order of a sale. The buyer's unpaid units (one row, always) joined with the
// receipt's hold and the phone's held ones on the event (none, one or a few): one trip to the database.
const receiptOrHoldsOfPhone = builtOnce((db, slot) =>
  db
    .selectFrom(unpaidSums(db, slot(3), slot(2), slot(4)).as('unpaid'))
    .leftJoin('payment_holds', (join) =>
      join.on((eb) =>
        eb.or([
          eb('receipt', '=', slot(0)),
          // Equal on every column of payment_holds_open_by_phone and nothing more, so that SQLite's planner
          // takes that index, not the event's open holds (tens of thousands in a sale); expiry is judged below.
          eb.and([eb('event_id', '=', slot(1)), eb('phone', '=', slot(2)), eb('status', '=', 'held')]),
        ]),
      ),
    )
    .selectAll('payment_holds')
    .select(['unpaid.unpaid_address', 'unpaid.unpaid_phone']),
);

/**
 * In one read: the hold made under `receipt` (a retry), the phone's holds on the event that still
 * hold slots at `now` (normally none or one; an expired one is settled by reconciliation), and the
 * buyer's unpaid units across every event (see unpaidAllowance).
 */
export async function findReceiptOrOpenHoldsOfPhone(
  db: DbOrTx,
  {
    receipt,
    eventId,
    phone,
    clientAddress,
    now,
  }: { receipt: string; eventId: number; phone: string; clientAddress: string | null; now: string },
): Promise<{ retried: PaymentHold | undefined; open: PaymentHold[]; unpaid: UnpaidUnits }> {
  const rows = await receiptOrHoldsOfPhone.run(db, [receipt, eventId, phone, clientAddress, now]);
  const holds = rows.filter((row) => row.id !== null) as PaymentHold[];
  const retried = holds.find((row) => row.receipt === receipt);
  return {
    retried,
    open: holds.filter((row) => row !== retried && row.expires_at > now),
    unpaid: toUnpaidUnits(rows[0]),
  };
}

/**
 * The event's holds still keeping slots at `now` (customers paying right now), the soonest to expire
 * first. They are bounded by the event's capacity; `limit` keeps one answer small all the same. A
 * waiting-list offer (its receipt `offer_…`) is left out: the waiting list shows it.
 */
export function findOpenHoldsOfEvent(db: DbOrTx, eventId: number, now: string, limit: number): Promise<PaymentHold[]> {
  return db
    .selectFrom('payment_holds')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'held')
    .where('expires_at', '>', now)
    .where('receipt', 'not like', `${OFFER_RECEIPT_PREFIX}%`)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** What the owner narrowed the bookings list to; the CSV export takes the same. */
export interface BookingFilter {
  status?: BookingStatus;
  eventId?: number;
  q?: string;
}

function filtered(db: DbOrTx, filter: BookingFilter) {
  let query = db.selectFrom('bookings');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.eventId) query = query.where('event_id', '=', filter.eventId);
  if (filter.q) {
    const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = pattern(filter.q.toLowerCase());
    // A query that is a phone number (digits, spaces, +, -) also matches phones however they were typed.
    const digits = /^[\d\s+\-()]+$/.test(filter.q) ? filter.q.replace(/\D/g, '') : '';
    const byPhone = digits ? sql`or phone like ${pattern(digits)} escape '\\'` : sql``;
    query = query.where(
      sql<boolean>`(lower(name) like ${text} escape '\\' or lower(reference) like ${text} escape '\\' ${byPhone})`,
    );
  }
  return query;
}

/** Newest first; a page of them when `page` is given. */
export function findBookings(db: DbOrTx, filter: BookingFilter, page?: { limit: number; offset: number }) {
  let query = filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countBookings(db: DbOrTx, filter: BookingFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findBookingById(db: DbOrTx, id: number): Promise<BookingRow | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The booking, held for the rest of the transaction (SQLite's writers are serialised already). */
export function lockBooking(tx: DbOrTx, id: number): Promise<BookingRow | undefined> {
  const query = tx.selectFrom('bookings').selectAll().where('id', '=', id);
  return (isPostgres(tx) ? query.forUpdate() : query).executeTakeFirst();
}

export async function setFlags(db: DbOrTx, id: number, flags: string[]): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ flags: JSON.stringify(flags) })
    .where('id', '=', id)
    .execute();
}

export function statusChangesOf(db: DbOrTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('booking_status_changes')
    .selectAll()
    .where('booking_id', 'in', bookingIds)
    .orderBy('id')
    .execute();
}

/** Records the change with who and when, and sets the booking's status and flags. */
export async function changeStatus(
  db: DbOrTx,
  booking: BookingRow,
  change: { status: BookingStatus; flags: string[]; by: string; at: string },
): Promise<BookingRow> {
  await db
    .insertInto('booking_status_changes')
    .values({
      booking_id: booking.id,
      from_status: booking.status,
      to_status: change.status,
      changed_by: change.by,
      changed_at: change.at,
    })
    .execute();
  return db
    .updateTable('bookings')
    .set({ status: change.status, flags: JSON.stringify(change.flags), updated_at: change.at })
    .where('id', '=', booking.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Bookings and their amounts per status. */
export function totalsByStatus(db: DbOrTx) {
  return db
    .selectFrom('bookings')
    .select(['status', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum<number>('amount_paise').as('paise')])
    .groupBy('status')
    .execute();
}

/** Revenue and slots sold per event (cancelled excluded), the event booked most lately first. */
export function salesPerEvent(db: DbOrTx) {
  return db
    .selectFrom('bookings')
    .select((eb) => [
      'event_id as eventId',
      eb.fn.sum<number>('amount_paise').as('revenuePaise'),
      eb.fn.sum<number>('total_quantity').as('slotsSold'),
      eb.fn.max('created_at').as('lastBookedAt'),
    ])
    .where('status', '!=', 'cancelled')
    .groupBy('event_id')
    .orderBy('lastBookedAt', 'desc')
    .execute();
}

/** The event titles booked most lately, with their count of bookings. */
export function recentlyBookedTitles(db: DbOrTx, limit: number) {
  return db
    .selectFrom('bookings')
    .select((eb) => [
      'event_title',
      eb.fn.max('event_date').as('date'),
      eb.fn.countAll().as('n'),
      eb.fn.max('created_at').as('last'),
    ])
    .groupBy('event_title')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
}

/** The reference of each booking, and of each refund's booking. */
export async function referencesOf(
  db: DbOrTx,
  bookingIds: number[],
  refundIds: number[],
): Promise<{ bookings: Map<number, string>; refunds: Map<number, string> }> {
  const booked = bookingIds.length
    ? await db.selectFrom('bookings').select(['id', 'reference']).where('id', 'in', bookingIds).execute()
    : [];
  const refunded = refundIds.length
    ? await db
        .selectFrom('refunds')
        .innerJoin('bookings', 'bookings.id', 'refunds.booking_id')
        .select(['refunds.id', 'bookings.reference'])
        .where('refunds.id', 'in', refundIds)
        .execute()
    : [];
  return {
    bookings: new Map(booked.map((row) => [row.id, row.reference])),
    refunds: new Map(refunded.map((row) => [row.id, row.reference])),
  };
}
