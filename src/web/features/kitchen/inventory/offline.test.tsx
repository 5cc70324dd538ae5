import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';
import { LOCAL_COPY_KEY } from './local-copy.ts';
import { QUEUE_STORAGE_KEY } from './offline-queue.ts';
import { changeItem, serveInventory } from './test-server.ts';

const en = inventoryEn;

const ITEMS = [
  inventoryItem(1001, 'Mutton', { category: 'Meat', quantity: 4, currentPricePaise: 80_000, version: 3 }),
  inventoryItem(1002, 'Ghee', { category: 'Oils & Fats', unit: 'L', quantity: 2, version: 1 }),
];

function show() {
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory' });
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

const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('the inventory without a network', () => {
  it("shows the device's copy with the seed's message when the load fails", async () => {
    localStorage.setItem(LOCAL_COPY_KEY, JSON.stringify(ITEMS));
    const server = serveInventory(ITEMS);
    server.state.offline = true;
    show();
    expect(await screen.findByText(en.messages.loadFailed)).toBeTruthy();
    expect(rowOf('Mutton')).toBeTruthy();
    expect(screen.queryByText(en.messages.noLocalCopy)).toBeNull();
  });

  it('says so when there is no copy on the device either, and keeps each loaded list', async () => {
    const server = serveInventory(ITEMS);
    server.state.offline = true;
    show();
    expect(await screen.findByText(en.messages.noLocalCopy)).toBeTruthy();
    server.state.offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /^Mutton/ })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(LOCAL_COPY_KEY)!)).toEqual(ITEMS);
  });

  it('keeps an edit made offline on the device, shows it as waiting, and sends it when the network is back', async () => {
    const server = serveInventory(ITEMS);
    show();
    await screen.findByRole('rowheader', { name: /^Mutton/ });
    server.state.offline = true;
    await editPrice('Mutton', '900');
    expect(await screen.findByText(en.messages.savedLocally)).toBeTruthy();
    expect(within(rowOf('Mutton')).getByText('₹900 / kg')).toBeTruthy();
    expect(within(rowOf('Mutton')).getByTestId('pending-badge')).toBeTruthy();
    expect(screen.getByTestId('pending-edits').textContent).toContain('Mutton (Price ₹900)');
    expect(JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!)).toMatchObject([
      { itemId: 1001, baseVersion: 3, change: { currentPricePaise: 90_000 }, state: 'pending' },
    ]);
    // A second edit of the same item waits in the same entry.
    await editPrice('Mutton', '950');
    expect(JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY)!)).toHaveLength(1);

    server.state.offline = false;
    backOnline();
    expect(await screen.findByText(en.messages.saved)).toBeTruthy();
    // Tried at once each time (no network), then sent once, from the version the first edit was made from.
    expect(server.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { currentPricePaise: 90_000, version: 3 },
      { currentPricePaise: 95_000, version: 3 },
      { currentPricePaise: 95_000, version: 3 },
    ]);
    expect(server.state.items[0]).toMatchObject({ currentPricePaise: 95_000, version: 4 });
    await waitFor(() => expect(screen.queryByTestId('pending-edits')).toBeNull());
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    expect(within(rowOf('Mutton')).queryByTestId('pending-badge')).toBeNull();
  });

  it('sends what waited on the next successful load, after the page was closed', async () => {
    const server = serveInventory(ITEMS);
    show();
    await screen.findByRole('rowheader', { name: /^Ghee/ });
    server.state.offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate: Ghee' }));
    expect(await screen.findByText(en.messages.savedLocally)).toBeTruthy();
    cleanup();

    server.state.offline = false;
    show();
    await waitFor(() => expect(server.state.items[1]).toMatchObject({ isActive: false, version: 2 }));
    expect(await screen.findByText(en.messages.saved)).toBeTruthy();
  });

  it('does not write a stale waiting edit over a newer one: the cook sees both and re-applies or drops it', async () => {
    const server = serveInventory(ITEMS);
    show();
    await screen.findByRole('rowheader', { name: /^Mutton/ });
    server.state.offline = true;
    await editPrice('Mutton', '900');
    await editPrice('Ghee', '600');
    // Meanwhile another cook changed Mutton on the server.
    changeItem(server.state.items, 1001, { currentPricePaise: 99_000 }, 'Ravi');

    server.state.offline = false;
    backOnline();
    const conflict = await screen.findByTestId('inventory-conflict');
    expect(conflict.textContent).toContain(
      'Mutton was changed by someone else before your change reached the server. Your change was not applied.',
    );
    const [header, price] = within(conflict).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([en.table.name, en.offline.yours, en.offline.server]);
    expect(
      within(price!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹900', '₹990']);
    // The newer edit stands; Ghee, not in conflict, was saved.
    expect(server.state.items[0]).toMatchObject({ currentPricePaise: 99_000, version: 4 });
    expect(server.state.items[1]).toMatchObject({ currentPricePaise: 60_000, version: 2 });
    await waitFor(() => expect(within(rowOf('Mutton')).getByText('₹990 / kg')).toBeTruthy());
    expect(within(rowOf('Mutton')).getByText(en.status.conflict)).toBeTruthy();

    fireEvent.click(within(conflict).getByRole('button', { name: en.offline.reapply }));
    await waitFor(() => expect(server.state.items[0]).toMatchObject({ currentPricePaise: 90_000, version: 5 }));
    expect(
      server.calls.filter((call) => call.method === 'PATCH' && call.path === '/api/inventory/1001').at(-1)!.body,
    ).toEqual({
      currentPricePaise: 90_000,
      version: 4,
    });
    await waitFor(() => expect(screen.queryByTestId('pending-edits')).toBeNull());
  });

  it('drops a conflicting edit when the cook chooses the server’s value', async () => {
    const server = serveInventory(ITEMS);
    show();
    await screen.findByRole('rowheader', { name: /^Mutton/ });
    server.state.offline = true;
    await editPrice('Mutton', '900');
    changeItem(server.state.items, 1001, { currentPricePaise: 99_000 }, 'Ravi');
    server.state.offline = false;
    fireEvent.click(screen.getByRole('button', { name: en.actions.saveToDatabase }));
    const conflict = await screen.findByTestId('inventory-conflict');
    const patches = server.calls.filter((call) => call.method === 'PATCH').length;
    fireEvent.click(within(conflict).getByRole('button', { name: en.offline.drop }));
    expect(screen.queryByTestId('pending-edits')).toBeNull();
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(patches);
    expect(server.state.items[0]).toMatchObject({ currentPricePaise: 99_000 });
  });
});
