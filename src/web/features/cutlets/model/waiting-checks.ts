import { findCutletItem } from '#shared/content/cutlets/index.ts';
import { checkCutletItem } from '#shared/domain/kitchen/cutlet-check.ts';
import type { CutletCheck, CutletDay } from '#shared/schemas/cutlets.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';

/** A check still waiting on this device has no account yet: the server sets it when the check arrives. */
export const isOnServer = (check: CutletCheck): boolean => check.account !== '';

interface WaitingCheck {
  value: number | string | null;
  worker: string;
  actionTaken?: string;
  earlyReason?: string;
}

/**
 * A cutlet day as this device shows it: the server's, with the checks still waiting on the device added
 * in the order they were made, by the shared rule (checkCutletItem: a checked item stays checked, a check
 * the server would refuse shows nothing).
 */
export function withWaitingChecks(day: CutletDay, waiting: readonly QueuedChange[]): CutletDay {
  let checks = day.checks;
  for (const change of waiting) {
    const found = findCutletItem(String(change.subject.itemId));
    if (change.kind !== 'cutlet.check' || change.subject.date !== day.date || !found) continue;
    const body = change.body as WaitingCheck;
    const checkedAt = new Date(change.madeAt).toISOString();
    const rule = checkCutletItem({ ...day, checks }, found.item, body, checkedAt);
    if (!rule.ok || rule.alreadyChecked) continue;
    const check: CutletCheck = {
      itemId: found.item.id,
      value: rule.value,
      worker: body.worker.trim(),
      checkedAt,
      account: '',
      ...(rule.actionTaken === null ? {} : { actionTaken: rule.actionTaken }),
      ...(rule.earlyReason === null ? {} : { earlyReason: rule.earlyReason }),
    };
    checks = [...checks, check];
  }
  return checks === day.checks ? day : { ...day, checks };
}
