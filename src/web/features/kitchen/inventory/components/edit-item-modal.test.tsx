import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryMl } from '#shared/content/locales/inventory.ml.ts';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { QUEUE_STORAGE_KEY } from '#web/lib/offline/offline-changes.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';

const en = inventoryEn;
const conflictEn = kitchenRulesEn.records.conflict;

const mutton = (more: Partial<InventoryItem> = {}) =>
  inventoryItem(1001, 'Mutton', {
    category: 'Meat',
    quantity: 4,
    currentPrice: 800,
    priceHistory: [{ date: '2026-11-01T04:30:00.000Z', price: 800, changedBy: null }],
    version: 3,
    ...more,
  });

/** The inventory screen over a server whose list is `state.items`; `patch` says what each PATCH is answered. */
function show(patch: (body: Record<string, unknown>, state: { items: InventoryItem[] }) => Reply, items = [mutton()]) {
  const state = { items };
  const server = serveApi({
    'GET /api/inventory': () => ok({ data: state.items }),
    'PATCH /api/inventory/:id': ({ body }) => patch(body as Record<string, unknown>, state),
  });
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory' });
  return { ...server, state };
}

async function openEdit(name = 'Edit: Mutton') {
  fireEvent.click(await screen.findByRole('button', { name }, { timeout: 3000 }));
  return screen.getByRole('dialog');
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const change = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(input(dialog, label), { target: { value } });
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: en.edit.save }));
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

/** Someone else's newer copy of Mutton: price ₹950 set by Ravi. */
const newer = mutton({
  currentPrice: 950,
  version: 4,
  priceHistory: [
    { date: '2026-11-01T04:30:00.000Z', price: 800, changedBy: null },
    { date: '2026-11-02T04:30:00.000Z', price: 950, changedBy: 'Ravi' },
  ],
});
const stale = () =>
  fail(409, 'Someone else changed this item first', 'inventory.stale', {
    field: 'version',
    params: { version: 4 },
    current: newer,
  });

beforeEach(() => {
  // The device's one change queue outlives each test: start from an empty one, online.
  window.dispatchEvent(new StorageEvent('storage', { key: QUEUE_STORAGE_KEY }));
  window.dispatchEvent(new Event('online'));
});

describe('editing an item', () => {
  it('saves only what changed, in rupees, from the version it opened; each price joins the history with who set it', async () => {
    const server = show(({ version, ...fields }, state) => {
      const [item] = state.items;
      const price = fields.currentPrice as number;
      state.items = [
        {
          ...item!,
          ...fields,
          version: (version as number) + 1,
          priceHistory: [
            ...item!.priceHistory,
            { date: `2026-11-0${state.items.length + 1}T04:30:00.000Z`, price, changedBy: 'Anu' },
          ],
        },
      ];
      return ok({ data: state.items[0] });
    });
    const dialog = await openEdit();
    expect(input(dialog, en.form.price).value).toBe('800');
    expect(within(dialog).getByTestId('price-change').textContent).toBe('Change from the first price: 0 %');
    change(dialog, en.form.price, '900.5');
    save(dialog);
    expect(await screen.findByText(en.messages.updated)).toBeTruthy();
    expect(patches(server.calls)).toEqual([{ currentPrice: 900.5, version: 3 }]);

    const again = await openEdit();
    await waitFor(() => expect(input(again, en.form.price).value).toBe('900.50'));
    change(again, en.form.price, '1000');
    save(again);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(server.calls).at(-1)).toEqual({ currentPrice: 1000, version: 4 });

    const third = await openEdit();
    await waitFor(() =>
      expect(within(third).getByTestId('price-change').textContent).toBe('Change from the first price: +25 %'),
    );
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
      ['₹900.50', 'Anu'],
      ['₹800', en.edit.nobody],
    ]);
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toMatch(/1 Nov 2026/);
    const chart = within(third).getByRole('img', { name: 'Price of Mutton from ₹800 to ₹1,000' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
  });

  it('checks the change by the item schema beside its fields: nothing is sent or kept on the device', async () => {
    const server = show(() => ok());
    const dialog = await openEdit();
    change(dialog, en.form.quantity, '2000000');
    change(dialog, en.form.price, '');
    save(dialog);
    await waitFor(() => expect(errorOf(input(dialog, en.form.quantity))).toBe(en.validation.tooLarge));
    expect(errorOf(input(dialog, en.form.price))).toBe(en.validation.price);
    expect(document.activeElement).toBe(input(dialog, en.form.quantity));
    expect(patches(server.calls)).toEqual([]);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('edits the Malayalam name beside the English one, and refuses typed numbers in place as the add form does', async () => {
    const server = show((body) => ok({ data: mutton({ ...body, version: 4 }) }), [mutton({ nameMl: 'മട്ടൻ' })]);
    const dialog = await openEdit();
    expect(input(dialog, en.form.nameMl).value).toBe('മട്ടൻ');
    change(dialog, en.form.price, '1e3');
    await waitFor(() => expect(errorOf(input(dialog, en.form.price))).toBe(en.validation.price));
    change(dialog, en.form.quantity, '4.0001');
    await waitFor(() => expect(errorOf(input(dialog, en.form.quantity))).toBe(en.validation.quantityDecimals));
    save(dialog);
    await waitFor(() => expect(document.activeElement).toBe(input(dialog, en.form.quantity)));
    expect(patches(server.calls)).toEqual([]);

    change(dialog, en.form.price, '800');
    change(dialog, en.form.quantity, '4');
    fireEvent.click(within(dialog).getByRole('button', { name: `More: ${en.form.quantity}` }));
    change(dialog, en.form.nameMl, 'ആട്ടിറച്ചി');
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(server.calls)).toEqual([{ nameMl: 'ആട്ടിറച്ചി', quantity: 5, version: 3 }]);
  });

  it('sends Active when only that changed', async () => {
    const server = show((body) => ok({ data: mutton({ ...body, version: 4 }) }));
    const dialog = await openEdit();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: en.form.active }));
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(server.calls)).toEqual([{ isActive: false, version: 3 }]);
  });

  it('shows 100 % when the first price was 0', async () => {
    show(
      () => ok(),
      [
        mutton({
          priceHistory: [
            { date: '2026-11-01T04:30:00.000Z', price: 0, changedBy: null },
            { date: '2026-11-02T04:30:00.000Z', price: 800, changedBy: 'Anu' },
          ],
        }),
      ],
    );
    const dialog = await openEdit();
    expect(within(dialog).getByTestId('price-change').textContent).toBe('Change from the first price: +100 %');
  });

  it('refused because someone changed the item first: shows both, and keeps mine as a change of the saved item', async () => {
    let answer = stale;
    const server = show(() => answer());
    const dialog = await openEdit();
    change(dialog, en.form.quantity, '6');
    change(dialog, en.form.price, '850');
    save(dialog);
    const conflict = await within(dialog).findByTestId('conflict');
    expect(within(conflict).getByText(en.stale)).toBeTruthy();
    expect(within(conflict).getByTestId('mine-quantity').textContent).toBe('6');
    expect(within(conflict).getByTestId('mine-currentPrice').textContent).toBe('₹850');
    // The quantity is as the cook read it on the server; the price someone else changed.
    expect(within(conflict).getByTestId('saved-quantity').textContent).toBe('4');
    expect(within(conflict).getByTestId('saved-currentPrice').textContent).toBe('₹950');

    answer = () => ok({ data: mutton({ quantity: 6, currentPrice: 850, version: 5 }) });
    fireEvent.click(within(conflict).getByRole('button', { name: conflictEn.keepMine }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(server.calls)).toEqual([
      { quantity: 6, currentPrice: 850, version: 3 },
      { quantity: 6, currentPrice: 850, version: 4 },
    ]);
  });

  it('takes the saved item when the cook chooses it: nothing more is sent', async () => {
    const server = show(stale);
    const dialog = await openEdit();
    change(dialog, en.form.price, '850');
    save(dialog);
    const conflict = await within(dialog).findByTestId('conflict');
    fireEvent.click(within(conflict).getByRole('button', { name: conflictEn.takeSaved }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(server.calls)).toHaveLength(1);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it("words the server's refusal and the choice in Malayalam", async () => {
    await switchLanguage('ml');
    show(stale);
    const dialog = await openEdit(`${inventoryMl.actions.edit}: Mutton`);
    change(dialog, inventoryMl.form.price, '850');
    fireEvent.click(within(dialog).getByRole('button', { name: inventoryMl.edit.save }));
    const conflict = await within(dialog).findByTestId('conflict');
    expect(within(conflict).getByText(inventoryMl.stale)).toBeTruthy();
    expect(within(conflict).getByRole('button', { name: kitchenRulesMl.records.conflict.keepMine })).toBeTruthy();
    expect(within(conflict).getAllByText(inventoryMl.fields.currentPrice)).toHaveLength(2);
  });
});
