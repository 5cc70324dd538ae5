import { describe, expect, it } from 'vitest';
import { CHANGE_MADE_AT_HEADER } from '#shared/domain/change-times.ts';
import {
  storedInventoryItemSchema,
  type InventoryChangeFields,
  type InventoryItem,
} from '#shared/schemas/inventory.ts';
import type { QueuedChange } from '#web/lib/offline/change-queue.ts';
import { useRealServer } from '#web/test/real-server.ts';
import { itemChangeRequest } from '../api/change-item.ts';
import { withWaitingItemChanges } from './waiting-item-changes.ts';

/**
 * One table of item changes run through both paths of the shared rule (item-change.ts): sent to the real
 * server and laid over the same item by the device's preview; both end with the same item (its price
 * history aside: the server credits a new price to the signed-in account, which the device shows later).
 */

interface Case {
  name: string;
  fields: InventoryChangeFields;
  fromOldVersion?: boolean;
  /** 'applied', 'unchanged' or the text key the server refuses with. */
  expected: string;
}

const CASES: Case[] = [
  { name: 'a new quantity and name', fields: { quantity: 7, name: 'Basmati rice' }, expected: 'applied' },
  { name: 'the same values', fields: { quantity: 5, name: 'Rice' }, expected: 'unchanged' },
  { name: 'blank notes, kept as none', fields: { notes: '   ' }, expected: 'applied' },
  { name: 'a price in whole paise', fields: { currentPrice: 80.5 }, expected: 'applied' },
  { name: 'the same price', fields: { currentPrice: 80 }, expected: 'unchanged' },
  {
    name: 'a change from an older version',
    fields: { quantity: 9 },
    fromOldVersion: true,
    expected: 'inventory.stale',
  },
];

describe('each item change by the one rule: on the server and in the device’s preview', () => {
  useRealServer();
  let nextId = 1;

  async function call(method: string, path: string, body: unknown, madeAt?: number) {
    const response = await fetch(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(madeAt === undefined ? {} : { [CHANGE_MADE_AT_HEADER]: String(madeAt) }),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; code?: string } };
  }

  async function newItem(): Promise<InventoryItem> {
    const made = await call('POST', '/api/inventory/items', { name: 'Rice', quantity: 5, currentPrice: 80 });
    expect(made.status).toBe(201);
    const item = storedInventoryItemSchema.parse(made.body.data);
    // A first change, so that an older version exists.
    const changed = await call('PATCH', `/api/inventory/${item.id}`, { version: item.version, notes: 'Dry store' });
    return storedInventoryItemSchema.parse(changed.body.data);
  }

  async function storedItem(id: number): Promise<InventoryItem> {
    const { data } = (await (await fetch('/api/inventory')).json()) as { data: unknown[] };
    return storedInventoryItemSchema
      .array()
      .parse(data)
      .find((each) => each.id === id)!;
  }

  it.each(CASES)('$name: $expected', async ({ fields, fromOldVersion, expected }) => {
    const item = await newItem();
    const from = fromOldVersion ? { ...item, version: item.version - 1 } : item;
    const change: QueuedChange = {
      ...itemChangeRequest(from, fields),
      id: `item-${nextId++}`,
      madeAt: Date.now(),
    };

    const shown = withWaitingItemChanges([item], [change]).items[0]!;
    const answer = await call(change.method, change.path, change.body, change.madeAt);
    const stored = await storedItem(item.id);

    const outcome =
      answer.status !== 200 ? answer.body.code : stored.version === item.version ? 'unchanged' : 'applied';
    expect(outcome).toBe(expected);
    const { priceHistory: _shown, ...shownKept } = shown;
    const { priceHistory: _stored, ...storedKept } = stored;
    expect(shownKept).toEqual(storedKept);
  });
});
