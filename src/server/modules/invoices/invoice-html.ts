import { basisPointsText } from '#shared/domain/gst.ts';
import { formatEventDate } from '#shared/domain/event-date.ts';
import { inLanguage } from '#shared/domain/in-language.ts';
import { formatRupees } from '#shared/domain/money.ts';
import type { InvoiceRow } from '#server/db/schema.ts';
import {
  escapeHtml as e,
  printedPage,
  REPORT_FONT_FAMILY,
  translator,
} from '#server/modules/reports/reports.service.ts';
import type { Customer, DocumentLines, Seller } from './invoices.service.ts';

export type DocumentLanguage = 'en' | 'ml';

const STYLE = `
@page { size: A4; margin: 16mm; }
body { font-family: '${REPORT_FONT_FAMILY}', sans-serif; font-size: 11pt; color: #1c1917; }
h1 { font-size: 18pt; margin: 0 0 4mm; }
.parties { display: flex; gap: 10mm; margin: 4mm 0; }
.parties > div { flex: 1; }
.label { color: #57534e; font-size: 9pt; margin: 0; }
p { margin: 1mm 0; }
table { width: 100%; border-collapse: collapse; margin-top: 4mm; }
th, td { border-bottom: 1px solid #d6d3d1; padding: 2mm 1mm; text-align: left; }
td.money, th.money { text-align: right; white-space: nowrap; }
tr.total td { font-weight: 700; border-top: 2px solid #1c1917; }
.rule { color: #57534e; font-size: 9pt; margin-top: 6mm; }
`;

/** The invoice a credit note is against: its number and day. */
export interface Original {
  number: string;
  issuedOn: string;
}

const TITLES: Record<InvoiceRow['kind'], string> = {
  invoice: 'pdf.invoice',
  receipt: 'pdf.receipt',
  credit_note: 'pdf.creditNote',
  refund_receipt: 'pdf.refundReceipt',
};

/** A tax invoice, receipt, credit note or refund receipt as an A4 page, in the booking's language, ready for Chromium. */
export function documentHtml(document: InvoiceRow, language: DocumentLanguage, original?: Original): string {
  const t = translator(language);
  const words = (key: string, params?: Record<string, string | number>) => t(`ownerInvoices.${key}`, params);
  const seller = JSON.parse(document.seller_json) as Seller;
  const customer = JSON.parse(document.customer_json) as Customer;
  const lines = JSON.parse(document.lines_json) as DocumentLines;
  const title = words(TITLES[document.kind]);
  const taxed = document.kind === 'invoice' || document.kind === 'credit_note';
  const refunded = document.kind === 'credit_note' || document.kind === 'refund_receipt';
  const money = (paise: number) => `<td class="money">${e(formatRupees(paise))}</td>`;
  const row = (label: string, paise: number, className = '') =>
    `<tr class="${className}"><td colspan="3">${e(label)}</td>${money(paise)}</tr>`;

  const itemRows = refunded
    ? [
        `<tr><td>${e(words('pdf.refund'))}${document.note ? ` — ${e(document.note)}` : ''}</td><td>${taxed ? e(seller.sacCode) : ''}</td><td></td>${money(document.total_paise)}</tr>`,
      ]
    : [
        ...lines.items.map(
          (item) =>
            `<tr><td>${e(inLanguage(item.name, item.nameMl ?? '', language))}</td><td>${taxed ? e(seller.sacCode) : ''}</td><td>${item.quantity}</td>${money(item.linePaise)}</tr>`,
        ),
        ...(lines.discountPaise > 0
          ? [row(words('pdf.discount', { percent: lines.discountPercent }), -lines.discountPaise)]
          : []),
      ];
  const taxRows = taxed
    ? [
        row(words('pdf.taxable'), document.taxable_paise),
        row(words('pdf.cgst', { rate: basisPointsText(document.cgst_basis_points) }), document.cgst_paise),
        row(words('pdf.sgst', { rate: basisPointsText(document.sgst_basis_points) }), document.sgst_paise),
      ]
    : [];
  const totalLabel = words(
    document.kind === 'receipt' ? 'pdf.paid' : document.kind === 'refund_receipt' ? 'pdf.refunded' : 'pdf.total',
  );

  return printedPage({
    language,
    title: `${title} ${document.number}`,
    style: STYLE,
    body: `<h1>${e(title)}</h1>
<p>${e(words('pdf.number'))}: <strong>${e(document.number)}</strong></p>
<p>${e(words('pdf.date'))}: ${e(formatEventDate(document.issued_on, language))}</p>
<p>${e(words('pdf.booking'))}: ${e(lines.reference)}</p>
${original ? `<p>${e(words(taxed ? 'pdf.against' : 'pdf.againstReceipt', { number: original.number, date: formatEventDate(original.issuedOn, language) }))}</p>` : ''}
<div class="parties">
<div>
<p class="label">${e(words('pdf.seller'))}</p>
<p><strong>${e(seller.name)}</strong></p>
<p>${e(seller.address)}</p>
${seller.gstin && taxed ? `<p>${e(words('pdf.gstin', { gstin: seller.gstin }))}</p>` : ''}
${seller.phone ? `<p>${e(seller.phone)}</p>` : ''}
</div>
<div>
<p class="label">${e(words('pdf.customer'))}</p>
${customer.businessName ? `<p><strong>${e(customer.businessName)}</strong></p>` : ''}
<p>${customer.businessName ? e(customer.name) : `<strong>${e(customer.name)}</strong>`}</p>
<p>${e(customer.address)}, ${e(customer.pincode)}</p>
<p>${e(customer.phone)}</p>
${document.customer_gstin && taxed ? `<p>${e(words('pdf.gstin', { gstin: document.customer_gstin }))}</p>` : ''}
</div>
</div>
<p>${e(words('pdf.event', { title: inLanguage(lines.event.title, lines.event.titleMl, language), date: formatEventDate(lines.event.date, language) }))}</p>
${taxed ? `<p>${e(words('pdf.placeOfSupply'))}</p>` : ''}
<table>
<thead><tr><th>${e(words('pdf.description'))}</th><th>${taxed ? e(words('pdf.sac')) : ''}</th><th>${e(words('pdf.quantity'))}</th><th class="money">${e(words('pdf.amount'))}</th></tr></thead>
<tbody>
${itemRows.join('\n')}
${taxRows.join('\n')}
${row(totalLabel, document.total_paise, 'total')}
</tbody>
</table>
<p class="rule">${e(words(taxed ? 'rule' : refunded ? 'pdf.refundReceiptNote' : 'pdf.receiptNote'))}</p>
<p class="rule">${e(words('pdf.generated'))}</p>`,
  });
}
