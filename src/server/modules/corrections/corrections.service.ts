import type { Role } from '#shared/domain/access.ts';
import type { ChangeTimes } from '#shared/domain/change-times.ts';
import { undoRefusal, type UndoableRecord } from '#shared/domain/kitchen/undo-rule.ts';
import type { Correction, CorrectionKind } from '#shared/schemas/corrections.ts';
import type { DbOrTx } from '#server/db/database.ts';
import type { KitchenCorrectionRow } from '#server/db/schema.ts';
import { textRefusal } from '#server/lib/http-error.ts';
import * as repo from './corrections.repo.ts';

/**
 * Undos and corrections of kitchen records (decision 008), shared by the task list and the cutlet
 * checklist: who may undo (undoRefusal), and the correction row each undo or correction leaves.
 */

/**
 * Who is making the correction: the cook's typed name, the signed-in account, and when the change was
 * made and arrived (a change made offline is judged and recorded at the time it was made).
 */
export interface Corrector {
  name: string;
  account: string;
  role: Role;
  times: ChangeTimes;
}

/** Refuses (403 with the rule's text key) when `who` may not undo `record` at the time the undo was made. */
export function requireMayUndo(record: UndoableRecord, who: Corrector): void {
  const refusal = undoRefusal(record, { role: who.role, account: who.account }, Date.parse(who.times.madeAt));
  if (refusal) throw textRefusal(403, refusal.key, refusal.params);
}

export interface NewCorrection {
  /** The diary event, or the cutlet day, the record belongs to. */
  scope: { eventId: number } | { cutletDate: string };
  kind: CorrectionKind;
  recordId: string;
  action: 'undo' | 'correct';
  before: Record<string, unknown>;
  after?: Record<string, unknown>;
  reason: string;
}

export async function recordCorrection(db: DbOrTx, correction: NewCorrection, who: Corrector): Promise<void> {
  await repo.insertCorrection(db, {
    event_id: 'eventId' in correction.scope ? correction.scope.eventId : null,
    cutlet_date: 'cutletDate' in correction.scope ? correction.scope.cutletDate : null,
    record_kind: correction.kind,
    record_id: correction.recordId,
    action: correction.action,
    before_json: JSON.stringify(correction.before),
    after_json: correction.after === undefined ? null : JSON.stringify(correction.after),
    reason: correction.reason,
    made_by: who.name,
    account: who.account,
    made_at: who.times.madeAt,
    arrived_at: who.times.arrivedAt,
  });
}

function toCorrection(row: KitchenCorrectionRow): Correction {
  return {
    id: row.id,
    recordKind: row.record_kind,
    recordId: row.record_id,
    action: row.action,
    before: JSON.parse(row.before_json) as Record<string, unknown>,
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as Record<string, unknown>),
    reason: row.reason,
    madeBy: row.made_by,
    account: row.account,
    madeAt: row.made_at,
    arrivedAt: row.arrived_at,
  };
}

export async function eventCorrections(db: DbOrTx, eventId: number): Promise<Correction[]> {
  return (await repo.listEventCorrections(db, eventId)).map(toCorrection);
}

export async function cutletDayCorrections(db: DbOrTx, date: string): Promise<Correction[]> {
  return (await repo.listCutletCorrections(db, date)).map(toCorrection);
}

/** Whether a correction was recorded of this pit reading of the event. */
export function isReadingCorrected(db: DbOrTx, eventId: number, readingId: number): Promise<boolean> {
  return repo.isReadingCorrected(db, eventId, readingId);
}

/** Whether any correction was recorded of the diary event's records. */
export function hasEventCorrections(db: DbOrTx, eventId: number): Promise<boolean> {
  return repo.hasEventCorrections(db, eventId);
}
