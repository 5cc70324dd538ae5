import { z } from 'zod';
import { CALENDAR_DAY_KEY, isCalendarDay, KITCHEN_LIMITS, KITCHEN_PAGE_SIZE } from '../domain/kitchen/limits.ts';
import { staleRecordReply, successReply } from './common.ts';
import { typedAttendance, peopleCount } from '../domain/kitchen/attendance.ts';

/**
 * The kitchen's event diary: diary events, their people counts and reviews (their tasks and temperature
 * readings are in tasks.ts). Every call needs a staff or admin session. Messages that are text keys (`kitchenRules.…`) are
 * worded by the browser; the server answers their English text with the key as the code.
 */

/** A diary event's day: '' (refused by the service as missing) or a real calendar day. */
const eventDay = z
  .string()
  .refine((text) => text === '' || isCalendarDay(text), CALENDAR_DAY_KEY)
  .default('');

const ATTENDANCE_KEY = KITCHEN_LIMITS.attendance.key;
const PEOPLE_KEY = KITCHEN_LIMITS.people.key;

export const diaryEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The event's day, YYYY-MM-DD (Kerala). */
  date: z.string(),
  description: z.string(),
  /** '' when nobody is named. */
  assignedTo: z.string(),
  createdAt: z.string(),
  /** The signed-in account's username that created it. */
  createdBy: z.string(),
  isCompleted: z.boolean(),
  estimatedAttendance: z.number(),
  /**
   * The event's people count, the one every screen shows (card, task panel, report, calculator): the
   * count saved for it (POST /api/people/:eventId), else the estimated attendance.
   */
  people: z.number(),
  /** The storefront sales event whose paid bookings count as this event's booked people. */
  salesEventId: z.number().nullable(),
  /** Leftover meat (kg) recorded when the event was completed, offered to the next cutlet day; null when none. */
  leftoverMeatKg: z.number().nullable().optional(),
  /** Bumped by every change (people count included); an edit must carry the one it was read at. */
  version: z.number(),
  /** When an admin archived it (hidden from lists, kept in reports and exports); null when not archived. */
  archivedAt: z.string().nullable(),
  archivedBy: z.string().nullable(),
});
export type DiaryEvent = z.infer<typeof diaryEventSchema>;

/**
 * Create / update one diary event. Attendance left empty (or null) is guessed from the title
 * (guessAttendance); else it is a whole number of people inside KITCHEN_LIMITS.attendance (numeric text
 * such as '120' is read as its number), at least 10: a count below it is refused, never raised.
 */
export const diaryEventInputSchema = z.object({
  title: z.string().trim().max(200).default(''),
  date: eventDay,
  description: z.string().trim().max(2000).default(''),
  assignedTo: z.string().trim().max(80).default(''),
  estimatedAttendance: z
    .union([z.number(), z.string().max(20), z.null()], { error: ATTENDANCE_KEY })
    .refine((value) => typedAttendance(value) !== undefined, ATTENDANCE_KEY)
    .optional(),
  isCompleted: z.boolean().default(false),
  salesEventId: z.number().int().positive().nullable().default(null),
  /** Asked when the event is marked complete; left out, the recorded leftover stays as it is. */
  leftoverMeatKg: z
    .number()
    .min(0, 'cutlets.refusals.badValue')
    .max(1000, 'cutlets.refusals.badValue')
    .nullable()
    .optional(),
});
export type DiaryEventInput = z.input<typeof diaryEventInputSchema>;

/** The version a record was read at: an edit made from an older one is refused (409, the record as it is now). */
const readVersion = z.number().int().min(0);

/** PUT /api/diary-events/:id: the whole event and the version it was read at. */
export const diaryEventUpdateSchema = diaryEventInputSchema.extend({ version: readVersion });
export type DiaryEventUpdate = z.input<typeof diaryEventUpdateSchema>;

/** A page of a kitchen list, newest first: which page (1-based), how many a page holds, how many in all. */
const pageFields = { page: z.number(), pageSize: z.number(), total: z.number() };
const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

export const DIARY_FILTERS = ['all', 'assigned', 'created', 'completed'] as const;
export type DiaryFilter = (typeof DIARY_FILTERS)[number];
/** Archived events: left out of the list (the default), listed with the others, or listed alone. */
export const ARCHIVED_CHOICES = ['exclude', 'include', 'only'] as const;
export type ArchivedChoice = (typeof ARCHIVED_CHOICES)[number];

/**
 * GET /api/diary-events: newest first (date, then id), KITCHEN_PAGE_SIZE a page. `created` is the
 * events the signed-in account created; `assigned` those naming somebody; `completed` those marked done.
 */
export const diaryEventsQuerySchema = z.object({
  page: pageQuery,
  filter: z.enum(DIARY_FILTERS).default('all'),
  archived: z.enum(ARCHIVED_CHOICES).default('exclude'),
});
export type DiaryEventsQuery = z.input<typeof diaryEventsQuerySchema>;
export const DIARY_PAGE_SIZE = KITCHEN_PAGE_SIZE;

export const diaryEventsReply = successReply({ data: z.array(diaryEventSchema), ...pageFields });
export type DiaryEventsPage = z.infer<typeof diaryEventsReply>;
export const diaryEventReply = successReply({ event: diaryEventSchema });
/** 409 to an edit of a diary event made from an older version: the event as it is now. */
export const staleDiaryEventReply = staleRecordReply(diaryEventSchema);
/**
 * POST /api/diary-events: the whole-list save, merged by id in one transaction or refused
 * whole. An item naming an existing event updates it from the `version` it was read at (an item sent
 * back unchanged writes nothing); at most one other item per call is added as a new event. Never deletes.
 */
export const diaryEventsSaveRequestSchema = z
  .array(diaryEventInputSchema.extend({ id: z.number().int().positive().optional(), version: readVersion.optional() }))
  .max(1000);
/** How many items the whole-list save took (unchanged ones included). */
export const diaryEventsSaveReply = successReply({ savedCount: z.number() });

export const peopleReply = successReply({ data: z.number() });
/**
 * POST /api/people/:eventId: a whole number of people inside KITCHEN_LIMITS.people (numeric text
 * allowed), 10 or more (refused below). With `version` (the event's, as read) a count saved from an
 * older version of the event is refused (409, the event as it is now). Saving bumps the event's version.
 */
export const peopleRequestSchema = z.object({
  count: z
    .union([z.number(), z.string().max(20)], { error: PEOPLE_KEY })
    .refine((value) => peopleCount(value) !== null, PEOPLE_KEY),
  version: readVersion.optional(),
});
/** Booked people from the linked sales event: paid, not cancelled bookings × people per order. */
export const bookedPeopleReply = successReply({ data: z.number().nullable() });

export const REVIEW_TAGS = [
  'Tasty',
  'Authentic',
  'Good value',
  'Fast service',
  'On time',
  'Friendly service',
  'Large portions',
  'Great aroma',
  'Perfect spice level',
] as const;

export const reviewSchema = z.object({
  id: z.string(),
  reviewerName: z.string(),
  comment: z.string(),
  rating: z.number(),
  date: z.string(),
  youtubeLink: z.string(),
  eventId: z.number(),
  /** The customer's booking reference matched a booking of the event (or, for reviews saved before, their phone did). */
  verified: z.boolean(),
  tags: z.array(z.enum(REVIEW_TAGS)),
  /** Bumped by every change; an edit must carry the one it was read at. */
  version: z.number(),
  /** When it was first saved ('' for reviews saved before that was kept). */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
/**
 * One review of POST /api/reviews/:eventId. Without an id (or with one the event has no review of) it is
 * a new review; with a known id it edits that review from `version` (as read).
 */
export const reviewInputSchema = z.object({
  id: z.string().max(64).optional(),
  reviewerName: z.string().max(80),
  comment: z.string().max(4000),
  rating: z.number().int().min(1).max(5).default(5),
  date: z.string().max(40).optional(),
  youtubeLink: z.string().max(300).default(''),
  tags: z.array(z.string().max(40)).default([]),
  /**
   * The booking reference the customer gives (e.g. MND-7K3Q9): the review is verified when it is one of
   * the linked sales event's bookings. Blank keeps what the review was saved with. (A phone number is no
   * longer asked: it let staff learn whether any phone had booked; one sent by an old screen is ignored.)
   */
  bookingReference: z.string().max(20).default(''),
  version: readVersion.optional(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
/**
 * POST /api/reviews/:eventId (the whole array): merged by id in one transaction or refused whole.
 * At most one new review per call; a review sent back unchanged writes nothing; reviews left out stay.
 */
export const reviewsRequestSchema = z.array(reviewInputSchema).max(500);
/** GET /api/reviews/:eventId?page=: newest first (created, then id), KITCHEN_PAGE_SIZE a page. */
export const reviewsQuerySchema = z.object({ page: pageQuery });
/** A page of an event's reviews (GET), or the first page after a save (POST). */
export const reviewsReply = successReply({ data: z.array(reviewSchema), ...pageFields });
export type ReviewsPage = z.infer<typeof reviewsReply>;
/** 409 to an edit of a review made from an older version: the review as it is now. */
export const staleReviewReply = staleRecordReply(reviewSchema);
