import type { Role } from '../access.ts';
import { STAFF_UNDO_MINUTES } from './limits.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';

/** A record that can be undone (a completion, a start, a cutlet check): who made it and when. */
export interface UndoableRecord {
  /** The signed-in account that made it; null for records made before accounts were kept. */
  account: string | null;
  /** The name shown for it (the cook's typed name). */
  name: string;
  /** ISO instant. */
  at: string;
}

export interface UndoRefusal {
  key: TextKey;
  params?: Record<string, string | number>;
}

/**
 * Who may undo a record: an admin at any time; staff only their own record, within STAFF_UNDO_MINUTES of
 * making it. Null when `role`/`account` may; else the refusal's text key. The reason is checked by
 * the request's schema (every undo carries one).
 */
export function undoRefusal(
  record: UndoableRecord,
  who: { role: Role; account: string },
  now: number,
): UndoRefusal | null {
  if (who.role === 'admin') return null;
  if (record.account !== who.account) return { key: 'kitchenRules.records.notYours', params: { name: record.name } };
  const ageMs = now - Date.parse(record.at);
  if (!(ageMs <= STAFF_UNDO_MINUTES * 60_000)) {
    return { key: 'kitchenRules.records.undoWindowPassed', params: { minutes: STAFF_UNDO_MINUTES } };
  }
  return null;
}
