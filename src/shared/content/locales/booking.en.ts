/** Booking dialog texts in English (seed 000 sections 2, 5 and 8 quoted exactly). */
export const bookingEn = {
  title: 'Book your mandi',
};
