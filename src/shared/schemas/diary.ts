import { z } from 'zod';
import { dueDateDays } from '../domain/kitchen/task-schedule.ts';
import { KITCHEN_LIMITS, limitedNumber, reasonSchema, startTimeSchema, withinLimit } from '../domain/kitchen/limits.ts';
import { staleRecordReply, successReply } from './common.ts';
import { CALENDAR_DAY_KEY, isCalendarDay, KITCHEN_PAGE_SIZE } from '../domain/kitchen/limits.ts';
import { typedAttendance, peopleCount } from '../domain/kitchen/attendance.ts';

/**
 * The kitchen's event diary: diary events, their task lists, people counts, reviews and temperature
 * readings. Every call needs a staff or admin session. Messages that are text keys (`kitchenRules.…`) are
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
 * such as '120' is read as its number), raised to at least MIN_PEOPLE.
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

export const DUE_DATES = ['3 days before event', '2 days before event', 'Day before event', 'Event day'] as const;

/** Which pit limit a temperature task's reading is judged against. */
export const TEMPERATURE_CHECKS = [
  'before-loading',
  'first-hour',
  'after-loading-hour',
  'done-check',
  'general',
] as const;
export type TemperatureCheck = (typeof TEMPERATURE_CHECKS)[number];

export const deliveryTypeSchema = z.enum(['standard', 'combined']);

/** One task of an event's list, with its fields. */
export const taskSchema = z.object({
  id: z.string().min(1).max(64),
  task: z.string().min(1).max(300),
  completed: z.boolean(),
  /** One of DUE_DATES, or 'N days before event'. */
  dueDate: z.string().max(40),
  eventId: z.number(),
  assignedTo: z.string().max(80),
  sortOrder: z.number(),
  /** Minutes, as text. */
  estimatedDuration: z.string().max(10),
  /** e.g. '9:00 AM'; '' when not scheduled. */
  startTime: z.string().max(20),
  description: z.string().max(4000),
  hasVideo: z.boolean(),
  videoUrl: z.string().max(500),
  isTemperature: z.boolean(),
  temperatureValue: z.number().nullable(),
  temperatureCheck: z.enum(TEMPERATURE_CHECKS).nullable(),
  isFinalTask: z.boolean(),
  isDelivery: z.boolean(),
  deliveryType: deliveryTypeSchema.nullable(),
  deliveryLocation: z.string().max(300),
  deliveryNotes: z.string().max(1000),
  startedAt: z.string().nullable(),
  startedBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  completedBy: z.string().nullable(),
  /** The SOP page that covers this step, e.g. '/pitlighting?eventId=7&startTimer=1-2'; '' when none. */
  sopLink: z.string().max(300),
  /** Bumped by every change of this task; an edit must carry the one it was read at. */
  version: z.number(),
  /** The signed-in accounts that started and completed it (null when not, or made before accounts were kept). */
  startedAccount: z.string().nullable(),
  completedAccount: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** A task list and the version it was read at; a whole-list save must carry it back. */
export const taskListReply = successReply({ data: z.array(taskSchema), version: z.number() });
export type TaskList = z.infer<typeof taskListReply>;
/** 409 to a whole-list save read at an older version: the list as it is now, to merge and save again. */
export const staleTaskListReply = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.literal('kitchenRules.tasks.staleList'),
  data: z.array(taskSchema),
  version: z.number(),
});

/**
 * A task as a whole-list save sends it: the fields a cook edits. What the server keeps (who started or
 * completed it and when, the reading, the kind of task, the version) may be sent back as read, and is
 * compared: a change to one is refused with 'kitchenRules.records.fieldLocked' naming the field.
 */
export const savedTaskSchema = taskSchema.extend({
  version: z.number().optional(),
  startedAccount: z.string().nullable().optional(),
  completedAccount: z.string().nullable().optional(),
  temperatureCheck: z.enum(TEMPERATURE_CHECKS).nullable().optional(),
  sopLink: z.string().max(300).optional(),
});
export type SavedTask = z.infer<typeof savedTaskSchema>;
/**
 * POST /api/todos/:eventId: the whole list, read at `version`. Applied as a diff through the
 * single-task rules in one transaction, or refused whole.
 */
export const saveTaskListRequestSchema = z.object({
  tasks: z.array(savedTaskSchema).max(KITCHEN_LIMITS.tasksPerEvent.max, KITCHEN_LIMITS.tasksPerEvent.key),
  version: z.number().int(),
});
/** One task changed; the list's new version. */
export const taskReply = successReply({ task: taskSchema, version: z.number() });
/** 409 to a change of one task made from an older version of it: the task as it is now. */
export const staleTaskReply = staleRecordReply(taskSchema);

const actorName = z.string().trim().max(80).default('');
export const startTaskRequestSchema = z.object({ name: actorName });
const temperatureValue = limitedNumber('temperatureC', { whole: false });
export const completeTaskRequestSchema = z.object({
  name: actorName,
  temperatureValue: temperatureValue.optional(),
});

/** Minutes a task takes, as the forms send it: 1 to 1,440. */
const durationMinutes = limitedNumber('durationMinutes');
/** Whole days before the event a custom task falls on: 0 (the event day) to 30. */
export const daysBeforeSchema = limitedNumber('daysBefore');

export const newTaskRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('custom'),
    task: z.string().trim().min(1, 'kitchenRules.tasks.taskRequired').max(300),
    /** One of DUE_DATES, or a whole number of days before the event (0 to 30). */
    dueDate: z.union([z.enum(DUE_DATES), daysBeforeSchema]),
    estimatedDuration: durationMinutes,
    startTime: startTimeSchema.default(''),
    assignedTo: z.string().trim().max(80).default(''),
    videoUrl: z.string().trim().max(500).default(''),
    description: z.string().trim().max(4000).default(''),
  }),
  z.object({
    kind: z.literal('delivery'),
    deliveryLocation: z.string().trim().min(1, 'kitchenRules.tasks.deliveryLocationRequired').max(300),
    deliveryType: deliveryTypeSchema.default('standard'),
    deliveryNotes: z.string().trim().max(1000).default(''),
    startTime: startTimeSchema.default('12:00 PM'),
    estimatedDuration: durationMinutes.default(30),
  }),
  z.object({ kind: z.literal('temperature') }),
]);
export type NewTaskRequest = z.input<typeof newTaskRequestSchema>;

/** A due date as stored: one of DUE_DATES or 'N days before event' with N from 0 to 30. */
export const dueDateSchema = z
  .string()
  .trim()
  .refine((text) => {
    const days = dueDateDays(text);
    return days !== null && withinLimit('daysBefore', days);
  }, KITCHEN_LIMITS.daysBefore.key);

const NUMBER_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** PUT /api/todos/:eventId/:taskId: what a cook may edit of one task, and the task's version it was read at. */
export const taskChangesSchema = z
  .object({
    task: z.string().trim().min(1, 'kitchenRules.tasks.taskRequired').max(300),
    dueDate: dueDateSchema,
    assignedTo: z.string().trim().max(80),
    /** Minutes: a number, or its text as older task lists hold it; kept as text. */
    estimatedDuration: z
      .preprocess(
        (value) => (typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value),
        durationMinutes,
      )
      .transform(String),
    startTime: startTimeSchema,
    description: z.string().trim().max(4000),
    videoUrl: z.string().trim().max(500),
    deliveryLocation: z.string().trim().max(300),
    deliveryNotes: z.string().trim().max(1000),
  })
  .partial()
  .extend({ version: z.number().int() });

/** Undoing a start or a completion: the cook's name and why (every undo is kept as a correction). */
export { undoRequestSchema } from './corrections.ts';

/** A pit temperature reading: a food-safety record that is never rewritten. */
export const temperatureReadingSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  taskId: z.string(),
  valueC: z.number(),
  takenAt: z.string(),
  takenBy: z.string(),
  /** The signed-in account that recorded it (null for readings made before accounts were kept). */
  takenAccount: z.string().nullable(),
  check: z.enum(TEMPERATURE_CHECKS),
  inRange: z.boolean(),
  /** Text key of the corrective action when out of range; null when in range. */
  correctiveAction: z.string().nullable(),
  /** The id of the reading that corrected this one; null while it stands. */
  correctedBy: z.number().nullable(),
});
export type TemperatureReading = z.infer<typeof temperatureReadingSchema>;
export const temperatureRequestSchema = z.object({ value: temperatureValue, name: actorName });
/** A reading corrected: the right value, who and why. The first reading stays, with the correction beside it. */
export const readingCorrectionRequestSchema = z.object({
  value: temperatureValue,
  name: actorName,
  reason: reasonSchema,
});
export const temperatureReply = successReply({
  reading: temperatureReadingSchema,
  task: taskSchema,
  version: z.number(),
});
export const temperatureReadingsReply = successReply({ data: z.array(temperatureReadingSchema) });

export const peopleReply = successReply({ data: z.number() });
/**
 * POST /api/people/:eventId: a whole number of people inside KITCHEN_LIMITS.people (numeric text
 * allowed), raised to at least MIN_PEOPLE. With `version` (the event's, as read) a count saved from an
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
