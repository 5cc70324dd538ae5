import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { fail, ok, serveApi, type Routes } from '#web/test/fake-api.ts';

/**
 * The inventory's calls as the server answers them, over a list the test can read and change (as
 * another cook would) and a switch for the network. For the inventory's component tests only.
 */
export function serveInventory(initial: InventoryItem[], more: Routes = {}) {
  const state = { items: structuredClone(initial), offline: false, nextId: 5000 };
  const find = (id: string) => state.items.find((item) => item.id === Number(id));
  const server = serveApi({
    'GET /api/inventory': () => (state.offline ? 'network' : ok({ data: state.items })),
    'POST /api/inventory/items': ({ body }) => {
      if (state.offline) return 'network';
      const input = body as Pick<InventoryItem, 'name' | 'quantity' | 'currentPricePaise'> &
        Partial<Pick<InventoryItem, 'category' | 'unit' | 'minQuantity' | 'notes'>>;
      const now = new Date().toISOString();
      const item: InventoryItem = {
        category: 'Spices',
        unit: 'kg',
        minQuantity: null,
        notes: null,
        ...input,
        id: state.nextId++,
        isActive: true,
        priceHistory: [{ date: now, pricePaise: input.currentPricePaise, changedBy: 'Anu' }],
        lastUpdated: now,
        version: 1,
      };
      state.items.push(item);
      return { status: 201, body: { success: true, data: item } };
    },
    'PATCH /api/inventory/:id': ({ params, body }) => {
      if (state.offline) return 'network';
      const item = find(params.id!);
      if (!item) return fail(404, 'This inventory item does not exist', 'inventory.notFound');
      const { version, ...change } = body as Partial<InventoryItem> & { version: number };
      if (version !== item.version) {
        return fail(409, 'This item was changed since it was loaded', 'inventory.stale', {
          field: 'version',
          params: { version: item.version },
        });
      }
      changeItem(state.items, item.id, change, 'Anu');
      return ok({ data: find(params.id!) });
    },
    'DELETE /api/inventory/:id': ({ params }) => {
      if (state.offline) return 'network';
      if (!find(params.id!)) return fail(404, 'This inventory item does not exist', 'inventory.notFound');
      state.items = state.items.filter((item) => item.id !== Number(params.id));
      return ok();
    },
    ...more,
  });
  return { ...server, state };
}

/** What the server does with a change: the fields, a new version, a history entry for a new price. */
export function changeItem(items: InventoryItem[], id: number, change: Partial<InventoryItem>, by: string | null) {
  const item = items.find((each) => each.id === id)!;
  const now = new Date().toISOString();
  if (change.currentPricePaise !== undefined && change.currentPricePaise !== item.currentPricePaise) {
    item.priceHistory = [...item.priceHistory, { date: now, pricePaise: change.currentPricePaise, changedBy: by }];
  }
  Object.assign(item, change, { version: item.version + 1, lastUpdated: now });
}
