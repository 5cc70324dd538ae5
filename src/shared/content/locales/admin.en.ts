/** The admin dashboard's frame. Tab contents have their own files. */
export const adminEn = {
  title: 'Admin Dashboard',
  tabs: { overview: 'Overview', bookings: 'All Bookings', events: 'Events', settings: 'Settings' },
  placeholders: {
    title: 'Customers cannot reach you yet',
    body: 'These details are not set yet, so customers are not shown them: {{fields}}.',
    action: 'Set your business details',
    fields: {
      city: 'city',
      phone: 'phone',
      sellerWhatsApp: 'WhatsApp number',
      contactEmail: 'e-mail',
      registrationNumber: 'registration number',
    },
  },
};
