import type { z } from 'zod';
import type { ChangeTimes } from '#shared/domain/change-times.ts';
import { PIT_COOK_STEP_ID } from '#shared/content/sop/final-cooking.ts';
import { isPlausibleTimerStart, TIMER_START_KEY } from '#shared/domain/kitchen/limits.ts';
import { timersAfterStep } from '#shared/domain/kitchen/timer-changes.ts';
import type { Timer, timerChangeSchema } from '#shared/schemas/timers.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import type { TimerRow } from '#server/db/schema.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import { diaryEventNotFound, lockDiaryEvent, requireDiaryEvent } from '#server/modules/diary/diary.service.ts';
import * as repo from './timers.repo.ts';

/** The final-cooking step whose timer runs while the meat is in the pit (the sub-step allowed 120 minutes). */
export const FINAL_COOKING_PIT_STEP = PIT_COOK_STEP_ID;

const timerNotFound = () => textRefusal(404, 'refusals.timers.notFound');

function toTimer(row: TimerRow): Timer {
  return {
    id: row.step_id,
    isActive: row.is_active === 1,
    startTime: row.start_time === null ? null : Number(row.start_time),
    stopTime: row.stop_time === null ? null : Number(row.stop_time),
    extraMinutes: row.extra_minutes,
    extraReason: row.extra_reason,
  };
}

function toState(row: TimerRow | undefined, now: string): repo.TimerState {
  return {
    is_active: row?.is_active ?? 0,
    start_time: row?.start_time == null ? null : Number(row.start_time),
    stop_time: row?.stop_time == null ? null : Number(row.stop_time),
    extra_minutes: row?.extra_minutes ?? 0,
    extra_reason: row?.extra_reason ?? null,
    updated_at: now,
  };
}

function stateOf(timer: Timer, now: string): repo.TimerState {
  return {
    is_active: timer.isActive ? 1 : 0,
    start_time: timer.startTime,
    stop_time: timer.stopTime,
    extra_minutes: timer.extraMinutes,
    extra_reason: timer.extraReason,
    updated_at: now,
  };
}

const sameTimer = (a: Timer, b: Timer | undefined) =>
  b !== undefined && (Object.keys(a) as (keyof Timer)[]).every((key) => a[key] === b[key]);

/** The step's timer; 404 when the event is unknown or the step has no timer. */
export async function readTimer(db: DbOrTx, eventId: number, stepId: string): Promise<Timer> {
  await requireDiaryEvent(db, eventId);
  const row = await repo.findTimer(db, eventId, stepId);
  if (!row) throw timerNotFound();
  return toTimer(row);
}

/** Every timer of the event, active or not, in step order. */
export async function listTimers(db: DbOrTx, eventId: number): Promise<Timer[]> {
  await requireDiaryEvent(db, eventId);
  return (await repo.listTimers(db, eventId)).map(toTimer);
}

/**
 * Starts or stops a step by the shared rule (timersAfterStep), a stop at the change's made-at time
 * (bounded where every change's is: change-times.ts). The event is locked first, so two starts on one
 * page leave exactly one of them running. A start more than a day
 * before the server's clock, or more than a minute after it, is refused (400, TIMER_START_KEY): the
 * screen sends the moment the cook pressed Start, which may be a while ago when it waited offline.
 */
export async function changeTimer(
  db: Db,
  eventId: number,
  stepId: string,
  change: z.output<typeof timerChangeSchema>,
  times: ChangeTimes,
): Promise<Timer> {
  if (change.isActive && !isPlausibleTimerStart(change.startTime, Date.now())) {
    throw textRefusal(400, TIMER_START_KEY);
  }
  return withTransaction(
    db,
    async (tx) => {
      if (!(await lockDiaryEvent(tx, eventId))) throw diaryEventNotFound();
      const now = new Date().toISOString();
      const before = (await repo.listTimers(tx, eventId)).map(toTimer);
      const after = timersAfterStep(before, stepId, change, Date.parse(times.madeAt));
      for (const timer of after) {
        const was = before.find((each) => each.id === timer.id);
        if (timer.id === stepId || !sameTimer(timer, was))
          await repo.saveTimer(tx, eventId, timer.id, stateOf(timer, now));
      }
      return after.at(-1)!;
    },
    // The event's row is locked first, so each statement after it sees what the changes before committed.
    { isolation: 'read committed' },
  );
}

/**
 * A done-check reading adds its rule's minutes (judgeReading's cookMore: 10 above 135 °C, else 20) to the
 * final-cooking pit step's timer of the event, with the rule's key as the reason; a timer is made
 * (stopped) when the step had none. Runs in the caller's transaction; true when the timer changed.
 */
export async function steerPitTimer(
  tx: DbOrTx,
  eventId: number,
  cookMore: { minutes: number; key: string } | null,
): Promise<boolean> {
  if (cookMore === null) return false;
  if (!(await lockDiaryEvent(tx, eventId))) throw diaryEventNotFound();
  const current = toState(await repo.findTimer(tx, eventId, FINAL_COOKING_PIT_STEP), new Date().toISOString());
  await repo.saveTimer(tx, eventId, FINAL_COOKING_PIT_STEP, {
    ...current,
    extra_minutes: current.extra_minutes + cookMore.minutes,
    extra_reason: cookMore.key,
  });
  return true;
}

/** Removes the event's timers (the diary deleting an event without kitchen records). */
export function deleteTimersOfEvent(tx: DbOrTx, eventId: number): Promise<void> {
  return repo.deleteTimersOfEvent(tx, eventId);
}
