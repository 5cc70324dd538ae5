import type { adminEn } from './admin.en.ts';
import type { Texts } from './texts-type.ts';

export const adminMl: Texts<typeof adminEn> = {
  title: 'അഡ്മിൻ ഡാഷ്‌ബോർഡ്',
  tabs: { overview: 'അവലോകനം', bookings: 'എല്ലാ ബുക്കിംഗുകളും', events: 'ഇവന്റുകൾ', settings: 'ക്രമീകരണങ്ങൾ' },
};
