/**
 * The server's refusals, by module: the text key is the refusal's code on the wire. The server answers
 * the English text as `error`; the browser words the key in the screen's language (problemText).
 */
export const refusalsEn = {
  server: {
    busy: 'The server is busy. Please try again in a moment.',
    databaseUnreachable: 'Bookings are switching to a standby server. Please try again in a few seconds.',
  },
  /** Refusals of the request itself, before any route reads it (errors.ts, web-pages.ts). */
  request: {
    invalid: 'The request could not be read',
    tooLarge: 'Request body is too large',
    unsupportedType: 'This kind of request body is not accepted here',
    noSuchCall: 'No such call: {{method}} {{path}}',
    refused: 'This request cannot be answered',
  },
  /** Who may call a route (access.ts, live-stream.ts). */
  access: {
    otherSite: 'Requests from another site are not allowed',
    undeclared: 'This route is not available',
    signIn: 'Please sign in first',
    notAllowed: 'Your account is not allowed to do this',
  },
  live: {
    noSuchTopic: 'No such topic',
  },
  /** GET /metrics, read by the operator's Prometheus with its bearer token (metrics.ts). */
  metrics: {
    badToken: 'The metrics need the bearer token this server was given',
  },
  auth: {
    invalidCredentials: 'Invalid credentials',
    passwordsBusy: 'The server is busy checking passwords. Please try again in a moment.',
    signInLimited_one: 'Too many failed sign-in attempts. Try again in {{count}} minute.',
    signInLimited_other: 'Too many failed sign-in attempts. Try again in {{count}} minutes.',
  },
  users: {
    notFound: 'No such user',
    noUserNamed: 'No user named "{{username}}"',
  },
  events: {
    notFound: 'Event not found',
    unknownMenuItem: 'Unknown menu item "{{name}}"',
    hasBookings: 'This event has bookings or payments in progress and cannot be deleted. Deactivate it instead.',
  },
  /** An order refused: the booking dialog says these to the customer. */
  orders: {
    soldOut: 'All available slots for this event have been booked. Please check back for our next event.',
    slotsLeft_one: 'Only {{count}} slot left for this event. Please reduce your order.',
    slotsLeft_other: 'Only {{count}} slots left for this event. Please reduce your order.',
    priceChanged: 'The price has changed: the total is now {{total}}. Please review your order.',
    unpaidLimit:
      'Too many unpaid orders from your network right now. Please finish or close your open payment, or try again in a few minutes.',
    orderClosed: 'This payment was closed. Please press Pay again.',
    eventNotOnSale: 'This event is no longer taking orders. Please choose an upcoming event.',
    phoneHasOpenOrder_one:
      'This phone number already has an order being paid for this sale. Finish or close that payment, or try again in {{count}} minute.',
    phoneHasOpenOrder_other:
      'This phone number already has an order being paid for this sale. Finish or close that payment, or try again in {{count}} minutes.',
    /** `date` is the event's day, 'YYYY-MM-DD': the browser writes it in the customer's language. */
    earlierEventOpen: 'Slots have opened again for {{title}} on {{date}}. Please book that sale first.',
    /** `phone`: the masked phone (••••••3210) a waiting-list offer is held for. */
    offerOtherPhone: 'These slots are held for the phone number {{phone}}. Order with that number to take them.',
    tooManyOfItem: 'At most {{max}} of each item per order',
    gatewayFailed: 'Failed to create order',
    receiptReused: 'This receipt was already used for a different order',
    unknownOrder: 'Payment does not match any order',
    paymentVerificationFailed: 'Payment verification failed',
    idempotencyKey: 'Idempotency-Key must be 10 to 64 letters, digits, - or _',
  },
  bookings: {
    notFound: 'Booking not found',
    noSuchLink: 'No booking matches this link',
    noSuchOffer: 'No offer matches this link',
  },
  payments: {
    unknownOrder: 'Unknown order',
    badSignature: 'Invalid webhook signature',
    badPayload: 'Invalid webhook payload',
  },
  geocode: {
    limited: 'Too many address lookups. Please wait a moment.',
    busy: 'Failed to get address',
    failed: 'Failed to get address',
    noAddress: 'No address found',
  },
  recipes: {
    notFound: 'This recipe collection does not exist',
    published: 'This recipe collection is published and can no longer be changed; copy it into a new draft instead',
    dateTaken: 'There is already a recipe collection dated {{date}}',
    sourceNotFound: 'The collection to copy from does not exist',
    alreadyPublished: 'This recipe collection is already published',
    recipeNotFound: 'This collection has no such recipe.',
    keyMismatch: 'Invalid key: the recipe is {{sent}} but the address names {{key}}',
  },
  timers: {
    notFound: 'This step has no timer for the event',
  },
  videos: {
    tooLarge: 'Videos must be {{size}} or smaller',
    wrongType: 'Only MP4 or WebM videos can be uploaded',
    notFound: 'This step has no video',
    fileNotFound: 'Video not found',
    notMultipart: 'Invalid upload: send the video as multipart/form-data in the field "file"',
    noFile: 'Invalid upload: choose a video in the field "file"',
  },
  images: {
    notFound: 'Image not found',
    empty: 'The file is empty: choose a picture',
    busy: 'Too many pictures are being uploaded. Please try again.',
    tooLarge: 'This image is too large (at most 40 megapixels)',
    unreadable: 'This image could not be read; please try another file',
    notMultipart: 'Invalid upload: send the image as multipart/form-data in the field "file"',
    noFile: 'Invalid upload: choose an image in the field "file"',
  },
};
