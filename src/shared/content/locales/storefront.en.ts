/** Storefront texts in English. */
export const storefrontEn = {
  upcomingTitle: 'Upcoming Sales',
  comingSoon:
    'Our sales events, the booking form and online payment open here: pick your mandi, choose a slot and pay securely.',
  footerRights: '© 2024 Mandi. All rights reserved.',
};
