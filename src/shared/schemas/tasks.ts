import { z } from 'zod';
import { dueDateDays } from '../domain/kitchen/task-schedule.ts';
import { isNumberText } from '../domain/kitchen/number-text.ts';
import {
  CLOCK_TIME_KEY,
  KITCHEN_LIMITS,
  limitedNumber,
  reasonSchema,
  startTimeSchema,
  withinLimit,
} from '../domain/kitchen/limits.ts';
import { VIDEO_LINK_MAX_LENGTH, isTaskVideoLink } from '../domain/video-link.ts';
import { actionTakenSchema, earlyReasonSchema } from '../domain/kitchen/check-rules.ts';
import { staleRecordReply, successReply } from './common.ts';

/**
 * A diary event's task list and its tasks' records (starts, completions, temperature readings). Every
 * call needs a staff or admin session; messages that are text keys are worded by the browser.
 */

export const DUE_DATES = ['3 days before event', '2 days before event', 'Day before event', 'Event day'] as const;

/** Which pit limit a temperature task's reading is judged against. */
export const TEMPERATURE_CHECKS = [
  'before-loading',
  'first-hour',
  'after-loading-hour',
  'done-check',
  'general',
  'after-loading-15',
  'after-loading-30',
  'after-loading-45',
  'after-loading-75',
  'after-loading-90',
  'after-loading-105',
] as const;
export type TemperatureCheck = (typeof TEMPERATURE_CHECKS)[number];

export const deliveryTypeSchema = z.enum(['standard', 'combined']);

/** One task of an event's list, with its fields. */
export const taskSchema = z.object({
  id: z.string().min(1).max(64),
  task: z.string().min(1).max(300),
  /** The task's name in Malayalam, shown on Malayalam screens; '' when none (the English is shown). */
  taskMl: z.string().max(300),
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
  /** The description in Malayalam; '' when none. */
  descriptionMl: z.string().max(4000),
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
  /**
   * When the start and the completion reached the server; startedAt and completedAt are when the cook made
   * them (a change sent later from a device that was offline). Null when not kept; absent in a list sent back.
   */
  startedArrivedAt: z.string().nullable().optional(),
  completedArrivedAt: z.string().nullable().optional(),
  /** Why it was completed more than EARLY_TOLERANCE_MINUTES before its time; null when it was not. */
  earlyReason: z.string().nullable(),
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
  /** Left out (a list saved by a screen that knows no Malayalam): kept as they are. */
  taskMl: z.string().max(300).optional(),
  descriptionMl: z.string().max(4000).optional(),
  version: z.number().optional(),
  startedAccount: z.string().nullable().optional(),
  completedAccount: z.string().nullable().optional(),
  earlyReason: z.string().nullable().optional(),
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
/** A delivery time for Schedule Tasks: a clock time, not left empty (that would move nothing). */
export const deliveryTimeSchema = startTimeSchema.refine((time) => time !== '', CLOCK_TIME_KEY);
/** POST /api/todos/:eventId/schedule: the delivery time the whole list moves to, from the list's `version`. */
export const scheduleRequestSchema = z.object({ deliveryTime: deliveryTimeSchema, version: z.number().int() });

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
  /** What the cook did about a reading outside its limit; needed to complete the check with one. */
  actionTaken: actionTakenSchema.optional(),
  /** Why the check is done before its time; needed more than EARLY_TOLERANCE_MINUTES early. */
  earlyReason: earlyReasonSchema.optional(),
});

export const VIDEO_LINK_KEY = 'kitchenRules.tasks.videoLink';
/** A task's own video link: none, an http(s) address or a /videos/… path (isTaskVideoLink). */
const taskVideoLink = z.string().trim().max(VIDEO_LINK_MAX_LENGTH).refine(isTaskVideoLink, VIDEO_LINK_KEY);

/** Minutes a task takes, as the forms send it: 1 to 1,440. */
const durationMinutes = limitedNumber('durationMinutes');
/** A custom number of whole days before the event a task falls on: 1 to 30 (the event day is its own choice). */
export const daysBeforeSchema = limitedNumber('customDays');

export const newTaskRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('custom'),
    task: z.string().trim().min(1, 'kitchenRules.tasks.taskRequired').max(300),
    taskMl: z.string().trim().max(300).default(''),
    /** One of DUE_DATES, or a custom whole number of days before the event (1 to 30). */
    dueDate: z.union([z.enum(DUE_DATES), daysBeforeSchema]),
    estimatedDuration: durationMinutes,
    startTime: startTimeSchema.default(''),
    assignedTo: z.string().trim().max(80).default(''),
    videoUrl: taskVideoLink.default(''),
    description: z.string().trim().max(4000).default(''),
    descriptionMl: z.string().trim().max(4000).default(''),
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

/** PUT /api/todos/:eventId/:taskId: what a cook may edit of one task, and the task's version it was read at. */
export const taskChangesSchema = z
  .object({
    task: z.string().trim().min(1, 'kitchenRules.tasks.taskRequired').max(300),
    /** '' takes the Malayalam name away (the English is shown). */
    taskMl: z.string().trim().max(300),
    dueDate: dueDateSchema,
    assignedTo: z.string().trim().max(80),
    /** Minutes: a number, or its text as older task lists hold it; kept as text. */
    estimatedDuration: z
      .preprocess((value) => (isNumberText(value) ? Number(value) : value), durationMinutes)
      .transform(String),
    startTime: startTimeSchema,
    description: z.string().trim().max(4000),
    descriptionMl: z.string().trim().max(4000),
    videoUrl: taskVideoLink,
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
  /** When it reached the server (takenAt is when it was taken); null when not kept. */
  arrivedAt: z.string().nullable().optional(),
  /** What the cook did about a reading outside its limit, in their own words, and who wrote it. */
  actionTaken: z.string().nullable(),
  actionBy: z.string().nullable(),
});
export type TemperatureReading = z.infer<typeof temperatureReadingSchema>;
export const temperatureRequestSchema = z.object({
  value: temperatureValue,
  name: actorName,
  actionTaken: actionTakenSchema.optional(),
});
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
