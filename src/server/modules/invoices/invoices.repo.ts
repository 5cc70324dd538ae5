import type { Insertable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { InvoiceRow, InvoicesTable } from '#server/db/schema.ts';

/**
 * The next number of a series in a financial year, taken in the caller's transaction: the counter's row
 * stays locked until it commits (PostgreSQL's row lock; SQLite's one writer), and a rollback gives the
 * number back, so the numbers have no gaps and no repeats.
 */
export async function takeNumber(db: DbOrTx, series: string, financialYear: string): Promise<number> {
  const row = await db
    .insertInto('invoice_counters')
    .values({ series, financial_year: financialYear, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['series', 'financial_year'])
        .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertInvoice(db: DbOrTx, values: Insertable<InvoicesTable>): Promise<InvoiceRow> {
  return db.insertInto('invoices').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A booking's invoice or receipt, when it has one. */
export function findBookingDocument(db: DbOrTx, bookingId: number): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', 'in', ['invoice', 'receipt'])
    .executeTakeFirst();
}

/** A booking's credit notes or refund receipts (a booking has one kind or the other), oldest first. */
export function refundDocumentsOf(db: DbOrTx, bookingId: number): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .where('kind', 'in', ['credit_note', 'refund_receipt'])
    .orderBy('id')
    .execute();
}

/** The tax invoices and credit notes issued on Kerala's days from `from` to `to`, in number order. */
export function taxDocumentsIssued(db: DbOrTx, from: string, to: string): Promise<InvoiceRow[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('kind', 'in', ['invoice', 'credit_note'])
    .where('issued_on', '>=', from)
    .where('issued_on', '<=', to)
    .orderBy('kind')
    .orderBy('financial_year')
    .orderBy('sequence')
    .execute();
}

export function findInvoiceById(db: DbOrTx, id: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDocumentOfRefund(db: DbOrTx, refundId: number): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
}

/** The customer's GSTIN and details on an invoice issued without them (see addInvoiceCustomer). */
export async function setInvoiceCustomer(db: DbOrTx, id: number, gstin: string, customerJson: string): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ customer_gstin: gstin, customer_json: customerJson })
    .where('id', '=', id)
    .where('customer_gstin', 'is', null)
    .execute();
}
