/** The booking page's links to its invoice or receipt and credit notes (issue 46). */
export const bookingDocumentsEn = {
  title: 'Invoice and credit notes',
  invoice: 'Tax invoice {{number}} (PDF)',
  receipt: 'Payment receipt (PDF)',
  creditNote: 'Credit note {{number}}, {{amount}} (PDF)',
  receiptsTitle: 'Receipts',
  refundReceipt: 'Refund receipt {{number}}, {{amount}} (PDF)',
};
