import type { CutletCheck, CutletDay } from '#shared/schemas/cutlets.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';

/** A check still waiting on this device has no account yet: the server sets it when the check arrives. */
export const isOnServer = (check: CutletCheck): boolean => check.account !== '';

/**
 * A cutlet day as this device shows it: the server's, with the checks still waiting on the device
 * added (a checked item stays checked: one the server already has keeps the server's check).
 */
export function withWaitingChecks(day: CutletDay, waiting: readonly QueuedChange[]): CutletDay {
  const checked = new Set(day.checks.map((check) => check.itemId));
  const added = waiting.flatMap((change) => {
    const itemId = String(change.subject.itemId);
    if (change.kind !== 'cutlet.check' || change.subject.date !== day.date || checked.has(itemId)) return [];
    checked.add(itemId);
    const body = change.body as {
      value: number | string | null;
      worker: string;
      actionTaken?: string;
      earlyReason?: string;
    };
    return [
      {
        itemId,
        value: body.value === null ? null : String(body.value),
        worker: body.worker.trim(),
        checkedAt: new Date(change.madeAt).toISOString(),
        account: '',
        ...(body.actionTaken === undefined ? {} : { actionTaken: body.actionTaken }),
        ...(body.earlyReason === undefined ? {} : { earlyReason: body.earlyReason }),
      },
    ];
  });
  return added.length ? { ...day, checks: [...day.checks, ...added] } : day;
}
