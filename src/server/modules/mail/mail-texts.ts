import { TextStore, type TextOptions } from '#shared/content/text-store.ts';

const CONTACT_EN = 'Questions? Call {{phone}} or message us on WhatsApp: {{whatsApp}}';
const CONTACT_ML = 'സംശയങ്ങളുണ്ടോ? {{phone}} എന്ന നമ്പറിൽ വിളിക്കുക, അല്ലെങ്കിൽ വാട്ട്‌സ്ആപ്പിൽ സന്ദേശം അയയ്ക്കുക: {{whatsApp}}';
const PAGE_EN = 'Your booking page, to see it again at any time (keep this link to yourself):';
const PAGE_ML = 'നിങ്ങളുടെ ബുക്കിംഗ് പേജ്, എപ്പോൾ വേണമെങ്കിലും വീണ്ടും കാണാൻ (ഈ ലിങ്ക് മറ്റാർക്കും നൽകരുത്):';

/** The words of the mails in English; {{name}} is filled in, `_one`/`_other` chosen by the count. */
const en = {
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
    invoice: 'Your invoice or receipt (PDF):',
    page: PAGE_EN,
    contact: CONTACT_EN,
    signature: '{{brand}}',
  },
  cancelled: {
    subject: 'Your mandi booking {{reference}} is cancelled',
    intro: 'Your booking {{reference}} for {{title}} ({{date}}) is cancelled.',
    refund: 'A refund of {{amount}} is on its way back to the account you paid from; banks take up to 7 working days.',
    noRefund: 'No refund is due for this booking.',
  },
  refund: {
    subject: 'A refund of {{amount}} for your mandi booking {{reference}}',
    intro: 'We have sent {{amount}} back for your booking {{reference}} ({{title}}, {{date}}).',
    time: 'It goes back to the account you paid from; banks take up to 7 working days to show it.',
    creditNote: 'Your credit note for this refund (PDF):',
    refundReceipt: 'Your receipt for this refund (PDF):',
  },
  offer: {
    subject: 'A slot is free for you: {{title}}',
    intro_one: 'Good news: {{count}} slot of {{title}} ({{date}}) has freed, and we are holding it for you.',
    intro_other: 'Good news: {{count}} slots of {{title}} ({{date}}) have freed, and we are holding them for you.',
    until_one: 'It is yours until {{time}}. Order and pay from this link before then:',
    until_other: 'They are yours until {{time}}. Order and pay from this link before then:',
    after_one: 'After that time the slot goes to the next person in line.',
    after_other: 'After that time the slots go to the next person in line.',
  },
};

type MailTexts = { [Part in keyof typeof en]: Record<keyof (typeof en)[Part], string> };

const ml: MailTexts = {
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
    invoice: 'നിങ്ങളുടെ ഇൻവോയ്സ് അല്ലെങ്കിൽ രസീത് (PDF):',
    page: PAGE_ML,
    contact: CONTACT_ML,
    signature: '{{brand}}',
  },
  cancelled: {
    subject: 'നിങ്ങളുടെ മന്തി ബുക്കിംഗ് {{reference}} റദ്ദാക്കി',
    intro: '{{title}} ({{date}}) എന്ന ഇവന്റിനുള്ള നിങ്ങളുടെ ബുക്കിംഗ് {{reference}} റദ്ദാക്കി.',
    refund: '{{amount}} റീഫണ്ട് നിങ്ങൾ പണമടച്ച അക്കൗണ്ടിലേക്ക് തിരികെ അയയ്ക്കുന്നു; ബാങ്കുകൾക്ക് 7 പ്രവൃത്തി ദിവസം വരെ എടുക്കാം.',
    noRefund: 'ഈ ബുക്കിംഗിന് റീഫണ്ട് ഇല്ല.',
  },
  refund: {
    subject: 'നിങ്ങളുടെ മന്തി ബുക്കിംഗ് {{reference}}: {{amount}} റീഫണ്ട്',
    intro: 'നിങ്ങളുടെ ബുക്കിംഗ് {{reference}} ({{title}}, {{date}}) എന്നതിന് {{amount}} ഞങ്ങൾ തിരികെ അയച്ചു.',
    time: 'നിങ്ങൾ പണമടച്ച അക്കൗണ്ടിലേക്കാണ് ഇത് തിരികെ എത്തുക; അക്കൗണ്ടിൽ കാണാൻ ബാങ്കുകൾക്ക് 7 പ്രവൃത്തി ദിവസം വരെ എടുക്കാം.',
    creditNote: 'ഈ റീഫണ്ടിന്റെ ക്രെഡിറ്റ് നോട്ട് (PDF):',
    refundReceipt: 'ഈ റീഫണ്ടിന്റെ രസീത് (PDF):',
  },
  offer: {
    subject: 'നിങ്ങൾക്കായി ഒരു സ്ലോട്ട് ഒഴിവുണ്ട്: {{title}}',
    intro_one: 'സന്തോഷവാർത്ത: {{title}} ({{date}}) ഇവന്റിൽ {{count}} സ്ലോട്ട് ഒഴിവായി, അത് ഞങ്ങൾ നിങ്ങൾക്കായി മാറ്റിവെച്ചിരിക്കുന്നു.',
    intro_other:
      'സന്തോഷവാർത്ത: {{title}} ({{date}}) ഇവന്റിൽ {{count}} സ്ലോട്ടുകൾ ഒഴിവായി, അവ ഞങ്ങൾ നിങ്ങൾക്കായി മാറ്റിവെച്ചിരിക്കുന്നു.',
    until_one: '{{time}} വരെ അത് നിങ്ങളുടേതാണ്. അതിനുമുമ്പ് ഈ ലിങ്കിൽ നിന്ന് ഓർഡർ ചെയ്ത് പണമടയ്ക്കുക:',
    until_other: '{{time}} വരെ അവ നിങ്ങളുടേതാണ്. അതിനുമുമ്പ് ഈ ലിങ്കിൽ നിന്ന് ഓർഡർ ചെയ്ത് പണമടയ്ക്കുക:',
    after_one: 'അതിനുശേഷം സ്ലോട്ട് ലിസ്റ്റിലെ അടുത്ത ആൾക്ക് ലഭിക്കും.',
    after_other: 'അതിനുശേഷം സ്ലോട്ടുകൾ ലിസ്റ്റിലെ അടുത്ത ആൾക്ക് ലഭിക്കും.',
  },
};

export type MailLanguage = 'en' | 'ml';

/** The mails' words in the one text store: plural forms by each language's rules, English as fallback. */
const store = new TextStore<MailLanguage>('en').add('en', en).add('ml', ml);

/** A language's mail words: `t('offer.intro', { count })` picks the plural form. */
export function mailText(language: MailLanguage): (key: string, options?: TextOptions) => string {
  return store.translator(language);
}

/** The language a booking's or an entry's mail is written in. */
export function mailLanguage(language: string): MailLanguage {
  return language === 'ml' ? 'ml' : 'en';
}
