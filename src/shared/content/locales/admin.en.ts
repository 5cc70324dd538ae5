/** The admin dashboard's frame (seed 000 section 2). Tab contents have their own files. */
export const adminEn = {
  title: 'Admin Dashboard',
  tabs: { overview: 'Overview', bookings: 'All Bookings', events: 'Events', settings: 'Settings' },
};
