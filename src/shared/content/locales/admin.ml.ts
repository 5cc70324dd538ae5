import type { adminEn } from './admin.en.ts';
import type { Texts } from './texts-type.ts';

export const adminMl: Texts<typeof adminEn> = {
  title: 'അഡ്മിൻ ഡാഷ്‌ബോർഡ്',
  tabs: { overview: 'അവലോകനം', bookings: 'എല്ലാ ബുക്കിംഗുകളും', events: 'ഇവന്റുകൾ', settings: 'ക്രമീകരണങ്ങൾ' },
  placeholders: {
    title: 'ഉപഭോക്താക്കൾക്ക് ഇതുവരെ നിങ്ങളെ ബന്ധപ്പെടാൻ കഴിയില്ല',
    body: 'നിങ്ങൾ നൽകുന്നതുവരെ ഈ ഉദാഹരണ വിവരങ്ങൾ സ്റ്റോർഫ്രണ്ട് മറച്ചുവെക്കും: {{fields}}.',
    action: 'ബിസിനസ് വിവരങ്ങൾ നൽകുക',
    fields: {
      city: 'നഗരം',
      phone: 'ഫോൺ',
      sellerWhatsApp: 'വാട്ട്‌സ്ആപ്പ് നമ്പർ',
      contactEmail: 'ഇ-മെയിൽ',
      registrationNumber: 'രജിസ്ട്രേഷൻ നമ്പർ',
    },
  },
};
