import { csvDecimal, toCsv } from '#shared/domain/csv.ts';
import { basisPointsText } from '#shared/domain/gst.ts';
import { paiseToRupees } from '#shared/domain/money.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { InvoiceRow } from '#server/db/schema.ts';
import { findInvoiceById, taxDocumentsIssued } from './invoices.repo.ts';
import type { Customer, Seller } from './invoices.service.ts';

/** The columns a GST return (GSTR-1) is filed from; amounts in rupees, credit notes as positive amounts. */
export const EXPORT_HEADER = [
  'Kind',
  'Number',
  'Date',
  'Original invoice',
  'Original date',
  'Customer',
  'Customer GSTIN',
  'Place of supply',
  'SAC',
  'Taxable value',
  'CGST rate %',
  'CGST',
  'SGST rate %',
  'SGST',
  'Total',
  'Booking',
] as const;

const KIND_WORDS = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
  receipt: 'Receipt',
  refund_receipt: 'Refund receipt',
} as const;

const rupees = (paise: number) => csvDecimal(paiseToRupees(paise), 2);

/** The last day of a month ('2026-02' → '2026-02-28'). */
function lastDay(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** A month's tax invoices then credit notes, each in number order, issued on Kerala's days of the month. */
export async function invoiceExportCsv(db: DbOrTx, month: string): Promise<string> {
  const documents = await taxDocumentsIssued(db, `${month}-01`, lastDay(month));
  const originals = new Map<number, InvoiceRow | undefined>();
  for (const document of documents) {
    if (document.original_id !== null && !originals.has(document.original_id)) {
      originals.set(document.original_id, await findInvoiceById(db, document.original_id));
    }
  }
  const rows = documents.map((document) => {
    const customer = JSON.parse(document.customer_json) as Customer;
    const seller = JSON.parse(document.seller_json) as Seller;
    const original = document.original_id === null ? undefined : originals.get(document.original_id);
    return [
      KIND_WORDS[document.kind],
      document.number,
      document.issued_on,
      original?.number ?? '',
      original?.issued_on ?? '',
      customer.businessName || customer.name,
      document.customer_gstin ?? '',
      '32-Kerala',
      seller.sacCode,
      rupees(document.taxable_paise),
      basisPointsText(document.cgst_basis_points),
      rupees(document.cgst_paise),
      basisPointsText(document.sgst_basis_points),
      rupees(document.sgst_paise),
      rupees(document.total_paise),
      (JSON.parse(document.lines_json) as { reference: string }).reference,
    ];
  });
  return toCsv(EXPORT_HEADER, rows);
}
