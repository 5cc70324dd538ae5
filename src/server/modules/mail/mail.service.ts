import type { DbOrTx } from '#server/db/database.ts';
import type { BookingRow, MailOutboxRow, RefundRow, WaitingEntry } from '#server/db/schema.ts';
import { missingForMail, type MailNeed } from '#shared/domain/mail-readiness.ts';
import type { BusinessSettings } from '#shared/schemas/settings.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.service.ts';
import { findEventById } from '#server/modules/events/events.service.ts';
import { documentOfRefund } from '#server/modules/invoices/invoices.service.ts';
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingRefundMail,
  type ComposedMail,
  type MailSite,
} from './booking-mails.ts';
import { waitingOfferMail } from './waiting-offer.ts';
import { mailLanguage } from './mail-texts.ts';
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

/**
 * Puts a refund's mail in the outbox, in the transaction that records the gateway paid it back (the
 * owner's refund or a cancellation's), with its credit note or refund receipt. Once per refund.
 */
export async function queueBookingRefund(
  tx: DbOrTx,
  booking: BookingRow,
  refund: RefundRow,
  at: string,
): Promise<void> {
  if (!booking.email) return;
  const to = { address: booking.email, language: booking.language };
  await queueOnce(tx, BOOKING_REFUND, { column: 'refund_id', id: refund.id }, to, at);
}

/** Puts a waiting-list offer's mail in the outbox, in the offer's own transaction; none without an address. */
export async function queueWaitingOffer(tx: DbOrTx, entry: WaitingEntry): Promise<void> {
  if (!entry.email || !entry.offered_at) return;
  const to = { address: entry.email, language: entry.language };
  await queueOnce(tx, WAITING_OFFER, { column: 'waiting_entry_id', id: entry.id }, to, entry.offered_at);
}

/**
 * Puts a mail whose words are written now (a supplier's purchase list) in the outbox, due at once; it is
 * sent as the others are, with their retries and the admin's outbox view.
 */
export async function queueWrittenMail(
  tx: DbOrTx,
  kind: string,
  to: { address: string; language: string },
  words: { subject: string; text: string },
  at = new Date().toISOString(),
): Promise<void> {
  await tx
    .insertInto('mail_outbox')
    .values({
      kind,
      booking_id: null,
      to_address: to.address,
      language: to.language,
      status: 'waiting',
      next_attempt_at: at,
      created_at: at,
      subject: words.subject,
      body_text: words.text,
    })
    .execute();
}

export interface Sender {
  mailer: Mailer;
  /** MAIL_FROM, else the business's contact address. */
  from: string | undefined;
  publicUrl: string | undefined;
  brand: string;
  /** Where the bookings the mails tell of are read. */
  subjects: MailSubjects;
}

/**
 * What the outbox reads of the bookings, refunds and waiting entries its mails tell of: the bookings
 * module owns those tables and gives this (bookings/mail-subjects.service.ts); mail only queues and sends.
 */
export interface MailSubjects {
  booking(db: DbOrTx, id: number): Promise<BookingRow>;
  refund(db: DbOrTx, id: number): Promise<RefundRow>;
  /** Paise refunded of the booking by refunds not failed, made at or before `at`. */
  refundedBy(db: DbOrTx, bookingId: number, at: string): Promise<number>;
  waitingEntry(db: DbOrTx, id: number): Promise<WaitingEntry>;
  /** What the admin knows each mail's subject by: a booking's reference, else the waiting entry's name. */
  names(db: DbOrTx, mails: Pick<MailOutboxRow, 'booking_id' | 'refund_id' | 'waiting_entry_id'>[]): Promise<string[]>;
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
  const composed = await composeKind(db, mail, settings, site, sender.subjects);
  return { ...composed, from, to: mail.to_address };
}

async function composeKind(
  db: DbOrTx,
  mail: MailOutboxRow,
  settings: BusinessSettings,
  site: MailSite,
  subjects: MailSubjects,
): Promise<ComposedMail> {
  if (mail.subject !== null && mail.body_text !== null) {
    return { to: mail.to_address, subject: mail.subject, text: mail.body_text, language: mailLanguage(mail.language) };
  }
  if (mail.kind === WAITING_OFFER) {
    const entry = await subjects.waitingEntry(db, mail.waiting_entry_id!);
    const event = await findEventById(db, entry.event_id);
    if (!event) throw new Error('No event for this mail');
    return waitingOfferMail(entry, { title: event.title, titleMl: event.title_ml, date: event.date }, settings, site);
  }
  if (mail.kind === BOOKING_REFUND) {
    const refund = await subjects.refund(db, mail.refund_id!);
    const booking = await subjects.booking(db, refund.booking_id);
    const document = await documentOfRefund(db, refund.id);
    const linked =
      document && (document.kind === 'credit_note' || document.kind === 'refund_receipt')
        ? { id: document.id, kind: document.kind }
        : undefined;
    return bookingRefundMail(booking, refund.amount_paise, settings, site, linked);
  }
  const booking = await subjects.booking(db, mail.booking_id!);
  if (mail.kind === BOOKING_CANCELLED) {
    // The refunds made with the cancellation (or before it); a later refund has its own mail.
    const refunded = await subjects.refundedBy(db, booking.id, mail.created_at);
    return bookingCancelledMail(booking, refunded, settings, site);
  }
  return bookingConfirmationMail(booking, settings, site);
}

/** The newest 100 mails with their booking's reference, and how many mails are in each state. */
export async function outboxForAdmin(
  db: DbOrTx,
  subjects: MailSubjects,
): Promise<{ counts: Record<(typeof MAIL_STATUSES)[number], number>; mails: OutboxMail[] }> {
  const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(100).execute();
  const names = await subjects.names(db, rows);
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
    mails: rows.map((row, index) => ({
      id: row.id,
      kind: row.kind,
      bookingId: names[index] ?? '',
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
