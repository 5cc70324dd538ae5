import type { DbOrTx } from '#server/db/database.ts';
import type { BookingRow, MailOutboxRow, RefundRow, WaitingEntry } from '#server/db/schema.ts';
import { missingForMail, type MailNeed } from '#shared/domain/mail-readiness.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingRefundMail,
  type ComposedMail,
  type MailSite,
} from './booking-mails.ts';
import { waitingOfferMail } from './waiting-offer.ts';
import { retryWaitMs } from '#server/lib/retry-wait.ts';
import type { Mailer } from './mailer.ts';
import { MAIL_STATUSES, type OutboxMail } from '#shared/schemas/mail.ts';

export const BOOKING_CONFIRMATION = 'booking-confirmation';
export const BOOKING_CANCELLED = 'booking-cancelled';
export const BOOKING_REFUND = 'booking-refund';
export const WAITING_OFFER = 'waiting-list-offer';

/** Tries before a mail is given up as failed: the waits between them add up to about three days. */
export const MAX_ATTEMPTS = 10;
/** While one server sends a mail, the others leave it alone this long. */
const SENDING_MS = 2 * 60_000;

/** What a mail tells of: the outbox keeps one mail of a kind for each. */
type MailAbout = { column: 'booking_id' | 'refund_id' | 'waiting_entry_id'; id: number };

/** Puts a mail in the outbox, due at `at`, unless one of its kind about the same thing is there already. */
async function queueOnce(
  tx: DbOrTx,
  kind: string,
  about: MailAbout,
  to: { address: string; language: string },
  at: string,
): Promise<void> {
  const idIf = (column: MailAbout['column']) => (about.column === column ? about.id : null);
  await tx
    .insertInto('mail_outbox')
    .values({
      kind,
      booking_id: idIf('booking_id'),
      refund_id: idIf('refund_id'),
      waiting_entry_id: idIf('waiting_entry_id'),
      to_address: to.address,
      language: to.language,
      status: 'waiting',
      next_attempt_at: at,
      created_at: at,
    })
    .onConflict((conflict) => conflict.columns(['kind', about.column]).doNothing())
    .execute();
}

/**
 * Puts a paid booking's confirmation in the outbox, in the booking's own transaction: it goes out only
 * if the booking commits, and the payment never waits for a mail server. Once per booking.
 */
export async function queueBookingConfirmation(tx: DbOrTx, booking: BookingRow): Promise<void> {
  if (!booking.email) return;
  const to = { address: booking.email, language: booking.language };
  await queueOnce(tx, BOOKING_CONFIRMATION, { column: 'booking_id', id: booking.id }, to, booking.created_at);
}

/**
 * Puts a cancelled booking's mail in the outbox, in the cancellation's own transaction (by the customer
 * or the owner): it tells of the refund made with it, if any. Once per booking.
 */
export async function queueBookingCancelled(tx: DbOrTx, booking: BookingRow, at: string): Promise<void> {
  if (!booking.email) return;
  const to = { address: booking.email, language: booking.language };
  await queueOnce(tx, BOOKING_CANCELLED, { column: 'booking_id', id: booking.id }, to, at);
}

/** Puts the mail of the owner's refund in the outbox, in the refund's own transaction. Once per refund. */
export async function queueBookingRefund(tx: DbOrTx, booking: BookingRow, refund: RefundRow): Promise<void> {
  if (!booking.email) return;
  const to = { address: booking.email, language: booking.language };
  await queueOnce(tx, BOOKING_REFUND, { column: 'refund_id', id: refund.id }, to, refund.created_at);
}

/** Puts a waiting-list offer's mail in the outbox, in the offer's own transaction; none without an address. */
export async function queueWaitingOffer(tx: DbOrTx, entry: WaitingEntry): Promise<void> {
  if (!entry.email || !entry.offered_at) return;
  const to = { address: entry.email, language: entry.language };
  await queueOnce(tx, WAITING_OFFER, { column: 'waiting_entry_id', id: entry.id }, to, entry.offered_at);
}

export interface Sender {
  mailer: Mailer;
  /** MAIL_FROM, else the business's contact address. */
  from: string | undefined;
  publicUrl: string | undefined;
  brand: string;
}

/** What this sender still lacks before customer mail may go out (see missingForMail). */
export function missingForSender(sender: Pick<Sender, 'from' | 'publicUrl'>, settings: BusinessSettings): MailNeed[] {
  return missingForMail({ mailServer: true, publicUrl: sender.publicUrl, mailFrom: sender.from }, settings);
}

/**
 * Sends the mails that are due, oldest first. Each is claimed before it is sent, so that another
 * server running the same round skips it; a failed try waits longer each time (retryWaitMs) and the
 * last one marks the mail failed, with the mail server's answer kept for the admin. Nothing is sent
 * while PUBLIC_URL or the business's contact is missing: the mail waits, untried, until they are set.
 */
export async function sendDueMail(
  db: DbOrTx,
  sender: Sender,
  now = new Date(),
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const settings = await readBusinessSettings(db);
  if (missingForSender(sender, settings).length > 0) return { sent: 0, failed: 0 };
  const due = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'waiting')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const mail of due) {
    if (!(await claim(db, mail, now))) continue;
    try {
      await sender.mailer.send(await compose(db, mail, sender, settings));
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: new Date().toISOString(), last_error: null })
        .where('id', '=', mail.id)
        .execute();
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .updateTable('mail_outbox')
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'waiting',
          next_attempt_at: new Date(now.getTime() + retryWaitMs(attempts)).toISOString(),
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where('id', '=', mail.id)
        .execute();
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Takes the mail for this server's try: counts the try and holds the others off while it sends. */
async function claim(db: DbOrTx, mail: MailOutboxRow, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: mail.attempts + 1, next_attempt_at: new Date(now.getTime() + SENDING_MS).toISOString() })
    .where('id', '=', mail.id)
    .where('status', '=', 'waiting')
    .where('attempts', '=', mail.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function compose(db: DbOrTx, mail: MailOutboxRow, sender: Sender, settings: BusinessSettings) {
  const from = sender.from ?? settings.contactEmail;
  const site: MailSite = { publicUrl: sender.publicUrl ?? '', brand: sender.brand };
  const composed = await composeKind(db, mail, settings, site);
  return { ...composed, from, to: mail.to_address };
}

async function composeKind(
  db: DbOrTx,
  mail: MailOutboxRow,
  settings: BusinessSettings,
  site: MailSite,
): Promise<ComposedMail> {
  if (mail.kind === WAITING_OFFER) {
    const entry = await db
      .selectFrom('waiting_list')
      .innerJoin('events', 'events.id', 'waiting_list.event_id')
      .selectAll('waiting_list')
      .select(['events.title', 'events.title_ml', 'events.date'])
      .where('waiting_list.id', '=', mail.waiting_entry_id!)
      .executeTakeFirstOrThrow();
    return waitingOfferMail(entry, { title: entry.title, titleMl: entry.title_ml, date: entry.date }, settings, site);
  }
  if (mail.kind === BOOKING_REFUND) {
    const refund = await db
      .selectFrom('refunds')
      .selectAll()
      .where('id', '=', mail.refund_id!)
      .executeTakeFirstOrThrow();
    return bookingRefundMail(await bookingOf(db, refund.booking_id), refund.amount_paise, settings, site);
  }
  const booking = await bookingOf(db, mail.booking_id!);
  if (mail.kind === BOOKING_CANCELLED) {
    // The refunds made with the cancellation (or before it); a later refund has its own mail.
    const refunds = await db
      .selectFrom('refunds')
      .select('amount_paise')
      .where('booking_id', '=', booking.id)
      .where('status', '!=', 'failed')
      .where('created_at', '<=', mail.created_at)
      .execute();
    const refunded = refunds.reduce((sum, refund) => sum + refund.amount_paise, 0);
    return bookingCancelledMail(booking, refunded, settings, site);
  }
  return bookingConfirmationMail(booking, settings, site);
}

function bookingOf(db: DbOrTx, id: number): Promise<BookingRow> {
  return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The newest 100 mails with their booking's reference, and how many mails are in each state. */
export async function outboxForAdmin(
  db: DbOrTx,
): Promise<{ counts: Record<(typeof MAIL_STATUSES)[number], number>; mails: OutboxMail[] }> {
  const rows = await db
    .selectFrom('mail_outbox')
    .leftJoin('refunds', 'refunds.id', 'mail_outbox.refund_id')
    .leftJoin('bookings', 'bookings.id', 'mail_outbox.booking_id')
    .leftJoin('bookings as refunded', 'refunded.id', 'refunds.booking_id')
    .leftJoin('waiting_list', 'waiting_list.id', 'mail_outbox.waiting_entry_id')
    .select([
      'mail_outbox.id',
      'mail_outbox.kind',
      'bookings.reference',
      'refunded.reference as refundedReference',
      'waiting_list.name as waitingName',
      'mail_outbox.to_address',
      'mail_outbox.language',
      'mail_outbox.status',
      'mail_outbox.attempts',
      'mail_outbox.next_attempt_at',
      'mail_outbox.last_error',
      'mail_outbox.created_at',
      'mail_outbox.sent_at',
    ])
    .orderBy('mail_outbox.id', 'desc')
    .limit(100)
    .execute();
  const counted = await db
    .selectFrom('mail_outbox')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts = Object.fromEntries(
    MAIL_STATUSES.map((status) => [status, Number(counted.find((row) => row.status === status)?.n ?? 0)]),
  ) as Record<(typeof MAIL_STATUSES)[number], number>;
  return {
    counts,
    mails: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      bookingId: row.reference ?? row.refundedReference ?? row.waitingName ?? '',
      to: row.to_address,
      language: row.language,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'waiting' ? row.next_attempt_at : null,
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
  };
}
