import { describe, expect, it } from 'vitest';
import type { EventUsage } from '#shared/schemas/event-usage.ts';
import type { QueuedChange, RefusedChange } from '#web/lib/offline/change-queue.ts';
import { usageConflicts, USAGE_CHANGE_KIND, withWaitingUsage } from './waiting-usage.ts';

const saved: EventUsage = {
  eventId: 7,
  version: 2,
  recordedAt: '2026-12-05T15:00:00.000Z',
  recordedBy: 'Ravi',
  lines: [{ itemId: 1001, quantity: 20, takenFromStock: 20 }],
};
const change = (id: string, version: number, quantity: number, eventId = 7): QueuedChange => ({
  id,
  method: 'PUT',
  path: `/api/inventory/usage/${eventId}`,
  body: { lines: [{ itemId: 1001, quantity }], version },
  madeAt: 0,
  kind: USAGE_CHANGE_KIND,
  subject: { eventId },
  label: { key: 'inventory.usage.change', params: { event: 'Lunch' } },
  refresh: [],
});

describe('an event’s record as the device shows it', () => {
  it('lays waiting records made from the version shown over it, each at the next version', () => {
    const shown = withWaitingUsage(saved, [change('a', 2, 18), change('b', 3, 17), change('other', 2, 5, 8)]);
    expect(shown.waiting).toBe(true);
    expect(shown.usage).toMatchObject({ version: 4, lines: [{ itemId: 1001, quantity: 17, takenFromStock: 0 }] });
  });

  it('shows nothing of a waiting record made from another version (the server will refuse it)', () => {
    const shown = withWaitingUsage(saved, [change('a', 1, 18)]);
    expect(shown).toEqual({ usage: saved, waiting: true });
    expect(withWaitingUsage(saved, [])).toEqual({ usage: saved, waiting: false });
  });

  it('finds the event’s refused records that carry the saved one', () => {
    const refused = (base: QueuedChange, code: string, current: unknown): RefusedChange => ({
      ...base,
      refusal: { status: 409, error: 'Stale', code, params: {}, current },
    });
    const conflicts = usageConflicts(
      [
        refused(change('a', 1, 18), 'kitchenRules.records.stale', saved),
        refused(change('b', 1, 18), 'inventory.usage.tooEarly', undefined),
        refused(change('c', 1, 18, 8), 'kitchenRules.records.stale', { ...saved, eventId: 8 }),
      ],
      7,
    );
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ mine: [{ itemId: 1001, quantity: 18 }], current: saved });
  });
});
