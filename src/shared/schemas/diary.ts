import { z } from 'zod';
import { successReply } from './common.ts';

/**
 * The kitchen's event diary: diary events, their task lists, people counts, reviews and temperature
 * readings. Every call needs a staff or admin session. Messages that are text keys (`kitchenRules.…`) are
 * worded by the browser; the server answers their English text with the key as the code.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'kitchenRules.diary.titleDateRequired');

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
  /** The storefront sales event whose paid bookings count as this event's booked people. */
  salesEventId: z.number().nullable(),
  /** Leftover meat (kg) recorded when the event was completed, offered to the next cutlet day; null when none. */
  leftoverMeatKg: z.number().nullable().optional(),
});
export type DiaryEvent = z.infer<typeof diaryEventSchema>;

/** Create / update one diary event. Attendance left empty is guessed from the title (guessAttendance). */
export const diaryEventInputSchema = z.object({
  title: z.string().trim().max(200).default(''),
  date: z.union([isoDay, z.literal('')]).default(''),
  description: z.string().trim().max(2000).default(''),
  assignedTo: z.string().trim().max(80).default(''),
  estimatedAttendance: z.union([z.number(), z.string().max(20), z.null()]).optional(),
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

export const diaryEventsReply = successReply({ data: z.array(diaryEventSchema) });
export const diaryEventReply = successReply({ event: diaryEventSchema });
/**
 * POST /api/diary-events: the whole list. An item whose id names an existing event updates it;
 * any other is inserted as a new event (with a new id).
 */
export const diaryEventsSaveRequestSchema = z
  .array(diaryEventInputSchema.extend({ id: z.number().int().positive().optional() }))
  .max(1000);
/** POST /api/diary-events: the whole-list save, merged by id; never deletes. */
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
export const saveTaskListRequestSchema = z.object({ tasks: z.array(taskSchema).max(500), version: z.number().int() });
/** One task changed; the list's new version. */
export const taskReply = successReply({ task: taskSchema, version: z.number() });

const actorName = z.string().trim().max(80).default('');
export const startTaskRequestSchema = z.object({ name: actorName });
export const completeTaskRequestSchema = z.object({
  name: actorName,
  temperatureValue: z.number().min(-50).max(1000).optional(),
});

export const newTaskRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('custom'),
    task: z.string().trim().min(1, 'kitchenRules.tasks.taskRequired').max(300),
    /** One of DUE_DATES, or a whole number of days before the event (1 or more). */
    dueDate: z.union([z.enum(DUE_DATES), z.number().int().min(1).max(60)]),
    estimatedDuration: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
    startTime: z.string().trim().max(20).default(''),
    assignedTo: z.string().trim().max(80).default(''),
    videoUrl: z.string().trim().max(500).default(''),
    description: z.string().trim().max(4000).default(''),
  }),
  z.object({
    kind: z.literal('delivery'),
    deliveryLocation: z.string().trim().min(1, 'kitchenRules.tasks.deliveryLocationRequired').max(300),
    deliveryType: deliveryTypeSchema.default('standard'),
    deliveryNotes: z.string().trim().max(1000).default(''),
    startTime: z.string().trim().max(20).default('12:00 PM'),
    estimatedDuration: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
  }),
  z.object({ kind: z.literal('temperature') }),
]);
export type NewTaskRequest = z.input<typeof newTaskRequestSchema>;

/** PUT /api/todos/:eventId/:taskId: what a cook may edit of one task. */
export const taskChangesSchema = taskSchema
  .pick({
    task: true,
    dueDate: true,
    assignedTo: true,
    estimatedDuration: true,
    startTime: true,
    description: true,
    videoUrl: true,
    deliveryLocation: true,
    deliveryNotes: true,
  })
  .partial();

/** A pit temperature reading: a food-safety record that is never rewritten. */
export const temperatureReadingSchema = z.object({
  id: z.number(),
  eventId: z.number(),
  taskId: z.string(),
  valueC: z.number(),
  takenAt: z.string(),
  takenBy: z.string(),
  check: z.enum(TEMPERATURE_CHECKS),
  inRange: z.boolean(),
  /** Text key of the corrective action when out of range; null when in range. */
  correctiveAction: z.string().nullable(),
});
export type TemperatureReading = z.infer<typeof temperatureReadingSchema>;
export const temperatureRequestSchema = z.object({ value: z.number().min(-50).max(1000), name: actorName });
export const temperatureReply = successReply({
  reading: temperatureReadingSchema,
  task: taskSchema,
  version: z.number(),
});
export const temperatureReadingsReply = successReply({ data: z.array(temperatureReadingSchema) });

export const peopleReply = successReply({ data: z.number() });
export const peopleRequestSchema = z.object({
  count: z.union([z.number(), z.string().max(20)]),
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
  verified: z.boolean(),
  tags: z.array(z.enum(REVIEW_TAGS)),
  /** Only used to verify against paid bookings; never sent back to screens in full. */
  phone: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewInputSchema = z.object({
  id: z.string().max(64).optional(),
  reviewerName: z.string().max(80),
  comment: z.string().max(4000),
  rating: z.number().int().min(1).max(5).default(5),
  date: z.string().max(40).optional(),
  youtubeLink: z.string().max(300).default(''),
  tags: z.array(z.string().max(40)).default([]),
  phone: z.string().max(20).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export const reviewsReply = successReply({ data: z.array(reviewSchema) });
