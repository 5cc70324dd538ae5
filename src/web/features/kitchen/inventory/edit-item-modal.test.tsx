import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryMl } from '#shared/content/locales/inventory.ml.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';
import { changeItem, serveInventory } from './test-server.ts';

const en = inventoryEn;

const mutton = () =>
  inventoryItem(1001, 'Mutton', {
    category: 'Meat',
    quantity: 4,
    currentPricePaise: 80_000,
    priceHistory: [{ date: '2026-11-01T04:30:00.000Z', pricePaise: 80_000, changedBy: null }],
    version: 3,
  });

async function openEdit(items = [mutton()]) {
  const server = serveInventory(items);
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory' });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit: Mutton' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Mutton' });
  return { server, dialog };
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const change = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(input(dialog, label), { target: { value } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: en.edit.save }));

describe('editing an item', () => {
  it('saves only what changed, from the version it opened; each price change joins the history with who made it', async () => {
    const { server, dialog } = await openEdit();
    expect(input(dialog, en.form.price).value).toBe('800');
    expect(within(dialog).getByTestId('price-change').textContent).toBe('Change from the first price: 0 %');
    change(dialog, en.form.price, '900');
    save(dialog);
    expect(await screen.findByText(en.messages.updated)).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/inventory/1001',
      body: { currentPricePaise: 90_000, version: 3 },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Mutton' }));
    const again = screen.getByRole('dialog', { name: 'Edit Mutton' });
    await waitFor(() => expect(input(again, en.form.price).value).toBe('900'));
    change(again, en.form.price, '1000');
    save(again);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({
      currentPricePaise: 100_000,
      version: 4,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Mutton' }));
    const third = screen.getByRole('dialog', { name: 'Edit Mutton' });
    expect(within(third).getByTestId('price-change').textContent).toBe('Change from the first price: +25 %');
    const rows = within(within(third).getByTestId('price-history')).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['₹1,000', 'Anu'],
      ['₹900', 'Anu'],
      ['₹800', en.edit.nobody],
    ]);
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toMatch(/1 Nov 2026/);
    const chart = within(third).getByRole('img', { name: 'Price of Mutton from ₹800 to ₹1,000' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
  });

  it('shows 100 % when the first price was 0, as the seed says', async () => {
    const item = mutton();
    item.priceHistory = [
      { date: '2026-11-01T04:30:00.000Z', pricePaise: 0, changedBy: null },
      { date: '2026-11-02T04:30:00.000Z', pricePaise: 80_000, changedBy: 'Anu' },
    ];
    const { dialog } = await openEdit([item]);
    expect(within(dialog).getByTestId('price-change').textContent).toBe('Change from the first price: +100 %');
  });

  it('refuses a stale save, reloads the item and keeps what the cook typed beside what the server has now', async () => {
    const { server, dialog } = await openEdit();
    change(dialog, en.form.quantity, '6');
    change(dialog, en.form.price, '850');
    // Another cook changes the price first.
    changeItem(server.state.items, 1001, { currentPricePaise: 95_000 }, 'Ravi');
    save(dialog);
    expect(await within(dialog).findByText(en.stale)).toBeTruthy();
    expect(input(dialog, en.form.quantity).value).toBe('6');
    expect(input(dialog, en.form.price).value).toBe('850');
    expect(within(dialog).getByText('Now on the server: ₹950')).toBeTruthy();
    // The reloaded history shows the other cook's price.
    await waitFor(() => expect(within(dialog).getAllByText('Ravi')).toHaveLength(1));

    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patches = server.calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.body)).toEqual([
      { quantity: 6, currentPricePaise: 85_000, version: 3 },
      { quantity: 6, currentPricePaise: 85_000, version: 4 },
    ]);
    expect(server.state.items[0]).toMatchObject({ quantity: 6, currentPricePaise: 85_000, version: 5 });
  });

  it("words the server's refusal in Malayalam", async () => {
    await switchLanguage('ml');
    const server = serveInventory([mutton()]);
    renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory' });
    fireEvent.click(await screen.findByRole('button', { name: `${inventoryMl.actions.edit}: Mutton` }));
    const dialog = screen.getByRole('dialog');
    changeItem(server.state.items, 1001, { quantity: 1 }, 'Ravi');
    fireEvent.change(within(dialog).getByLabelText(inventoryMl.form.price), { target: { value: '850' } });
    fireEvent.click(within(dialog).getByRole('button', { name: inventoryMl.edit.save }));
    expect(await within(dialog).findByText(inventoryMl.stale)).toBeTruthy();
    expect(within(dialog).getByText('ഇപ്പോൾ സെർവറിൽ: 1')).toBeTruthy();
  });
});
