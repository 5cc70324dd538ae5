import type { bookingEn } from './booking.en.ts';
import type { Texts } from './texts-type.ts';

/** Booking dialog texts in Malayalam. */
export const bookingMl: Texts<typeof bookingEn> = {
  title: 'നിങ്ങളുടെ മന്തി ബുക്ക് ചെയ്യുക',
};
