/**
 * Every query the browser caches, named in one place. A key that starts with another's is refreshed
 * with it: invalidating `events.all` refreshes the admin's list and the storefront's.
 */
export const queryKeys = {
  me: ['auth', 'me'],
  clientConfig: ['client-config'],
  /** The server's clock, read by every kitchen screen that counts time (lib/server-clock.ts). */
  serverTime: ['server-time'],
  businessSettings: ['settings', 'business'],
  /** The admin's own read of the business settings: the coupon code with them. */
  adminBusinessSettings: ['admin', 'settings', 'business'],
  events: {
    all: ['events'],
    admin: ['events', 'admin'],
    upcoming: ['events', 'upcoming'],
    availability: ['events', 'availability'],
    /** An event's sell-out forecast (the admin's event card): refreshed with the events. */
    forecast: (eventId: number) => ['events', 'forecast', eventId] as const,
  },
  catalogue: ['admin', 'menu-items'],
  accounts: ['admin', 'users'],
  /** The admin's coupon codes with their uses. */
  coupons: ['admin', 'coupons'],
  /** What customer mail still needs (read again each time the overview opens). */
  mailReadiness: ['admin', 'mail-readiness'],
  bookings: {
    /** Everything under the bookings: the pages, one event's holds and waiting list (to refetch them all). */
    lists: ['bookings'],
    /** Only the pages of the list, every filter: the one key whose data is a BookingsPage. */
    pages: ['bookings', 'list'],
    list: (filter: { status?: string; eventId?: number; q?: string }, page: number) =>
      ['bookings', 'list', { status: filter.status, eventId: filter.eventId, q: filter.q, page }] as const,
    summary: ['bookings-summary'],
    /** One event's customers paying now: under `lists`, so every booking change refreshes it too. */
    holds: (eventId: number) => ['bookings', 'holds', eventId] as const,
    /** The confirmation mails (not under `lists`, whose pages a status change rewrites). */
    mail: ['mail-outbox'],
    /** One event's waiting list: under `lists`, so every booking change refreshes it too. */
    waitingList: (eventId: number) => ['bookings', 'waiting-list', eventId] as const,
    /** How many wait, per event: under `lists` too. */
    lineSizes: ['bookings', 'waiting-list-sizes'] as const,
    /** One booking's invoice and refund documents: read again with each refund paid back. */
    documents: (bookingId: number, paidBack: number) => ['bookings', 'documents', bookingId, paidBack] as const,
  },
  margins: {
    /** Every margin the admin holds: the overview's list and each event's (refreshed by booking changes). */
    all: ['admin', 'margins'],
    list: ['admin', 'margins', 'list'],
    event: (eventId: number) => ['admin', 'margins', 'event', eventId] as const,
    settings: ['admin', 'margins', 'settings'],
  },
  payments: {
    /** The last reconciliation pass and the payments without booking (the admin overview). */
    check: ['payments', 'check'],
  },
  booking: {
    menu: (eventId: number) => ['booking', 'menu', eventId] as const,
    /** The booking a private link (/booking/<token>) opens. */
    mine: (token: string) => ['booking', 'mine', token] as const,
    /** Its invoice or receipt and refund documents, read again with each refund paid back. */
    documents: (token: string, paidBack: number) => ['booking', 'mine', token, 'documents', paidBack] as const,
    /** The waiting-list offer a private link (/offer/<token>) opens. */
    offer: (token: string) => ['booking', 'offer', token] as const,
    /** With the receipt of the customer's own open order, whose held slots are theirs. */
    availableSlots: (eventId: number, receipt?: string) =>
      receipt
        ? (['booking', 'available-slots', eventId, receipt] as const)
        : (['booking', 'available-slots', eventId] as const),
  },
  kitchen: {
    /** Everything the kitchen screens hold. */
    all: ['kitchen'],
    diary: ['kitchen', 'diary'],
    /** Everything held about one diary event: its tasks, readings, people and reviews. */
    event: (eventId: number) => ['kitchen', 'event', eventId] as const,
    tasks: (eventId: number) => ['kitchen', 'event', eventId, 'tasks'] as const,
    temperatures: (eventId: number) => ['kitchen', 'event', eventId, 'temperatures'] as const,
    people: (eventId: number) => ['kitchen', 'event', eventId, 'people'] as const,
    bookedPeople: (eventId: number) => ['kitchen', 'event', eventId, 'booked-people'] as const,
    reviews: (eventId: number) => ['kitchen', 'event', eventId, 'reviews'] as const,
    inventory: ['kitchen', 'inventory'],
    /** The week's purchase list for `days` ahead; under the inventory, so a stock change refreshes it. */
    purchaseList: (days: number) => ['kitchen', 'inventory', 'purchase-list', days] as const,
    /** Each item's supplier and pack. */
    purchaseDetails: ['kitchen', 'inventory', 'purchase-details'],
    /** What the kitchen recorded using for a diary event; under the inventory, as a record moves the stock. */
    usage: (eventId: number) => ['kitchen', 'inventory', 'usage', eventId] as const,
  },
  sop: {
    /** One event's step timers: refreshed with everything held about the event. */
    timers: (eventId: number) => ['kitchen', 'event', eventId, 'timers'] as const,
    stepVideos: ['sop', 'step-videos'],
  },
  recipes: {
    /** Everything the recipe calculator holds. */
    all: ['recipes'],
    collections: ['recipes', 'collections'],
    /** One collection and its costs. */
    collection: (id: number) => ['recipes', 'collection', id] as const,
    costs: (id: number, servings: number) => ['recipes', 'collection', id, 'costs', servings] as const,
  },
  cutlets: {
    /** Everything the cutlet tool holds: a change of one day can carry over to the days after it. */
    all: ['cutlets'],
    day: (date: string) => ['cutlets', 'day', date] as const,
    history: (until: string) => ['cutlets', 'history', until] as const,
  },
} as const;
