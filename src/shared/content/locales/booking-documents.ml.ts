import type { Texts } from './texts-type.ts';
import type { bookingDocumentsEn } from './booking-documents.en.ts';

/** bookingDocumentsEn in Malayalam. */
export const bookingDocumentsMl: Texts<typeof bookingDocumentsEn> = {
  title: 'ഇൻവോയ്സും ക്രെഡിറ്റ് നോട്ടുകളും',
  invoice: 'ടാക്സ് ഇൻവോയ്സ് {{number}} (PDF)',
  receipt: 'പണമടച്ചതിന്റെ രസീത് (PDF)',
  creditNote: 'ക്രെഡിറ്റ് നോട്ട് {{number}}, {{amount}} (PDF)',
  receiptsTitle: 'രസീതുകൾ',
  refundReceipt: 'റീഫണ്ട് രസീത് {{number}}, {{amount}} (PDF)',
};
