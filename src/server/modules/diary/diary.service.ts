import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { attendanceFrom, MIN_PEOPLE, peopleCount } from '#shared/domain/kitchen/attendance.ts';
import { reviewProblem } from '#shared/domain/kitchen/review-rules.ts';
import { normalizeIndianMobile } from '#shared/domain/phone.ts';
import {
  REVIEW_TAGS,
  type DiaryEvent,
  type Review,
  type diaryEventInputSchema,
  type diaryEventsSaveRequestSchema,
  type reviewInputSchema,
} from '#shared/schemas/diary.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { DiaryEventRow, DiaryReviewRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { findEventById } from '#server/modules/events/events.repo.ts';
import { readBusinessSettings } from '#server/modules/settings/settings.repo.ts';
import * as repo from './diary.repo.ts';

type ValidDiaryEventInput = z.output<typeof diaryEventInputSchema>;
type ValidReviewInput = z.output<typeof reviewInputSchema>;

export const diaryEventNotFound = () => textRefusal(404, 'kitchenRules.diary.notFound');

function toDiaryEvent(row: DiaryEventRow): DiaryEvent {
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
    salesEventId: row.sales_event_id,
    leftoverMeatKg: row.leftover_meat_kg === null ? null : Number(row.leftover_meat_kg),
  };
}

/** The diary event, or 404: every kitchen call names one. */
export async function requireDiaryEvent(db: DbOrTx, id: number): Promise<DiaryEventRow> {
  const event = await repo.findDiaryEvent(db, id);
  if (!event) throw diaryEventNotFound();
  return event;
}

export async function listDiaryEvents(db: DbOrTx): Promise<DiaryEvent[]> {
  return (await repo.listDiaryEvents(db)).map(toDiaryEvent);
}

/** The columns an input sets; title and date are required, attendance is guessed from the title when left empty. */
async function eventColumns(db: DbOrTx, input: ValidDiaryEventInput, now: string) {
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
    estimated_attendance: attendanceFrom(input.estimatedAttendance, input.title),
    sales_event_id: input.salesEventId,
    updated_at: now,
    ...(input.leftoverMeatKg === undefined ? {} : { leftover_meat_kg: input.leftoverMeatKg }),
  };
}

export async function createDiaryEvent(db: Db, input: ValidDiaryEventInput, createdBy: string): Promise<DiaryEvent> {
  return withTransaction(db, async (tx) => {
    const now = new Date().toISOString();
    const columns = await eventColumns(tx, input, now);
    const { id } = await repo.insertDiaryEvent(tx, { ...columns, created_at: now, created_by: createdBy });
    return toDiaryEvent((await repo.findDiaryEvent(tx, id))!);
  });
}

export async function updateDiaryEvent(db: Db, id: number, input: ValidDiaryEventInput): Promise<DiaryEvent> {
  return withTransaction(db, async (tx) => {
    await requireDiaryEvent(tx, id);
    await repo.updateDiaryEvent(tx, id, await eventColumns(tx, input, new Date().toISOString()));
    return toDiaryEvent((await repo.findDiaryEvent(tx, id))!);
  });
}

/**
 * The whole-list save, merged by id: an item naming an existing event updates it, any other
 * is inserted as a new event (with a new id). Nothing is deleted. Answers how many were saved.
 */
export async function saveDiaryEvents(
  db: Db,
  items: z.output<typeof diaryEventsSaveRequestSchema>,
  createdBy: string,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const now = new Date().toISOString();
    const known = await repo.diaryEventIds(
      tx,
      items.flatMap((item) => (item.id === undefined ? [] : [item.id])),
    );
    for (const item of items) {
      const columns = await eventColumns(tx, item, now);
      if (item.id !== undefined && known.has(item.id)) await repo.updateDiaryEvent(tx, item.id, columns);
      else await repo.insertDiaryEvent(tx, { ...columns, created_at: now, created_by: createdBy });
    }
    return items.length;
  });
}

/** The event with its tasks, task-list version, people count, reviews and readings, in one transaction. */
export async function deleteDiaryEvent(db: Db, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireDiaryEvent(tx, id);
    await repo.deleteDiaryEventAndChildren(tx, id);
  });
}

/** The saved people count, else the event's estimated attendance. */
export async function readPeople(db: DbOrTx, eventId: number): Promise<number> {
  const event = await requireDiaryEvent(db, eventId);
  return (await repo.findPeopleCount(db, eventId)) ?? event.estimated_attendance;
}

/** Saves a people count (a positive whole number), floored to the minimum of 10. */
export async function savePeople(db: Db, eventId: number, input: number | string): Promise<number> {
  const count = peopleCount(input);
  if (count === null) throw textRefusal(400, 'kitchenRules.people.invalid');
  const saved = Math.max(MIN_PEOPLE, count);
  await withTransaction(db, async (tx) => {
    await requireDiaryEvent(tx, eventId);
    await repo.savePeopleCount(tx, eventId, saved);
  });
  return saved;
}

/** People booked through the linked sales event: items of bookings not cancelled × people per order; null when unlinked. */
export async function bookedPeople(db: DbOrTx, eventId: number): Promise<number | null> {
  const event = await requireDiaryEvent(db, eventId);
  if (event.sales_event_id === null) return null;
  const [quantity, settings] = await Promise.all([
    repo.bookedQuantity(db, event.sales_event_id),
    readBusinessSettings(db),
  ]);
  return quantity * settings.peoplePerOrder;
}

const KNOWN_TAGS = new Set<string>(REVIEW_TAGS);

/** Reviews as screens see them: phone numbers are never sent back. */
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
    phone: '',
  };
}

export async function listReviews(db: DbOrTx, eventId: number): Promise<Review[]> {
  await requireDiaryEvent(db, eventId);
  return (await repo.listReviews(db, eventId)).map(toReview);
}

/** The first review that breaks a rule: which one, its field and the rule's text key; null when all pass. */
export function firstReviewProblem(inputs: ValidReviewInput[]): { index: number; field: string; key: string } | null {
  for (const [index, input] of inputs.entries()) {
    const problem = reviewProblem(input);
    if (problem) return { index, field: problem.field, key: problem.key };
  }
  return null;
}

/**
 * Saves the event's whole review list (checked first with firstReviewProblem). Each review is checked; a review is verified
 * when its phone is that of a booking (not cancelled) of the linked sales event. Screens never get
 * phones back, so a review saved again without one keeps the phone it was saved with.
 */
export async function saveReviews(db: Db, eventId: number, inputs: ValidReviewInput[]): Promise<Review[]> {
  return withTransaction(db, async (tx) => {
    const event = await requireDiaryEvent(tx, eventId);
    const stored = new Map((await repo.listReviews(tx, eventId)).map((row) => [row.id, row]));
    const bookedPhones = new Set(
      event.sales_event_id === null
        ? []
        : (await repo.bookedPhones(tx, event.sales_event_id)).map((phone) => normalizeIndianMobile(phone) ?? phone),
    );
    const now = new Date().toISOString();
    const seen = new Set<string>();
    const rows = inputs.map((input, index) => {
      let id = input.id || randomUUID();
      if (seen.has(id)) id = randomUUID();
      seen.add(id);
      const phone = input.phone.trim() ? (normalizeIndianMobile(input.phone) ?? '') : (stored.get(id)?.phone ?? '');
      return {
        event_id: eventId,
        id,
        sort_order: index,
        reviewer_name: input.reviewerName.trim(),
        comment: input.comment.trim(),
        rating: input.rating,
        date: input.date || stored.get(id)?.date || now,
        youtube_link: input.youtubeLink.trim(),
        tags_json: JSON.stringify(input.tags.filter((tag) => KNOWN_TAGS.has(tag))),
        phone,
        verified: phone !== '' && bookedPhones.has(phone) ? 1 : 0,
      };
    });
    await repo.replaceReviews(tx, eventId, rows);
    return (await repo.listReviews(tx, eventId)).map(toReview);
  });
}
