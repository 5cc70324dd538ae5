import { toCsv } from '#shared/domain/csv.ts';
import { bookingMoneyTextKey, wordBookingStatus } from '#shared/domain/booking-status-words.ts';
import { bookingState, ownerTransition } from '#shared/domain/booking-state.ts';
import { formatKeralaStamp } from '#shared/domain/kerala-time.ts';
import { paiseToRupees } from '#shared/domain/money.ts';
import { englishText } from '#shared/content/messages.ts';
import type { AdminBooking, BookingFlag, BookingsSummary, BookingStatus } from '#shared/schemas/bookings.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { BookingRow, BookingStatusChange, RefundRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { lockCapacity } from '#server/modules/capacity/capacity.service.ts';
import { findEventsByIds } from '#server/modules/events/events.service.ts';
import * as repo from './bookings.repo.ts';
import { queueBookingCancelled } from '#server/modules/mail/mail.service.ts';
import { offerFreedSlots } from './waiting-list.service.ts';
import { unpaidLimit } from './unpaid-limit.ts';
import { refundsOfBookings, refundsOfSalesPerEvent } from './refunds.repo.ts';
import { refundablePaise, refundsMade } from './refunds.service.ts';

function toAdminBookings(rows: BookingRow[], changes: BookingStatusChange[], refunds: RefundRow[]): AdminBooking[] {
  return rows.map((row) => {
    const own = refunds.filter((refund) => refund.booking_id === row.id);
    return {
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
      refunds: own.map((refund) => ({
        id: refund.id,
        amountPaise: refund.amount_paise,
        reason: refund.reason,
        by: refund.requested_by,
        status: refund.status,
        at: refund.created_at,
        lastError: refund.last_error,
      })),
      refundablePaise: refundablePaise(row.amount_paise, own),
    };
  });
}

async function withHistory(db: DbOrTx, rows: BookingRow[]): Promise<AdminBooking[]> {
  const ids = rows.map((row) => row.id);
  const [changes, refunds] = await Promise.all([repo.statusChangesOf(db, ids), refundsOfBookings(db, ids)]);
  return toAdminBookings(rows, changes, refunds);
}

/** One booking as the admin sees it. */
export async function findAdminBooking(db: DbOrTx, id: number): Promise<AdminBooking> {
  const row = await repo.findBookingById(db, id);
  if (!row) throw textRefusal(404, 'refusals.bookings.notFound');
  return (await withHistory(db, [row]))[0]!;
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
 * A status the booking's state allows (booking-state.ts: a move that contradicts its money is refused,
 * 409 with the reason's text key), recorded with who and when. Bringing a cancelled booking back takes
 * its slots again through the event's capacity counter; when they are gone meanwhile it is refused (409
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
      if (!found) throw textRefusal(404, 'refusals.bookings.notFound');
      if (found.status === status) return found;
      const capacity = await lockCapacity(tx, found.event_id);
      // Read again under the lock: another change of the same booking may have landed meanwhile.
      const current = (await repo.findBookingById(tx, id))!;
      if (current.status === status) return current;
      const state = bookingState(
        current.status,
        current.amount_paise,
        refundsMade(await refundsOfBookings(tx, [current.id])),
      );
      const transition = ownerTransition(state, status);
      if (!transition.allowed) {
        throw textRefusal(409, transition.refusal.key, { reference: current.reference, ...transition.refusal.params });
      }
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
        await offerFreedSlots(tx, capacity, unpaidLimit.of(db));
      }
      const changed = await repo.changeStatus(tx, current, { status, flags: [...flags], by, at: now });
      if (status === 'cancelled') await queueBookingCancelled(tx, changed, now);
      await capacity.save(tx);
      return changed;
    },
    { isolation: 'read committed' },
  );
  return (await withHistory(db, [row]))[0]!;
}

/**
 * The margin of each event asked for, given by the margins module (which builds on bookings, so bookings
 * cannot import it): the app hands it over. An event it does not know is left out.
 */
export type EventMarginColumns = (
  db: DbOrTx,
  eventIds: number[],
) => Promise<Map<number, { marginPaise: number; marginPerPlatePaise: number; ifSoldOutMarginPaise: number }>>;

/** The export's columns of the booking's event's margin (the same on each of its bookings). */
const MARGIN_HEADER = ['Event margin', 'Event margin per plate', 'Event margin if sold out'];

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
  'Refunded',
  'Refund pending',
  'Money',
  'Flags',
  'Created (IST)',
];

/**
 * Everything the filter matches, as CSV (rupees with paise): statuses in the words the admin shows,
 * times on Kerala's clock as the screens show them.
 */
export async function bookingsCsv(
  db: Db,
  filter: repo.BookingFilter,
  eventMargins?: EventMarginColumns,
): Promise<string> {
  const rows = await repo.findBookings(db, filter);
  const refunds = await refundsOfBookings(
    db,
    rows.map((row) => row.id),
  );
  const margins = eventMargins ? await eventMargins(db, [...new Set(rows.map((row) => row.event_id))]) : null;
  const marginCells = (row: BookingRow) => {
    const margin = margins?.get(row.event_id);
    if (!margin) return ['', '', ''];
    return [margin.marginPaise, margin.marginPerPlatePaise, margin.ifSoldOutMarginPaise].map((paise) =>
      paiseToRupees(paise).toFixed(2),
    );
  };
  const refunded = (row: BookingRow, statuses: string[]) =>
    paiseToRupees(
      refunds
        .filter((refund) => refund.booking_id === row.id && statuses.includes(refund.status))
        .reduce((sum, refund) => sum + refund.amount_paise, 0),
    ).toFixed(2);
  const money = (row: BookingRow) => {
    const own = refunds.filter((refund) => refund.booking_id === row.id);
    const { state } = bookingState(row.status, row.amount_paise, refundsMade(own)).money;
    return englishText(bookingMoneyTextKey(state)) ?? state;
  };
  return toCsv(
    margins ? [...CSV_HEADER, ...MARGIN_HEADER] : CSV_HEADER,
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
      refunded(row, ['processed']),
      refunded(row, ['requested', 'pending']),
      money(row),
      (JSON.parse(row.flags) as string[]).join(' '),
      formatKeralaStamp(row.created_at),
      ...(margins ? marginCells(row) : []),
    ]),
  );
}

/**
 * The overview: counts and revenue (cancelled bookings and refunds of the others excluded), recent events
 * and bookings, sales per event.
 */
export async function bookingsSummary(db: Db): Promise<BookingsSummary> {
  const [byStatus, perEvent, recent, recentTitles, refunded] = await Promise.all([
    repo.totalsByStatus(db),
    repo.salesPerEvent(db),
    repo.findBookings(db, {}, { limit: 3, offset: 0 }),
    repo.recentlyBookedTitles(db, 3),
    refundsOfSalesPerEvent(db),
  ]);
  const events = new Map(
    (
      await findEventsByIds(
        db,
        perEvent.map((row) => row.eventId),
      )
    ).map((event) => [event.id, event]),
  );
  const refundedOf = (eventId: number) => Number(refunded.find((row) => row.eventId === eventId)?.paise ?? 0);
  const allRefunded = refunded.reduce((sum, row) => sum + Number(row.paise ?? 0), 0);
  const count = (status: BookingStatus) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  return {
    counts: {
      total: byStatus.reduce((sum, row) => sum + Number(row.n), 0),
      pending: count('pending'),
      confirmed: count('confirmed'),
      delivered: count('delivered'),
      cancelled: count('cancelled'),
    },
    revenuePaise:
      byStatus.filter((row) => row.status !== 'cancelled').reduce((sum, row) => sum + Number(row.paise), 0) -
      allRefunded,
    recentEvents: recentTitles.map((row) => ({
      title: row.event_title,
      date: String(row.date),
      bookings: Number(row.n),
    })),
    recentBookings: await withHistory(db, recent),
    perEvent: perEvent.flatMap((row) => {
      const event = events.get(row.eventId);
      if (!event) return [];
      return [
        {
          eventId: row.eventId,
          title: event.title,
          date: event.date,
          revenuePaise: Number(row.revenuePaise) - refundedOf(row.eventId),
          slotsSold: Number(row.slotsSold),
          maxOrders: event.max_orders,
        },
      ];
    }),
  };
}
