import type { storefrontEn } from './storefront.en.ts';
import type { Texts } from './texts-type.ts';

/** Storefront texts in Malayalam. */
export const storefrontMl: Texts<typeof storefrontEn> = {
  upcomingTitle: 'വരാനിരിക്കുന്ന വിൽപ്പനകൾ',
  comingSoon:
    'ഞങ്ങളുടെ വിൽപ്പന പരിപാടികളും ബുക്കിംഗ് ഫോമും ഓൺലൈൻ പേയ്‌മെന്റും ഇവിടെ തുറക്കും: നിങ്ങളുടെ മന്തി തിരഞ്ഞെടുത്ത്, സ്ലോട്ട് ഉറപ്പാക്കി, സുരക്ഷിതമായി പണമടയ്ക്കുക.',
  footerRights: '© 2024 മന്തി. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.',
};
