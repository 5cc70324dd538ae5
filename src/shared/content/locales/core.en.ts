import { heldSlotsEn } from './held-slots.en.ts';
import { storefrontEn } from './storefront.en.ts';

/**
 * The English texts every screen needs, the storefront's first load included. The admin's, the
 * kitchen's and the booking dialog's texts come with their screens (admin-texts.en.ts,
 * kitchen-texts.en.ts, booking.en.ts); en.ts has them all.
 */
export const coreEn = {
  language: {
    label: 'Language',
    en: 'English',
    ml: 'മലയാളം',
  },
  common: {
    loading: 'Loading...',
    retry: 'Try again',
    cancel: 'Cancel',
    backHome: 'Back to Home',
    unableToConnect: 'Unable to connect to server',
    close: 'Close',
    less: 'Less',
    more: 'More',
    videoFallback: 'Your browser does not support the video tag.',
    /** The server's bounds on what one request may cost (refusals worded by their code). */
    serverBounds: {
      tooDeep: 'This request nests its data too deeply (at most {{max}} levels).',
      forbiddenKey: 'This request names “{{key}}”, which nothing here may be called.',
      tooManyStreams: 'Too many live screens are open for this sign-in. Close one and try again.',
      streamsFull: 'The server has too many live screens open just now. This screen refreshes by itself meanwhile.',
    },
  },
  nav: {
    home: 'Home',
    upcomingSales: 'Upcoming Sales',
    contact: 'Contact',
    bookNow: 'Book Now',
    openMenu: 'Open menu',
  },
  hero: {
    title: 'We do one thing, and we do it right',
    tagline: 'The highest quality mandi delivered to your home in unique flavours from all over the world!',
    portion: 'Sharable portion, just like a mandi should be.',
    currentlyServing: 'Currently serving',
  },
  storefront: storefrontEn,
  /** The rest of the booking dialog's texts come with it (booking.en.ts). */
  booking: { held: heldSlotsEn },
};
