/** The admin's Overview tab. */
export const adminOverviewEn = {
  loadFailed: 'Unable to load bookings data',
  retry: 'Try again',
  loading: 'Loading...',
  title: 'Overview',
  counts: 'Orders',
  total: 'Total Orders',
  revenue: 'Total Revenue',
  revenueNote: 'Cancelled orders not included',
  recentEvents: 'Recent Events',
  recentEventsEmpty: 'No events with bookings yet.',
  eventBookings_one: '{{count}} booking',
  eventBookings_other: '{{count}} bookings',
  recentBookings: 'Recent Bookings',
  recentBookingsEmpty: 'No bookings yet.',
  viewAll: 'View All Bookings',
  chart: {
    title: 'Sales by event',
    intro: 'Revenue and slots sold for each event. Cancelled orders are not counted.',
    revenue: 'Revenue',
    slots: 'Slots sold',
    slotsOf: '{{sold}} of {{max}} slots',
    empty: 'No sales yet.',
  },
  mail: {
    title: 'Customer mail is not being sent',
    intro:
      'Confirmations, cancellations, refunds and waiting-list offers wait in the outbox, unsent, until these are set:',
    needs: {
      SMTP_URL: 'SMTP_URL (environment variable): the mail server, e.g. smtps://user:password@mail.example.com:465',
      PUBLIC_URL:
        "PUBLIC_URL (environment variable): this site's address, e.g. https://mandi.example.com, so that the links in mails open",
      phone: 'Phone: the business phone, in Settings → Business settings',
      sellerWhatsApp: 'Seller’s WhatsApp number: in Settings → Business settings',
      sender:
        'Contact e-mail: in Settings → Business settings (the mails are sent from it), or MAIL_FROM (environment variable)',
    },
    restart: 'A changed environment variable takes effect when the server is started again.',
  },
};
