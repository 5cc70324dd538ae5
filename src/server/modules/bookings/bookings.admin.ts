import { sql } from 'kysely';
import { toCsv } from '#shared/domain/csv.ts';
import type { AdminBooking, BookingFlag, BookingStatus, BookingsSummary } from '#shared/schemas/bookings.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { BookingRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/lib/http-error.ts';
import { findEventById } from '#server/modules/events/events.repo.ts';
import { lockEventCapacity, usedSlots } from './capacity.ts';
import { paiseToRupees } from '#shared/domain/money.ts';

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

async function withHistory(db: DbOrTx, rows: BookingRow[]): Promise<AdminBooking[]> {
  const ids = rows.map((row) => row.id);
  const changes = ids.length
    ? await db.selectFrom('booking_status_changes').selectAll().where('booking_id', 'in', ids).orderBy('id').execute()
    : [];
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

/** Newest first, a page at a time, with the number that match. */
export async function listBookings(db: Db, filter: BookingFilter & { page: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: await withHistory(db, rows), total: Number(count.n), page: filter.page, pageSize: filter.pageSize };
}

/**
 * Any status to any status, recorded with who and when. Bringing a cancelled
 * booking back takes its slots again; when they are gone meanwhile it is flagged over capacity.
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
      const current = await tx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound('Booking not found');
      if (current.status === status) return current;
      await lockEventCapacity(tx, current.event_id);
      const now = new Date().toISOString();
      const flags = new Set<BookingFlag>(JSON.parse(current.flags));
      if (current.status === 'cancelled') {
        const event = await findEventById(tx, current.event_id);
        const used = await usedSlots(tx, current.event_id, now);
        if (event && used + current.total_quantity > event.max_orders) flags.add('over_capacity');
      }
      await tx
        .insertInto('booking_status_changes')
        .values({ booking_id: id, from_status: current.status, to_status: status, changed_by: by, changed_at: now })
        .execute();
      return tx
        .updateTable('bookings')
        .set({ status, flags: JSON.stringify([...flags]), updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
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
  'Created',
];

/** Everything the filter matches, as CSV (rupees with paise). */
export async function bookingsCsv(db: Db, filter: BookingFilter): Promise<string> {
  const rows = await filtered(db, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.reference,
      row.status,
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
      row.created_at,
    ]),
  );
}

/** The overview: counts and revenue (cancelled excluded), recent events and bookings, sales per event. */
export async function bookingsSummary(db: Db): Promise<BookingsSummary> {
  const [byStatus, perEvent, recent] = await Promise.all([
    db
      .selectFrom('bookings')
      .select(['status', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum<number>('amount_paise').as('paise')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('bookings')
      .innerJoin('events', 'events.id', 'bookings.event_id')
      .select((eb) => [
        'events.id as eventId',
        'events.title',
        'events.date',
        'events.max_orders as maxOrders',
        eb.fn.sum<number>('bookings.amount_paise').as('revenuePaise'),
        eb.fn.sum<number>('bookings.total_quantity').as('slotsSold'),
        eb.fn.max('bookings.created_at').as('lastBookedAt'),
      ])
      .where('bookings.status', '!=', 'cancelled')
      .groupBy(['events.id', 'events.title', 'events.date', 'events.max_orders'])
      .orderBy('lastBookedAt', 'desc')
      .execute(),
    db.selectFrom('bookings').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(3).execute(),
  ]);
  const count = (status: BookingStatus) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  const recentTitles = await db
    .selectFrom('bookings')
    .select((eb) => [
      'event_title',
      eb.fn.max('event_date').as('date'),
      eb.fn.countAll().as('n'),
      eb.fn.max('created_at').as('last'),
    ])
    .groupBy('event_title')
    .orderBy('last', 'desc')
    .limit(3)
    .execute();
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
