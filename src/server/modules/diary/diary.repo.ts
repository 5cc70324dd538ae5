import type { Insertable, Updateable } from 'kysely';
import type { ArchivedChoice, DiaryFilter } from '#shared/schemas/diary.ts';
import { sql } from 'kysely';
import { isPostgres, type DbOrTx } from '#server/db/database.ts';
import type { DiaryEventRow, DiaryEventsTable, DiaryReviewRow, DiaryReviewsTable } from '#server/db/schema.ts';

/** A diary event with its people count: the saved count, else the estimated attendance. */
export type DiaryEventWithPeople = DiaryEventRow & { people: number };

function eventsWithPeople(db: DbOrTx) {
  return db
    .selectFrom('diary_events')
    .leftJoin('diary_people', 'diary_people.event_id', 'diary_events.id')
    .selectAll('diary_events')
    .select((eb) => eb.fn.coalesce('diary_people.count', 'diary_events.estimated_attendance').as('people'));
}

export interface DiaryListing {
  filter: DiaryFilter;
  archived: ArchivedChoice;
  /** The signed-in account: the `created` filter's. */
  username: string;
}

function listed(db: DbOrTx, { filter, archived, username }: DiaryListing) {
  let query = eventsWithPeople(db);
  if (archived === 'exclude') query = query.where('diary_events.archived_at', 'is', null);
  if (archived === 'only') query = query.where('diary_events.archived_at', 'is not', null);
  if (filter === 'assigned') query = query.where('diary_events.assigned_to', '!=', '');
  if (filter === 'created') query = query.where('diary_events.created_by', '=', username);
  if (filter === 'completed') query = query.where('diary_events.is_completed', '=', 1);
  return query;
}

/** One page of diary events, newest day first (then newest id), and how many the listing holds. */
export async function listDiaryEvents(
  db: DbOrTx,
  listing: DiaryListing,
  page: { offset: number; limit: number },
): Promise<{ rows: DiaryEventWithPeople[]; total: number }> {
  const [rows, count] = await Promise.all([
    listed(db, listing)
      .orderBy('diary_events.date', 'desc')
      .orderBy('diary_events.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    listed(db, listing)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(withNumberPeople), total: Number(count.n) };
}

/** PostgreSQL may answer the coalesced count as text. */
function withNumberPeople<Row extends { people: unknown }>(row: Row): Row & { people: number } {
  return { ...row, people: Number(row.people) };
}

export function findDiaryEvent(db: DbOrTx, id: number): Promise<DiaryEventRow | undefined> {
  return db.selectFrom('diary_events').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findDiaryEventWithPeople(db: DbOrTx, id: number): Promise<DiaryEventWithPeople | undefined> {
  const row = await eventsWithPeople(db).where('diary_events.id', '=', id).executeTakeFirst();
  return row && withNumberPeople(row);
}

export async function findDiaryEvents(db: DbOrTx, ids: number[]): Promise<Map<number, DiaryEventWithPeople>> {
  if (ids.length === 0) return new Map();
  const rows = await eventsWithPeople(db).where('diary_events.id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, withNumberPeople(row)]));
}

export function insertDiaryEvent(db: DbOrTx, event: Insertable<DiaryEventsTable>): Promise<{ id: number }> {
  return db.insertInto('diary_events').values(event).returning('id').executeTakeFirstOrThrow();
}

/** Changes the event only when it is still at `version`, and bumps it; false when it was not (someone else's change came first). */
export async function updateDiaryEvent(
  db: DbOrTx,
  id: number,
  version: number,
  changes: Updateable<DiaryEventsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('diary_events')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The event with its people count and reviews, once the kitchen's records of it are gone (EventKitchen).
 * Children go first: foreign keys may or may not cascade.
 */
export async function deleteDiaryEventAndChildren(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom('diary_reviews').where('event_id', '=', id).execute();
  await db.deleteFrom('diary_people').where('event_id', '=', id).execute();
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

/** One page of an event's reviews, newest first (then by id), and how many it has. */
export async function listReviews(
  db: DbOrTx,
  eventId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: DiaryReviewRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('diary_reviews')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('diary_reviews')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findReviews(db: DbOrTx, eventId: number, ids: string[]): Promise<Map<string, DiaryReviewRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('diary_reviews')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The next sort place of the event's reviews: they are listed in the order they were added. */
export async function nextReviewSortOrder(db: DbOrTx, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('diary_reviews')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertReview(db: DbOrTx, review: Insertable<DiaryReviewsTable>): Promise<void> {
  await db.insertInto('diary_reviews').values(review).execute();
}

/** Changes the review only when it is still at `version`, and bumps it; false when it was not. */
export async function updateReview(
  db: DbOrTx,
  key: { eventId: number; id: string; version: number },
  changes: Updateable<DiaryReviewsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('diary_reviews')
    .set({ ...changes, version: key.version + 1 })
    .where('event_id', '=', key.eventId)
    .where('id', '=', key.id)
    .where('version', '=', key.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Whether the diary event exists, locking its row until the transaction ends (PostgreSQL: FOR NO KEY
 * UPDATE, which still lets other transactions insert rows pointing at it; SQLite's BEGIN IMMEDIATE has
 * already serialised writers). Every timer change of one event waits for the one before it.
 */
export async function lockDiaryEvent(db: DbOrTx, eventId: number): Promise<boolean> {
  if (isPostgres(db)) {
    const { rows } = await sql<{
      id: number;
    }>`select id from diary_events where id = ${eventId} for no key update`.execute(db);
    return rows.length > 0;
  }
  const row = await db.selectFrom('diary_events').select('id').where('id', '=', eventId).executeTakeFirst();
  return row !== undefined;
}

/** Completed diary events dated from `from` up to the day before `until` that recorded leftover meat. */
export function leftoverEvents(
  db: DbOrTx,
  from: string,
  until: string,
): Promise<{ id: number; title: string; date: string; leftover_meat_kg: number | null }[]> {
  return db
    .selectFrom('diary_events')
    .select(['id', 'title', 'date', 'leftover_meat_kg'])
    .where('is_completed', '=', 1)
    .where('leftover_meat_kg', 'is not', null)
    .where('leftover_meat_kg', '>', 0)
    .where('date', '>=', from)
    .where('date', '<', until)
    .orderBy('date')
    .orderBy('id')
    .execute();
}
