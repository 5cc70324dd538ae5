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
  customer: {
    billedTo: '{{name}} എന്ന പേരിൽ, GSTIN {{gstin}}',
    open: 'ഇൻവോയ്സ് നിങ്ങളുടെ സ്ഥാപനത്തിന്റെ പേരിൽ വേണോ? GSTIN ചേർക്കുക',
    intro: 'ഇൻവോയ്സ് നൽകിയ മാസം തീരുന്നതുവരെ, റീഫണ്ട് ഒന്നും ഇല്ലെങ്കിൽ, ഇത് ചേർക്കാം.',
    gstin: 'GSTIN',
    save: 'ഇൻവോയ്സിൽ ചേർക്കുക',
    billedToGstin: 'GSTIN {{gstin}} എന്നതിന്റെ പേരിൽ',
  },
  refusals: {
    closed: 'ഈ ഇൻവോയ്സിൽ ഇനി GSTIN ചേർക്കാനാവില്ല: അതിന്റെ മാസം കഴിഞ്ഞു, അല്ലെങ്കിൽ റീഫണ്ട് നൽകി. ദയവായി ഞങ്ങളെ വിളിക്കുക.',
  },
};
