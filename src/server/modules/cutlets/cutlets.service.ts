import type { z } from 'zod';
import { CUTLET_TASKS, findCutletItem, itemRecording } from '#shared/content/cutlets/index.ts';
import { checkCutletItem } from '#shared/domain/kitchen/cutlet-check.ts';
import type { ChangeTimes } from '#shared/domain/change-times.ts';
import { todayInKerala } from '#shared/domain/event-date.ts';
import {
  CUTLET_FIELDS,
  DEFAULT_DAILY_TARGET,
  carriedFrozen,
  isTaskComplete,
  leftoverOfferFrom,
  readFieldValue,
  type CutletField,
  type ReadValue,
} from '#shared/domain/kitchen/cutlets.ts';
import type { undoRequestSchema } from '#shared/schemas/corrections.ts';
import type {
  CutletDay,
  CutletHistoryDay,
  cutletCheckRequestSchema,
  cutletValuesRequestSchema,
} from '#shared/schemas/cutlets.ts';
import type { Db, DbOrTx } from '#server/db/database.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { staleRecord, textRefusal } from '#server/lib/http-error.ts';
import {
  cutletDayCorrections,
  recordCorrection,
  requireMayUndo,
  type Corrector,
} from '#server/modules/corrections/corrections.service.ts';
import { leftoverEvents } from '#server/modules/diary/diary.service.ts';
import * as repo from './cutlets.repo.ts';

type CheckRequest = z.output<typeof cutletCheckRequestSchema>;
type ValuesRequest = z.output<typeof cutletValuesRequestSchema>;
type UndoRequest = z.output<typeof undoRequestSchema>;

const FIELDS = new Set<string>(CUTLET_FIELDS);
const isField = (name: string): name is CutletField => FIELDS.has(name);

/** The day's values as entered (fields the day has no row for are absent). */
function enteredValues(rows: repo.ValueRow[]): Partial<Record<CutletField, number>> {
  const entered: Partial<Record<CutletField, number>> = {};
  for (const row of rows) if (isField(row.field)) entered[row.field] = Number(row.value);
  return entered;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * One cutlet day as every device sees it. A field not entered for the day is carried over or takes its
 * default: frozen cutlets from the previous day's closing count, mandi leftovers from the leftover meat of
 * the diary events completed since the previous cutlet day, the target 100, anything else 0.
 */
export async function readDay(db: DbOrTx, date: string): Promise<CutletDay> {
  const [version, rows, checks, completions, corrections, previous] = await Promise.all([
    repo.dayVersion(db, date),
    repo.listValues(db, date),
    repo.listChecks(db, date),
    repo.listCompletions(db, date),
    cutletDayCorrections(db, date),
    repo.previousDay(db, date),
  ]);
  const entered = enteredValues(rows);
  const carried = entered.frozenCutlets === undefined ? carriedFrozen(await repo.frozenHistory(db, date)) : null;
  const offers = (await leftoverEvents(db, leftoverOfferFrom(date, previous ?? null), date)).map((event) => ({
    eventId: event.id,
    title: event.title,
    date: event.date,
    kg: Number(event.leftover_meat_kg),
  }));
  const values = Object.fromEntries(CUTLET_FIELDS.map((field) => [field, 0])) as Record<CutletField, number>;
  values.target = DEFAULT_DAILY_TARGET;
  values.frozenCutlets = carried?.count ?? 0;
  values.mandiLeftovers = round3(offers.reduce((sum, offer) => sum + offer.kg, 0));
  Object.assign(values, entered);
  return {
    date,
    version: version ?? 1,
    today: todayInKerala(),
    values,
    entered: CUTLET_FIELDS.filter((field) => entered[field] !== undefined),
    frozenFrom: carried?.from ?? null,
    leftoverOffers: offers,
    checks: checks.map((check) => ({
      itemId: check.item_id,
      value: check.value,
      worker: check.worker,
      checkedAt: check.checked_at,
      account: check.account,
      actionTaken: check.action_taken ?? null,
      earlyReason: check.early_reason ?? null,
    })),
    completions: completions.map((completion) => ({
      taskId: completion.task_id,
      worker: completion.worker,
      completedAt: completion.completed_at,
    })),
    corrections,
  };
}

/**
 * Opens a change of the day (today's, or a past day's correction: the same rules and version check as
 * today's); the day's row is made if needed and locked, so each change of one day sees every change
 * committed before it. A change that changes
 * something moves the day's version on (repo.bumpVersion) before it reads the day it answers with.
 */
async function changeDay<T>(
  db: Db,
  date: string,
  account: string,
  times: ChangeTimes,
  work: (tx: DbOrTx, now: string) => Promise<T>,
): Promise<T> {
  return withTransaction(
    db,
    async (tx) => {
      const now = times.madeAt;
      await repo.ensureDay(tx, date, times.arrivedAt, account);
      await repo.lockDay(tx, date);
      return work(tx, now);
    },
    { isolation: 'read committed' },
  );
}

/** A value refused with its text key: 400, with the numbers its text names (a limit's `{min, max}`). */
function accepted<T>(read: ReadValue<T>, params: Record<string, string> = {}): T {
  if (!read.ok) throw textRefusal(400, read.key, { ...read.params, ...params });
  return read.value;
}

/**
 * Saves some of the day's numbers, each read by its limit (a value outside it refuses the whole save,
 * 400, nothing written). The save carries the day's version it was read at: an older one is refused with
 * 409 and the day as it is now. A value whose checklist item is checked is locked (409).
 */
export function saveValues(
  db: Db,
  date: string,
  request: ValuesRequest,
  account: string,
  times: ChangeTimes,
): Promise<CutletDay> {
  const values = Object.entries(request.values).map(([field, typed]) => ({
    field: field as CutletField,
    value: accepted(readFieldValue(field as CutletField, typed), { field }),
  }));
  return changeDay(db, date, account, times, async (tx, now) => {
    const version = (await repo.dayVersion(tx, date)) ?? 1;
    if (request.version !== version) throw staleRecord(await readDay(tx, date));
    const checked = new Set((await repo.listChecks(tx, date)).map((check) => check.item_id));
    for (const { field, value } of values) {
      const recorder = itemRecording(field);
      if (recorder && checked.has(recorder.id)) {
        throw textRefusal(409, 'cutlets.refusals.valueLocked', { field });
      }
      await repo.saveValue(tx, { date, field, value, updated_at: now, updated_by: account });
    }
    await repo.bumpVersion(tx, date);
    return readDay(tx, date);
  });
}

/**
 * Checks an item of the day, one way: `completed: false` is refused (409; an undo takes a check back).
 * An item checked already stays as it was (two devices checking it at once both end with it checked
 * once, credited to the first). An item that records a day's value saves that value too. When the check
 * completes its task, the task records the worker and the time. Answers the day and whether this call
 * checked the item.
 */
export async function checkItem(
  db: Db,
  date: string,
  itemId: string,
  request: CheckRequest,
  account: string,
  times: ChangeTimes,
): Promise<{ day: CutletDay; changed: boolean }> {
  const found = findCutletItem(itemId);
  if (!found) throw textRefusal(404, 'cutlets.refusals.unknownItem');
  if (!request.completed) throw textRefusal(409, 'cutlets.refusals.uncheck');
  const { task, item } = found;
  return changeDay(db, date, account, times, async (tx, now) => {
    const day = await readDay(tx, date);
    const rule = checkCutletItem(day, item, request, now);
    if (!rule.ok) throw textRefusal(400, rule.key, rule.params);
    if (rule.alreadyChecked) return { day, changed: false };
    const { value } = rule;
    if (item.field && value !== null) {
      await repo.saveValue(tx, { date, field: item.field, value: Number(value), updated_at: now, updated_by: account });
    }
    const changed = await repo.insertCheck(tx, {
      date,
      item_id: itemId,
      value,
      worker: request.worker,
      checked_at: now,
      account,
      arrived_at: times.arrivedAt,
      action_taken: rule.actionTaken,
      early_reason: rule.earlyReason,
    });
    const checked = new Set([...day.checks.map((check) => check.itemId), itemId]);
    if (
      isTaskComplete(
        task.items.map((each) => each.id),
        checked,
      )
    ) {
      await repo.insertCompletion(tx, { date, task_id: task.id, worker: request.worker, completed_at: now });
    }
    await repo.bumpVersion(tx, date);
    return { day: await readDay(tx, date), changed };
  });
}

/**
 * Takes a check back: staff their own check within STAFF_UNDO_MINUTES, admins any time (403 otherwise,
 * requireMayUndo), always with a reason. In one transaction the check goes to the day's corrections (as it
 * was: value, worker, time, account), leaves the checklist, and its task is no longer completed. The
 * day's number it recorded stays as the day's value and can be changed again (or the item checked again).
 */
export async function undoCheck(
  db: Db,
  date: string,
  itemId: string,
  request: UndoRequest,
  who: Omit<Corrector, 'name'>,
): Promise<CutletDay> {
  const found = findCutletItem(itemId);
  if (!found) throw textRefusal(404, 'cutlets.refusals.unknownItem');
  const corrector: Corrector = { ...who, name: request.name };
  return changeDay(db, date, who.account, who.times, async (tx) => {
    const check = await repo.findCheck(tx, date, itemId);
    if (!check) throw textRefusal(409, 'cutlets.refusals.notChecked');
    requireMayUndo({ account: check.account, name: check.worker || check.account, at: check.checked_at }, corrector);
    await recordCorrection(
      tx,
      {
        scope: { cutletDate: date },
        kind: 'cutlet-check',
        recordId: itemId,
        action: 'undo',
        before: { value: check.value, worker: check.worker, checkedAt: check.checked_at, account: check.account },
        reason: request.reason,
      },
      corrector,
    );
    await repo.deleteCheck(tx, date, itemId);
    await repo.deleteCompletion(tx, date, found.task.id);
    await repo.bumpVersion(tx, date);
    return readDay(tx, date);
  });
}

/** The latest days kept up to `until`, oldest first, with what each produced. */
export async function history(db: DbOrTx, until: string, limit: number): Promise<CutletHistoryDay[]> {
  const dates = await repo.daysUpTo(db, until, limit);
  const [rows, completed] = await Promise.all([repo.valuesOfDays(db, dates), repo.completionCounts(db, dates)]);
  return dates.map((date) => {
    const entered = enteredValues(rows.filter((row) => row.date === date));
    return {
      date,
      target: entered.target ?? DEFAULT_DAILY_TARGET,
      producedCutlets: entered.producedCutlets ?? 0,
      leftoverMeatUsed: entered.leftoverMeatUsed ?? 0,
      totalPackages: entered.totalPackages ?? 0,
      qualityIssues: entered.qualityIssues ?? 0,
      completedTasks: completed.get(date) ?? 0,
      totalTasks: CUTLET_TASKS.length,
    };
  });
}
