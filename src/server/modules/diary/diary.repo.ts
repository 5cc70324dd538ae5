import type { Insertable, Updateable } from 'kysely';
import type { DbOrTx } from '#server/db/database.ts';
import type { DiaryEventRow, DiaryEventsTable, DiaryReviewRow, DiaryReviewsTable } from '#server/db/schema.ts';

/** Diary events, newest day first. */
export function listDiaryEvents(db: DbOrTx): Promise<DiaryEventRow[]> {
  return db.selectFrom('diary_events').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();
}

export function findDiaryEvent(db: DbOrTx, id: number): Promise<DiaryEventRow | undefined> {
  return db.selectFrom('diary_events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function diaryEventIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('diary_events').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export function insertDiaryEvent(db: DbOrTx, event: Insertable<DiaryEventsTable>): Promise<{ id: number }> {
  return db.insertInto('diary_events').values(event).returning('id').executeTakeFirstOrThrow();
}

export async function updateDiaryEvent(db: DbOrTx, id: number, changes: Updateable<DiaryEventsTable>): Promise<void> {
  await db.updateTable('diary_events').set(changes).where('id', '=', id).execute();
}

/** The event and everything kept for it. Children go first: foreign keys may or may not cascade. */
export async function deleteDiaryEventAndChildren(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('timers').where('event_id', '=', id).execute();
  await db.deleteFrom('temperature_readings').where('event_id', '=', id).execute();
  await db.deleteFrom('diary_reviews').where('event_id', '=', id).execute();
  await db.deleteFrom('diary_people').where('event_id', '=', id).execute();
  await db.deleteFrom('diary_tasks').where('event_id', '=', id).execute();
  await db.deleteFrom('diary_task_lists').where('event_id', '=', id).execute();
  await db.deleteFrom('diary_events').where('id', '=', id).execute();
}

export async function findPeopleCount(db: DbOrTx, eventId: number): Promise<number | undefined> {
  const row = await db.selectFrom('diary_people').select('count').where('event_id', '=', eventId).executeTakeFirst();
  return row?.count;
}

export async function savePeopleCount(db: DbOrTx, eventId: number, count: number): Promise<void> {
  await db
    .insertInto('diary_people')
    .values({ event_id: eventId, count })
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ count }))
    .execute();
}

/** The diary events prepared for a sales event. */
export async function diaryEventIdsOfSale(db: DbOrTx, salesEventId: number): Promise<number[]> {
  const rows = await db.selectFrom('diary_events').select('id').where('sales_event_id', '=', salesEventId).execute();
  return rows.map((row) => row.id);
}

/** Items booked for a sales event by bookings that are not cancelled (every booking is a paid one). */
export async function bookedQuantity(db: DbOrTx, salesEventId: number): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.sum<number | string | null>('total_quantity').as('quantity'))
    .where('event_id', '=', salesEventId)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}

/** The phones of a sales event's bookings that are not cancelled, as stored. */
export async function bookedPhones(db: DbOrTx, salesEventId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('phone')
    .where('event_id', '=', salesEventId)
    .where('status', '!=', 'cancelled')
    .execute();
  return rows.map((row) => row.phone);
}

export function listReviews(db: DbOrTx, eventId: number): Promise<DiaryReviewRow[]> {
  return db.selectFrom('diary_reviews').selectAll().where('event_id', '=', eventId).orderBy('sort_order').execute();
}

export async function replaceReviews(
  db: DbOrTx,
  eventId: number,
  reviews: Insertable<DiaryReviewsTable>[],
): Promise<void> {
  await db.deleteFrom('diary_reviews').where('event_id', '=', eventId).execute();
  if (reviews.length) await db.insertInto('diary_reviews').values(reviews).execute();
}
