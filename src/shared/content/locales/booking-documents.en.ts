/** The booking page's links to its invoice or receipt and credit notes (issue 46). */
export const bookingDocumentsEn = {
  title: 'Invoice and credit notes',
  invoice: 'Tax invoice {{number}} (PDF)',
  receipt: 'Payment receipt (PDF)',
  creditNote: 'Credit note {{number}}, {{amount}} (PDF)',
  receiptsTitle: 'Receipts',
  refundReceipt: 'Refund receipt {{number}}, {{amount}} (PDF)',
  customer: {
    billedTo: 'Made out to {{name}}, GSTIN {{gstin}}',
    open: 'Need the invoice in your business’s name? Add your GSTIN',
    intro: 'You can add it until the end of the month the invoice was issued in, before any refund.',
    gstin: 'GSTIN',
    save: 'Add to the invoice',
    billedToGstin: 'Made out to GSTIN {{gstin}}',
  },
  refusals: {
    closed:
      'The GSTIN can no longer be added to this invoice: its month has ended or a refund was made. Please call us.',
  },
};
