/** How many slots are held by buyers paying now: on the storefront's event cards and in the booking dialog. */
export const heldSlotsEn = {
  slots_one: '{{count}} slot is held by a customer who is paying now.',
  slots_other: '{{count}} slots are held by customers who are paying now.',
  checkAgain_one: 'Slots not paid for go back on sale: check again in {{count}} minute.',
  checkAgain_other: 'Slots not paid for go back on sale: check again in {{count}} minutes.',
  allHeld: 'All slots are held right now',
  yours_one: 'Your {{count}} slot is held for you until {{time}}. Press Pay to finish your payment.',
  yours_other: 'Your {{count}} slots are held for you until {{time}}. Press Pay to finish your payment.',
};
