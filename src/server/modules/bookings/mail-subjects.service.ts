import type { MailSubjects } from '#server/modules/mail/mail.service.ts';
import * as bookings from './bookings.repo.ts';
import * as refunds from './refunds.repo.ts';
import * as waitingList from './waiting-list.repo.ts';

function found<Row>(row: Row | undefined, what: string): Row {
  if (!row) throw new Error(`No ${what} for this mail`);
  return row;
}

/** The bookings, refunds and waiting entries the mail outbox tells of, read from their tables here. */
export const bookingMailSubjects: MailSubjects = {
  booking: async (db, id) => found(await bookings.findBookingById(db, id), 'booking'),
  refund: async (db, id) => found(await refunds.findRefund(db, id), 'refund'),
  refundedBy: refunds.refundedBy,
  waitingEntry: async (db, id) => found(await waitingList.findEntryById(db, id), 'waiting-list entry'),
  async names(db, mails) {
    const ids = (column: 'booking_id' | 'refund_id' | 'waiting_entry_id') =>
      mails.map((mail) => mail[column]).filter((id): id is number => id !== null);
    const references = await bookings.referencesOf(db, ids('booking_id'), ids('refund_id'));
    const entries = new Map(
      (await waitingList.namesOfEntries(db, ids('waiting_entry_id'))).map((entry) => [entry.id, entry.name]),
    );
    return mails.map(
      (mail) =>
        (mail.booking_id !== null ? references.bookings.get(mail.booking_id) : undefined) ??
        (mail.refund_id !== null ? references.refunds.get(mail.refund_id) : undefined) ??
        (mail.waiting_entry_id !== null ? entries.get(mail.waiting_entry_id) : undefined) ??
        '',
    );
  },
};
