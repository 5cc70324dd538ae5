import type { adminBookingsEn } from './admin-bookings.en.ts';
import type { Texts } from './texts-type.ts';

/** Admin bookings texts in Malayalam. */
export const adminBookingsMl: Texts<typeof adminBookingsEn> = {
  placeholder: 'ഉടൻ വരുന്നു',
};
