import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { attendanceFrom, peopleCount } from '#shared/domain/kitchen/attendance.ts';
import { KITCHEN_PAGE_SIZE } from '#shared/domain/kitchen/limits.ts';
import { normalizeBookingReference, reviewProblem } from '#shared/domain/kitchen/review-rules.ts';
import {
  REVIEW_TAGS,
  type DiaryEvent,
  type DiaryEventsPage,
  type Review,
  type ReviewsPage,
  type diaryEventInputSchema,
  type diaryEventsQuerySchema,
  type diaryEventsSaveRequestSchema,
  type reviewInputSchema,
} from '#shared/schemas/diary.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { DiaryEventRow, DiaryReviewRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { staleRecord, textRefusal } from '#server/lib/http-error.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';
import { findEventById } from '#server/modules/events/events.service.ts';
import * as repo from './diary.repo.ts';
import { salePeople } from './sale-people.service.ts';

type ValidDiaryEventInput = z.output<typeof diaryEventInputSchema>;
type ValidReviewInput = z.output<typeof reviewInputSchema>;

export const diaryEventNotFound = () => textRefusal(404, 'kitchenRules.diary.notFound');
const archivedEvent = () => textRefusal(409, 'kitchenRules.diary.archived');
const oneAtATime = () => textRefusal(400, 'kitchenRules.records.oneAtATime');

function toDiaryEvent(row: repo.DiaryEventWithPeople): DiaryEvent {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    description: row.description,
    assignedTo: row.assigned_to ?? '',
    createdAt: row.created_at,
    createdBy: row.created_by,
    isCompleted: row.is_completed === 1,
    estimatedAttendance: row.estimated_attendance,
    people: row.people,
    salesEventId: row.sales_event_id,
    leftoverMeatKg: row.leftover_meat_kg === null ? null : Number(row.leftover_meat_kg),
    version: row.version,
    archivedAt: row.archived_at,
    archivedBy: row.archived_by,
  };
}

/** The diary event, or 404: every kitchen call names one. Archived events are found too (reports read them). */
/** The diary events prepared for a sales event (their boards show its booked people). */
export function diaryEventIdsOfSale(db: DbOrTx, salesEventId: number): Promise<number[]> {
  return repo.diaryEventIdsOfSale(db, salesEventId);
}

export async function requireDiaryEvent(db: DbOrTx, id: number): Promise<DiaryEventRow> {
  const event = await repo.findDiaryEvent(db, id);
  if (!event) throw diaryEventNotFound();
  return event;
}

/** The diary event with its people count, or 404. */
async function requireEventWithPeople(db: DbOrTx, id: number): Promise<repo.DiaryEventWithPeople> {
  const row = await repo.findDiaryEventWithPeople(db, id);
  if (!row) throw diaryEventNotFound();
  return row;
}

/** The diary event as screens read it, or 404. */
export async function readDiaryEvent(db: DbOrTx, id: number): Promise<DiaryEvent> {
  return toDiaryEvent(await requireEventWithPeople(db, id));
}

/** A page of the diary, newest first, as the signed-in account `username` filters it. */
export async function listDiaryEvents(
  db: DbOrTx,
  query: z.output<typeof diaryEventsQuerySchema>,
  username: string,
): Promise<Omit<DiaryEventsPage, 'success'>> {
  const { rows, total } = await repo.listDiaryEvents(
    db,
    { filter: query.filter, archived: query.archived, username },
    { offset: (query.page - 1) * KITCHEN_PAGE_SIZE, limit: KITCHEN_PAGE_SIZE },
  );
  return { data: rows.map(toDiaryEvent), page: query.page, pageSize: KITCHEN_PAGE_SIZE, total };
}

/**
 * The columns an input sets; title and date are required. Attendance left empty (null, '') is guessed
 * from the title; left out, a new event's is guessed and an existing event's (`editing`) stays as it is.
 */
async function eventColumns(db: DbOrTx, input: ValidDiaryEventInput, editing = false) {
  if (!input.title || !input.date) throw textRefusal(400, 'kitchenRules.diary.titleDateRequired');
  if (input.salesEventId !== null && !(await findEventById(db, input.salesEventId))) {
    throw textRefusal(400, 'kitchenRules.diary.salesEventUnknown');
  }
  return {
    title: input.title,
    date: input.date,
    description: input.description,
    assigned_to: input.assignedTo,
    is_completed: input.isCompleted ? 1 : 0,
    sales_event_id: input.salesEventId,
    ...(input.estimatedAttendance === undefined && editing
      ? {}
      : { estimated_attendance: attendanceFrom(input.estimatedAttendance, input.title) }),
    ...(input.leftoverMeatKg === undefined ? {} : { leftover_meat_kg: input.leftoverMeatKg }),
  };
}

type EventColumns = Partial<Awaited<ReturnType<typeof eventColumns>>>;

/** Would these columns change the stored event? (An item sent back as read changes nothing.) */
function changesEvent(row: DiaryEventRow, columns: EventColumns): boolean {
  return Object.entries(columns).some(([name, value]) => {
    const stored = row[name as keyof DiaryEventRow];
    return name === 'leftover_meat_kg' ? (stored === null ? null : Number(stored)) !== value : stored !== value;
  });
}

/**
 * The kitchen's records of an event: tasks, readings, timers and corrections, kept by the modules built on
 * diary events. Given by the app, which composes the modules (tasks/event-kitchen.service.ts), so the
 * diary names none of their code or tables. Each runs in the caller's transaction.
 */
export interface EventKitchen {
  /** What a new event starts with beside its own row: its default task list. */
  setUp(tx: DbOrTx, eventId: number): Promise<void>;
  /** Whether the event holds a food-safety or kitchen record: a pit reading, a task started or completed, or a correction. */
  holdsRecords(tx: DbOrTx, eventId: number): Promise<boolean>;
  /** Removes what the kitchen keeps only for the event (its timers, readings, tasks and task list). */
  deleteRecords(tx: DbOrTx, eventId: number): Promise<void>;
}

/**
 * The bookings of the sales event a diary event is prepared for (`eventId` is the sales event's). Given
 * by the app: bookings builds on the diary (bookings/order-facts.service.ts).
 */
export interface SaleOrders {
  /** Items booked by bookings that are not cancelled (every booking is a paid one). */
  bookedQuantity(db: DbOrTx, eventId: number): Promise<number>;
  /** Whether a booking (not cancelled) has this reference. */
  hasBookingWithReference(db: DbOrTx, eventId: number, reference: string): Promise<boolean>;
}

/** A new event, with what it starts with, in the caller's transaction. */
async function insertEvent(
  tx: DbOrTx,
  input: ValidDiaryEventInput,
  createdBy: string,
  kitchen: EventKitchen,
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await repo.insertDiaryEvent(tx, {
    ...(await eventColumns(tx, input)),
    estimated_attendance: attendanceFrom(input.estimatedAttendance, input.title),
    created_at: now,
    created_by: createdBy,
    updated_at: now,
  });
  await kitchen.setUp(tx, id);
  return id;
}

export async function createDiaryEvent(
  db: Db,
  input: ValidDiaryEventInput,
  createdBy: string,
  kitchen: EventKitchen,
): Promise<DiaryEvent> {
  return withTransaction(db, async (tx) => readDiaryEvent(tx, await insertEvent(tx, input, createdBy, kitchen)));
}

/**
 * The one way an existing event is changed (the single update, the whole-list save, the people count):
 * refused when archived (409) or when `version` is not the stored one (409 with the event as it is now).
 * Columns that change nothing write nothing.
 */
async function changeEvent(
  tx: DbOrTx,
  row: repo.DiaryEventWithPeople,
  version: number | undefined,
  columns: Partial<EventColumns>,
): Promise<boolean> {
  if (!changesEvent(row, columns as EventColumns)) return false;
  if (row.archived_at !== null) throw archivedEvent();
  if (version !== row.version) throw staleRecord(toDiaryEvent(row));
  const changed = await repo.updateDiaryEvent(tx, row.id, version, {
    ...columns,
    updated_at: new Date().toISOString(),
  });
  if (!changed) throw staleRecord(await readDiaryEvent(tx, row.id));
  return true;
}

/** PUT /api/diary-events/:id: the whole event, from the version it was read at. */
export async function updateDiaryEvent(
  db: Db,
  id: number,
  input: ValidDiaryEventInput & { version: number },
): Promise<DiaryEvent> {
  return withTransaction(db, async (tx) => {
    const row = await requireEventWithPeople(tx, id);
    await changeEvent(tx, row, input.version, await eventColumns(tx, input, true));
    return readDiaryEvent(tx, id);
  });
}

/**
 * The whole-list save, merged by id in one transaction or refused whole: an item naming an existing
 * event changes it through changeEvent (its version required, unless it changes nothing); at most one
 * other item is added as a new event, with its default tasks. Nothing is deleted. Answers how many items were taken.
 */
export async function saveDiaryEvents(
  db: Db,
  items: z.output<typeof diaryEventsSaveRequestSchema>,
  createdBy: string,
  kitchen: EventKitchen,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const known = await repo.findDiaryEvents(
      tx,
      items.flatMap((item) => (item.id === undefined ? [] : [item.id])),
    );
    const added = items.filter((item) => item.id === undefined || !known.has(item.id));
    if (added.length > 1) throw oneAtATime();
    const seen = new Set<number>();
    for (const item of items) {
      const row = item.id === undefined ? undefined : known.get(item.id);
      if (!row) continue;
      if (seen.has(row.id)) throw textRefusal(400, 'kitchenRules.diary.duplicateId');
      seen.add(row.id);
      await changeEvent(tx, row, item.version, await eventColumns(tx, item, true));
    }
    if (added[0]) await insertEvent(tx, added[0], createdBy, kitchen);
    return items.length;
  });
}

/**
 * Deletes an event that holds no kitchen record, with what is kept only for it (task list, people
 * count, reviews, timers). An event with a reading, a started or completed task, or a correction is
 * refused (409) for everyone: an admin archives it instead. An archived event is kept as it is.
 */
export async function deleteDiaryEvent(db: Db, id: number, kitchen: EventKitchen): Promise<void> {
  await withTransaction(db, async (tx) => {
    const event = await requireDiaryEvent(tx, id);
    if (event.archived_at !== null) throw archivedEvent();
    if (await kitchen.holdsRecords(tx, id)) throw textRefusal(409, 'kitchenRules.records.hasRecords');
    await kitchen.deleteRecords(tx, id);
    await repo.deleteDiaryEventAndChildren(tx, id);
  });
}

/** Archives (hidden from lists, kept in reports and exports) or unarchives an event; who and when are kept. Doing it twice changes nothing. */
export async function setArchived(db: Db, id: number, archived: boolean, by: string): Promise<DiaryEvent> {
  return withTransaction(db, async (tx) => {
    const row = await requireEventWithPeople(tx, id);
    if ((row.archived_at !== null) !== archived) {
      const changes = archived
        ? { archived_at: new Date().toISOString(), archived_by: by }
        : { archived_at: null, archived_by: null };
      await repo.updateDiaryEvent(tx, id, row.version, { ...changes, updated_at: new Date().toISOString() });
    }
    return readDiaryEvent(tx, id);
  });
}

/** The saved people count, else the event's estimated attendance. */
export async function readPeople(db: DbOrTx, eventId: number): Promise<number> {
  return (await readDiaryEvent(db, eventId)).people;
}

/**
 * Saves a people count (10 to 100,000, checked by the schema; never raised). The count
 * is part of the event: saving it bumps the event's version, and a count saved from an older version
 * (when one is given) is refused with the event as it is now.
 */
export async function savePeople(
  db: Db,
  eventId: number,
  input: { count: number | string; version?: number | undefined },
): Promise<DiaryEvent> {
  const count = peopleCount(input.count);
  if (count === null) throw textRefusal(400, 'kitchenRules.limits.people');
  return withTransaction(db, async (tx) => {
    const row = await requireEventWithPeople(tx, eventId);
    if ((await repo.findPeopleCount(tx, eventId)) === count) return toDiaryEvent(row);
    if (row.archived_at !== null) throw archivedEvent();
    if (input.version !== undefined && input.version !== row.version) throw staleRecord(toDiaryEvent(row));
    await repo.savePeopleCount(tx, eventId, count);
    if (!(await repo.updateDiaryEvent(tx, eventId, row.version, { updated_at: new Date().toISOString() }))) {
      throw staleRecord(await readDiaryEvent(tx, eventId));
    }
    return readDiaryEvent(tx, eventId);
  });
}

/** People booked through the linked sales event: items of bookings not cancelled × people per order; null when unlinked. */
export async function bookedPeople(db: DbOrTx, eventId: number, orders: SaleOrders): Promise<number | null> {
  const event = await requireDiaryEvent(db, eventId);
  if (event.sales_event_id === null) return null;
  return salePeople(db, event.sales_event_id, orders);
}

const KNOWN_TAGS = new Set<string>(REVIEW_TAGS);

/** Reviews as screens see them: a phone kept from before references were asked is never sent back. */
function toReview(row: DiaryReviewRow): Review {
  const tags = (JSON.parse(row.tags_json) as string[]).filter((tag): tag is Review['tags'][number] =>
    KNOWN_TAGS.has(tag),
  );
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    comment: row.comment,
    rating: row.rating,
    date: row.date,
    youtubeLink: row.youtube_link,
    eventId: row.event_id,
    verified: row.verified === 1,
    tags,
    version: row.version,
    createdAt: row.created_at,
  };
}

/** A page of the event's reviews, newest first. */
export async function listReviews(db: DbOrTx, eventId: number, page: number): Promise<Omit<ReviewsPage, 'success'>> {
  await requireDiaryEvent(db, eventId);
  const { rows, total } = await repo.listReviews(db, eventId, {
    offset: (page - 1) * KITCHEN_PAGE_SIZE,
    limit: KITCHEN_PAGE_SIZE,
  });
  return { data: rows.map(toReview), page, pageSize: KITCHEN_PAGE_SIZE, total };
}

/** The first review that breaks a rule: which one, its field and the rule's text key; null when all pass. */
export function firstReviewProblem(inputs: ValidReviewInput[]): { index: number; field: string; key: TextKey } | null {
  for (const [index, input] of inputs.entries()) {
    const problem = reviewProblem(input);
    if (problem) return { index, field: problem.field, key: problem.key };
  }
  return null;
}

/**
 * Saves the event's reviews (checked first with firstReviewProblem), merged by id in one transaction or
 * refused whole. A review without an id, or with one the event has no review of, is added (at most one
 * per call); a known one is changed only from its current version (else 409 with the review as it is
 * now) and only when something changed; reviews left out stay. A review is verified when the booking
 * reference the customer gave is that of a booking (not cancelled) of the linked sales event: staff learn
 * only that this review's booking matched, never whether some phone number booked. A review sent without
 * a reference keeps its verification (reviews verified by phone before stay as they were). Answers the
 * first page.
 */
export async function saveReviews(db: Db, eventId: number, inputs: ValidReviewInput[], orders: SaleOrders) {
  return withTransaction(db, async (tx) => {
    const event = await requireDiaryEvent(tx, eventId);
    const stored = await repo.findReviews(
      tx,
      eventId,
      inputs.flatMap((input) => (input.id ? [input.id] : [])),
    );
    const added = inputs.filter((input) => !input.id || !stored.has(input.id));
    if (added.length > 1) throw oneAtATime();
    const matched = new Map<string, boolean>();
    const bookingMatches = async (reference: string) => {
      if (event.sales_event_id === null) return false;
      if (!matched.has(reference)) {
        matched.set(reference, await orders.hasBookingWithReference(tx, event.sales_event_id, reference));
      }
      return matched.get(reference)!;
    };
    const verifiedOf = async (input: ValidReviewInput, before: DiaryReviewRow | undefined) => {
      const reference = normalizeBookingReference(input.bookingReference);
      if (!reference) return before?.verified ?? 0;
      return (await bookingMatches(reference)) ? 1 : 0;
    };
    const columns = async (input: ValidReviewInput, before: DiaryReviewRow | undefined) => {
      return {
        reviewer_name: input.reviewerName.trim(),
        comment: input.comment.trim(),
        rating: input.rating,
        date: input.date || before?.date || new Date().toISOString(),
        youtube_link: input.youtubeLink.trim(),
        tags_json: JSON.stringify(input.tags.filter((tag) => KNOWN_TAGS.has(tag))),
        phone: before?.phone ?? '',
        verified: await verifiedOf(input, before),
      };
    };
    const seen = new Set<string>();
    const changes: { input: ValidReviewInput; before: DiaryReviewRow; after: Awaited<ReturnType<typeof columns>> }[] =
      [];
    for (const input of inputs) {
      const before = input.id ? stored.get(input.id) : undefined;
      if (!before) continue;
      if (seen.has(before.id)) throw textRefusal(400, 'kitchenRules.reviews.duplicateId');
      seen.add(before.id);
      const after = await columns(input, before);
      const changing = Object.entries(after).some(([name, value]) => before[name as keyof DiaryReviewRow] !== value);
      if (changing) changes.push({ input, before, after });
    }
    const fresh = added[0];
    if ((changes.length > 0 || fresh) && event.archived_at !== null) throw archivedEvent();
    for (const { input, before, after } of changes) {
      if (input.version !== before.version) throw staleRecord(toReview(before));
      const saved = await repo.updateReview(tx, { eventId, id: before.id, version: before.version }, after);
      if (!saved) throw staleRecord(toReview((await repo.findReviews(tx, eventId, [before.id])).get(before.id)!));
    }
    if (fresh) {
      await repo.insertReview(tx, {
        event_id: eventId,
        id: fresh.id || randomUUID(),
        sort_order: await repo.nextReviewSortOrder(tx, eventId),
        created_at: new Date().toISOString(),
        ...(await columns(fresh, undefined)),
      });
    }
    return listReviews(tx, eventId, 1);
  });
}

/**
 * Whether the diary event exists, locking its row until the transaction ends: every timer change of one
 * event waits for the one before it (see diary.repo's lockDiaryEvent).
 */
export function lockDiaryEvent(tx: DbOrTx, eventId: number): Promise<boolean> {
  return repo.lockDiaryEvent(tx, eventId);
}

/** Completed diary events dated from `from` up to the day before `until` that recorded leftover meat. */
export function leftoverEvents(db: DbOrTx, from: string, until: string) {
  return repo.leftoverEvents(db, from, until);
}

export { peopleForOrders, salePeople } from './sale-people.service.ts';
