import type { DbOrTx } from '#server/db/database.ts';
import type { TimerRow } from '#server/db/schema.ts';

export function findTimer(db: DbOrTx, eventId: number, stepId: string): Promise<TimerRow | undefined> {
  return db
    .selectFrom('timers')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('step_id', '=', stepId)
    .executeTakeFirst();
}

/** The event's timers in step order. */
export function listTimers(db: DbOrTx, eventId: number): Promise<TimerRow[]> {
  return db.selectFrom('timers').selectAll().where('event_id', '=', eventId).orderBy('step_id').execute();
}

export interface TimerState {
  is_active: number;
  start_time: number | null;
  stop_time: number | null;
  extra_minutes: number;
  extra_reason: string | null;
  updated_at: string;
}

/** Writes the step's timer whole, creating it when the event has none for the step. */
export async function saveTimer(db: DbOrTx, eventId: number, stepId: string, state: TimerState): Promise<void> {
  await db
    .insertInto('timers')
    .values({ event_id: eventId, step_id: stepId, ...state })
    .onConflict((oc) => oc.columns(['event_id', 'step_id']).doUpdateSet(state))
    .execute();
}

export async function deleteTimersOfEvent(db: DbOrTx, eventId: number): Promise<void> {
  await db.deleteFrom('timers').where('event_id', '=', eventId).execute();
}
