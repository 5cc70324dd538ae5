/** Storefront texts in English; the product's own sentences are quoted exactly. */
export const storefrontEn = {
  brand: 'Mandi',
  festival: {
    button: 'Reserve the festival special',
    date: '{{date}} · on WhatsApp',
    message: 'Hello! I would like to reserve the festival special mandi.\n{{text}}\nDate and time: {{date}}',
  },
  seeSales: 'See upcoming sales',
  reserve: 'Reserve your mandi',
  events: {
    soldOut: 'Sold Out',
    slotsLeft_one: '{{count}} slot left',
    slotsLeft_other: '{{count}} slots left',
    waitsForEarlier: 'Opens when the sale before it is sold out',
    waitingList: 'Tell me when a slot frees',
    title: 'Upcoming Sales',
    intro: 'Every sale has a limited number of slots. The soonest sale with slots left is open for booking now.',
    empty: 'No upcoming events at the moment. Please check back later!',
    loadFailed: 'Failed to load upcoming events',
    connectFailed: 'Failed to connect to the server',
    specialEvent: 'Special event',
  },
  recent: {
    title: 'Your bookings on this phone',
    intro: "Kept on this device only. Open a booking's page to see it, cancel it or contact us.",
    open: 'Booking page',
    openLabel: 'Booking page of {{reference}}',
    remove: 'Remove booking {{reference}} from this phone',
    removeAll: 'Remove all',
  },
  signature: {
    eyebrow: 'Signature Dish',
    title: 'Pit-cooked mutton mandi',
    intro:
      'Tender goat meat and fragrant long-grain rice, slow-cooked together over glowing coals in a sealed pit until the meat falls off the bone.',
    ingredientsTitle: 'Ingredients',
    ingredients: {
      meat: 'Fresh goat meat on the bone',
      rice: 'Aged long-grain basmati rice',
      spices: 'Our mandi spice blend: dried lime, cardamom, cloves, cinnamon and black pepper',
      smoke: 'A breath of charcoal smoke',
      sides: 'Served with tangy chutney and fresh salad',
    },
    preparationTitle: 'How we make it',
    preparation:
      'The meat rests overnight in our spice blend. On the day, we fire the pit with charcoal, hang the meat above a pot of rice and seal the lid. For hours the juices drip into the rice below, so every grain carries the flavour of the meat and the smoke.',
    imageAlt: 'A platter of golden mandi rice topped with pit-cooked meat',
  },
  gallery: {
    title: 'From our pit to your table',
    pit: { caption: 'The pit', alt: 'The charcoal pit glowing, with the pot of rice and the meat going in' },
    rice: { caption: 'Rice and meat', alt: 'Golden mandi rice with pieces of slow-cooked meat' },
    platter: { caption: 'A shared platter', alt: 'A large platter of mandi shared by friends around it' },
  },
  about: {
    title: 'About Mandi',
    origin:
      'Mandi was born centuries ago in Hadhramaut, in the south of Yemen. Its name comes from the Arabic word nada, dew, for the moist and tender meat it is known for.',
    pit: 'It is cooked in a pit dug into the ground, lined with clay and heated with wood or charcoal. The pit is sealed, and the meat and rice cook slowly in their own smoke and steam.',
    kerala:
      'From Yemen it travelled across Arabia, and Malayalis who worked in the Gulf brought it home. Today mandi is a Kerala favourite, best eaten the way it was meant to be: from one big platter, together.',
    facts: {
      origin: 'Born in Yemen',
      pit: 'Cooked underground',
      share: 'Made for sharing',
    },
  },
  footer: {
    tagline: 'Pit-cooked mandi, delivered to your home.',
    registration: 'Registration No.',
    quickLinks: 'Quick Links',
    contactTitle: 'Contact Us',
    email: 'E-mail',
    phone: 'Phone',
    rights: '© 2024 Mandi. All rights reserved.',
  },
};
