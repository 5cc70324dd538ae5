import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { offlineChanges, QUEUE_STORAGE_KEY } from '#web/lib/offline/offline-changes.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';

const en = inventoryEn;
const conflictEn = kitchenRulesEn.records.conflict;

const ITEMS = [
  inventoryItem(1001, 'Mutton', { category: 'Meat', quantity: 4, currentPrice: 800, version: 3 }),
  inventoryItem(1002, 'Ghee', { category: 'Oils & Fats', unit: 'L', quantity: 2, version: 1 }),
];

/** The screen over a server that lists `items` and answers every PATCH with `patch()` ('network': no Wi-Fi). */
function show(patch: (body: unknown) => Reply, load: () => Reply = () => ok({ data: ITEMS })) {
  const server = serveApi({
    'GET /api/inventory': () => load(),
    'PATCH /api/inventory/:id': ({ body }) => patch(body),
  });
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory' });
  return server;
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

/** Edits the price in the dialog and saves. */
async function editPrice(name: string, rupees: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit: ${name}` }));
  const dialog = screen.getByRole('dialog', { name: `Edit ${name}` });
  fireEvent.change(within(dialog).getByLabelText(en.form.price), { target: { value: rupees } });
  fireEvent.click(within(dialog).getByRole('button', { name: en.edit.save }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The Wi-Fi is back: the device's queue sends what waits (the send it starts is awaited here). */
const backOnline = () =>
  act(async () => {
    window.dispatchEvent(new Event('online'));
    await offlineChanges.sendWaiting();
  });
const stored = () => JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY) ?? 'null') as { waiting: unknown[] } | null;
/** What the device keeps besides the screen's language. */
const inventoryKeys = () => Object.keys(localStorage).filter((key) => key !== 'mandi.language');
const patchBodies = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

beforeEach(() => {
  // The device's one change queue outlives each test: start from an empty one, online.
  window.dispatchEvent(new StorageEvent('storage', { key: QUEUE_STORAGE_KEY }));
  window.dispatchEvent(new Event('online'));
});

describe('the inventory without a network', () => {
  it('says so when the list cannot be read, and reads it again on Try again', async () => {
    let load: () => Reply = () => 'network';
    show(
      () => ok(),
      () => load(),
    );
    expect(await screen.findByText(en.messages.loadFailed)).toBeTruthy();
    expect(screen.getByText(en.messages.noLocalCopy)).toBeTruthy();
    load = () => ok({ data: ITEMS });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /^Mutton/ })).toBeTruthy();
    // The device keeps no copy of its own beside the service worker's.
    expect(inventoryKeys()).toEqual([]);
  });

  it("queues an edit made offline in the device's one change queue, shows it, and sends it when back online", async () => {
    let answer: (body: unknown) => Reply = () => 'network';
    const server = show((body) => answer(body));
    await screen.findByRole('rowheader', { name: /^Mutton/ });
    await editPrice('Mutton', '900');
    expect(await screen.findByText(en.messages.savedLocally)).toBeTruthy();
    expect(within(rowOf('Mutton')).getByText('₹900 / kg')).toBeTruthy();
    expect(within(rowOf('Mutton')).getByTestId('pending-badge')).toBeTruthy();
    expect(screen.getByTestId('pending-edits').textContent).toContain('Waiting for the server: Mutton');
    // One queue, the kitchen's: the change with the version it was made from, and nothing else kept.
    expect(inventoryKeys()).toEqual([QUEUE_STORAGE_KEY]);
    expect(offlineChanges.getSnapshot().waiting).toMatchObject([
      {
        kind: 'inventory.change',
        method: 'PATCH',
        path: '/api/inventory/1001',
        body: { currentPrice: 900, version: 3 },
        label: { key: 'inventory.changes.edit', params: { name: 'Mutton' } },
      },
    ]);

    // A second edit of the same item is made from the item as shown: the version the first will give it.
    await editPrice('Mutton', '950');
    expect(stored()!.waiting).toHaveLength(2);
    expect(offlineChanges.getSnapshot().waiting[1]).toMatchObject({ body: { currentPrice: 950, version: 4 } });
    expect(within(rowOf('Mutton')).getByText('₹950 / kg')).toBeTruthy();

    let version = 3;
    answer = (body) => {
      const fields = body as Partial<InventoryItem>;
      return ok({ data: { ...ITEMS[0]!, ...fields, version: ++version } });
    };
    await backOnline();
    // Sent in the order they were made, each from its own version.
    expect(patchBodies(server.calls).slice(-2)).toEqual([
      { currentPrice: 900, version: 3 },
      { currentPrice: 950, version: 4 },
    ]);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('pending-edits')).toBeNull());
    expect(within(rowOf('Mutton')).queryByTestId('pending-badge')).toBeNull();
  });

  it('sends what waits on Save to Database, and says so', async () => {
    let answer: Reply = 'network';
    const server = show(() => answer);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate: Ghee' }));
    expect(await screen.findByText(en.messages.savedLocally)).toBeTruthy();
    answer = ok({ data: { ...ITEMS[1]!, isActive: false, version: 2 } });
    fireEvent.click(screen.getByRole('button', { name: en.actions.saveToDatabase }));
    expect(await screen.findByText(en.messages.saved)).toBeTruthy();
    expect(patchBodies(server.calls).at(-1)).toEqual({ isActive: false, version: 1 });
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it("a 409 when back online shows the cook their change beside the server's item; keeping mine sends it from the server's version", async () => {
    const newer = { ...ITEMS[0]!, currentPrice: 990, version: 4 };
    let answer: Reply = 'network';
    const server = show(() => answer);
    await screen.findByRole('rowheader', { name: /^Mutton/ });
    await editPrice('Mutton', '900');
    // Meanwhile another cook changed Mutton on the server.
    answer = fail(409, 'Someone else changed this item first', 'inventory.stale', {
      field: 'version',
      params: { version: 4 },
      current: newer,
    });
    await backOnline();

    const conflict = await screen.findByTestId('inventory-conflict');
    expect(within(conflict).getByText('Your change to Mutton was not saved')).toBeTruthy();
    expect(within(conflict).getByText(en.stale)).toBeTruthy();
    expect(within(conflict).getByTestId('mine-currentPrice').textContent).toBe('₹900');
    expect(within(conflict).getByTestId('saved-currentPrice').textContent).toBe('₹990');
    expect(within(rowOf('Mutton')).getByText(en.status.conflict)).toBeTruthy();
    expect(offlineChanges.getSnapshot().refused).toHaveLength(1);

    answer = ok({ data: { ...newer, currentPrice: 900, version: 5 } });
    fireEvent.click(within(conflict).getByRole('button', { name: conflictEn.keepMine }));
    await waitFor(() => expect(patchBodies(server.calls).at(-1)).toEqual({ currentPrice: 900, version: 4 }));
    await waitFor(() => expect(screen.queryByTestId('inventory-conflict')).toBeNull());
    expect(offlineChanges.getSnapshot()).toMatchObject({ waiting: [], refused: [] });
  });

  it("takes the server's item when the cook chooses it: the refused change goes, nothing is sent", async () => {
    let answer: Reply = 'network';
    const server = show(() => answer);
    await screen.findByRole('rowheader', { name: /^Mutton/ });
    await editPrice('Mutton', '900');
    answer = fail(409, 'Someone else changed this item first', 'inventory.stale', {
      current: { ...ITEMS[0]!, currentPrice: 990, version: 4 },
    });
    await backOnline();
    const sent = patchBodies(server.calls).length;
    fireEvent.click(
      within(await screen.findByTestId('inventory-conflict')).getByRole('button', { name: conflictEn.takeSaved }),
    );
    await waitFor(() => expect(screen.queryByTestId('pending-edits')).toBeNull());
    expect(patchBodies(server.calls)).toHaveLength(sent);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });
});
