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
    offer: {
      subject: 'A slot is free for you: {{title}}',
      greeting: 'Hello {{name}},',
      intro: 'Good news: {{count}} slot(s) of {{title}} ({{date}}) have freed, and we are holding them for you.',
      until: 'They are yours until {{time}}. Order and pay from this link before then:',
      after: 'After that time the slots go to the next person in line.',
      contact: 'Questions? Call {{phone}} or message us on WhatsApp: {{whatsApp}}',
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
    offer: {
      subject: 'നിങ്ങൾക്കായി ഒരു സ്ലോട്ട് ഒഴിവുണ്ട്: {{title}}',
      greeting: 'നമസ്കാരം {{name}},',
      intro: 'സന്തോഷവാർത്ത: {{title}} ({{date}}) ഇവന്റിൽ {{count}} സ്ലോട്ട് ഒഴിവായി, അവ ഞങ്ങൾ നിങ്ങൾക്കായി മാറ്റിവെച്ചിരിക്കുന്നു.',
      until: '{{time}} വരെ അവ നിങ്ങളുടേതാണ്. അതിനുമുമ്പ് ഈ ലിങ്കിൽ നിന്ന് ഓർഡർ ചെയ്ത് പണമടയ്ക്കുക:',
      after: 'അതിനുശേഷം സ്ലോട്ടുകൾ ലിസ്റ്റിലെ അടുത്ത ആൾക്ക് ലഭിക്കും.',
      contact: 'സംശയങ്ങളുണ്ടോ? {{phone}} എന്ന നമ്പറിൽ വിളിക്കുക, അല്ലെങ്കിൽ വാട്ട്‌സ്ആപ്പിൽ സന്ദേശം അയയ്ക്കുക: {{whatsApp}}',
    },
  },
} as const;

export type MailLanguage = keyof typeof MAIL_TEXTS;
