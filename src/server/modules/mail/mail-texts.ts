/** The words of the mails, in each language a customer books in; {{name}} is filled in. */
export const MAIL_TEXTS = {
  en: {
    confirmation: {
      subject: 'Your mandi booking {{reference}} is confirmed',
      greeting: 'Hello {{name}},',
      intro: 'Thank you: your payment was received and your booking is confirmed.',
      reference: 'Booking reference: {{reference}}',
      event: 'Event: {{title}}, {{date}}',
      items: 'Items:',
      item: '- {{name}} × {{quantity}}',
      discount: 'Coupon discount ({{percent}}%): −{{amount}}',
      total: 'Total paid: {{amount}}',
      deliverTo: 'Delivery to: {{address}}',
      page: 'Your booking page, to see it again at any time (keep this link to yourself):',
      contact: 'Questions? Call {{phone}} or message us on WhatsApp: {{whatsApp}}',
      signature: '{{brand}}',
    },
  },
  ml: {
    confirmation: {
      subject: 'നിങ്ങളുടെ മന്തി ബുക്കിംഗ് {{reference}} സ്ഥിരീകരിച്ചു',
      greeting: 'നമസ്കാരം {{name}},',
      intro: 'നന്ദി: നിങ്ങളുടെ പേയ്‌മെന്റ് ലഭിച്ചു, ബുക്കിംഗ് സ്ഥിരീകരിച്ചു.',
      reference: 'ബുക്കിംഗ് റഫറൻസ്: {{reference}}',
      event: 'ഇവന്റ്: {{title}}, {{date}}',
      items: 'ഇനങ്ങൾ:',
      item: '- {{name}} × {{quantity}}',
      discount: 'കൂപ്പൺ കിഴിവ് ({{percent}}%): −{{amount}}',
      total: 'ആകെ അടച്ചത്: {{amount}}',
      deliverTo: 'ഡെലിവറി ചെയ്യേണ്ടത്: {{address}}',
      page: 'നിങ്ങളുടെ ബുക്കിംഗ് പേജ്, എപ്പോൾ വേണമെങ്കിലും വീണ്ടും കാണാൻ (ഈ ലിങ്ക് മറ്റാർക്കും നൽകരുത്):',
      contact: 'സംശയങ്ങളുണ്ടോ? {{phone}} എന്ന നമ്പറിൽ വിളിക്കുക, അല്ലെങ്കിൽ വാട്ട്‌സ്ആപ്പിൽ സന്ദേശം അയയ്ക്കുക: {{whatsApp}}',
      signature: '{{brand}}',
    },
  },
} as const;

export type MailLanguage = keyof typeof MAIL_TEXTS;
