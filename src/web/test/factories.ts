import { blankTask } from '#shared/content/default-tasks.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import type { AdminBooking, BookingsSummary } from '#shared/schemas/bookings.ts';
import type { DiaryEvent, Review } from '#shared/schemas/diary.ts';
import type { Task, TemperatureReading } from '#shared/schemas/tasks.ts';
import type { PublicEvent } from '#shared/schemas/events.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';

/** Twelve days ahead: on sale whenever the tests run. */
export const SALE_DATE = addDays(todayInKerala(), 12);

let nextEventId = 100;

/** A sales event as GET /api/events answers it, for component tests; override what the test is about. */
export function makeEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  const id = overrides.id ?? nextEventId++;
  return {
    id,
    title: `Event ${id}`,
    date: SALE_DATE,
    description: 'Pit-cooked mandi delivered hot to your door.',
    image: 'event-default.jpg',
    badge: 'Limited Slots',
    buttonText: 'Book Now',
    badgeMl: '',
    buttonTextMl: '',
    titleMl: '',
    descriptionMl: '',
    isValentine: false,
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    maxOrders: 50,
    menuItems: {},
    ...overrides,
  };
}

/** The New Year event (id 7) that `makeBooking`'s bookings are for. */
export function makeNewYearEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return makeEvent({
    id: 7,
    title: 'New Year Special Mandi',
    date: 'Friday, 1 January 2027',
    description: 'A feast',
    ...overrides,
  });
}

/** GET /api/menu-items as the server answers it (the seeded catalogue). */
export const CATALOGUE = [
  {
    key: 'beef-2pc',
    name: '2 Piece Mutton Mandi',
    description: 'Two pieces of mutton',
    nameMl: '2 പീസ് മട്ടൺ മന്തി',
    descriptionMl: 'രണ്ട് കഷണം മട്ടൺ',
    price: 1400,
    pricePaise: 140_000,
  },
  {
    key: 'combo',
    name: 'Combo Pack',
    description: 'Beef ribs and mutton',
    nameMl: 'കോംബോ പാക്ക്',
    descriptionMl: '',
    price: 1000,
    pricePaise: 100_000,
  },
  {
    key: 'mutton-2pc',
    name: '2 Piece Beef Ribs Mandi',
    description: 'Two beef ribs',
    nameMl: '',
    descriptionMl: '',
    price: 750,
    pricePaise: 75_000,
  },
  {
    key: 'chicken-mandi',
    name: 'Chicken Mandi',
    description: 'Chicken',
    nameMl: '',
    descriptionMl: '',
    price: 600,
    pricePaise: 60_000,
  },
  {
    key: 'fish-mandi',
    name: 'Fish Mandi',
    description: 'Fish',
    nameMl: '',
    descriptionMl: '',
    price: 850,
    pricePaise: 85_000,
  },
];

const wholeCatalogue = Object.fromEntries(CATALOGUE.map((item) => [item.key, { enabled: true }]));

/** An event that sells the whole `CATALOGUE` unless the test says otherwise. */
export function makeCatalogueEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return makeEvent({ menuItems: wholeCatalogue, ...overrides });
}

let nextBookingId = 1;

/** A booking as the admin's GET /api/bookings answers it, for the New Year event. */
export function makeBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  const id = nextBookingId++;
  return {
    id,
    bookingId: `MND-${String(id).padStart(5, '2')}`,
    status: 'pending',
    name: `Customer ${id}`,
    phone: '9847012345',
    address: '12 Temple Road, Kottayam',
    pincode: '686001',
    items: [{ key: 'beef-2pc', name: '2 Piece Mutton Mandi', quantity: 2, unitPaise: 140_000, linePaise: 280_000 }],
    amount: 2800,
    amountPaise: 280_000,
    discountApplied: 0,
    event: { id: 7, title: 'New Year Special Mandi', date: 'Friday, 1 January 2027' },
    paymentId: `pay_test_${id}`,
    flags: [],
    createdAt: '2026-11-21T04:30:00.000Z',
    history: [],
    refunds: [],
    refundablePaise: overrides.amountPaise ?? 280_000,
    ...overrides,
  };
}

/** GET /api/bookings/summary with nothing booked yet; override what the test is about. */
export function makeSummary(overrides: Partial<BookingsSummary> = {}): BookingsSummary {
  return {
    counts: { total: 0, pending: 0, confirmed: 0, delivered: 0, cancelled: 0 },
    revenuePaise: 0,
    recentEvents: [],
    recentBookings: [],
    perEvent: [],
    ...overrides,
  };
}

/** Test data for the kitchen screens, shaped as the diary contract answers. */

export function makeDiaryEvent(overrides: Partial<DiaryEvent> = {}): DiaryEvent {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Diary event ${id}`,
    date: todayInKerala(),
    description: '',
    assignedTo: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'cook1',
    isCompleted: false,
    estimatedAttendance: 50,
    people: overrides.estimatedAttendance ?? 50,
    salesEventId: null,
    version: 1,
    archivedAt: null,
    archivedBy: null,
    ...overrides,
  };
}

/** GET /api/diary-events's answer: one page holding `events` (newest first, as the server sends them). */
export function diaryPage(events: DiaryEvent[], page = 1, total = events.length) {
  return { data: events, page, pageSize: 50, total };
}

let nextTask = 1;

export function makeTask(overrides: Partial<Task> = {}): Task {
  const n = nextTask++;
  return {
    ...blankTask(5),
    id: `task-${n}`,
    task: `Task ${n}`,
    sortOrder: n,
    estimatedDuration: '30',
    ...overrides,
  };
}

export function makeReading(overrides: Partial<TemperatureReading> = {}): TemperatureReading {
  return {
    id: 1,
    eventId: 5,
    taskId: 'task-1',
    valueC: 210,
    takenAt: '2026-11-23T04:00:00.000Z',
    takenBy: 'Ravi',
    takenAccount: 'ravi',
    actionTaken: null,
    actionBy: null,
    correctedBy: null,
    check: 'before-loading',
    inRange: true,
    correctiveAction: null,
    ...overrides,
  };
}

let nextReview = 1;

/** A customer review as GET /api/reviews/:eventId answers it (phone blanked). */
export function makeReview(overrides: Partial<Review> = {}): Review {
  const n = nextReview++;
  return {
    id: `review-${n}`,
    reviewerName: `Customer ${n}`,
    comment: 'The mutton was tender and smoky.',
    rating: 5,
    date: '2026-11-22T12:00:00.000Z',
    youtubeLink: '',
    eventId: 5,
    verified: false,
    tags: [],
    version: 1,
    createdAt: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

export const sessionUser = (username = 'cook1') => ({
  id: 3,
  username,
  role: 'staff',
  displayName: username,
  email: '',
});

/** An inventory item as GET /api/inventory answers it. */
export function inventoryItem(id: number, name: string, overrides: Partial<InventoryItem> = {}): InventoryItem {
  return {
    id,
    name,
    nameMl: null,
    category: 'Meat',
    quantity: 0,
    unit: 'kg',
    currentPrice: 0,
    priceHistory: [],
    isActive: true,
    minQuantity: null,
    notes: null,
    lastUpdated: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
