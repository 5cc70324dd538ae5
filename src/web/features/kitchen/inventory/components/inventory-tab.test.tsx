import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryMl } from '#shared/content/locales/inventory.ml.ts';
import type { InventoryItem } from '#shared/schemas/inventory.ts';
import { inventoryItem } from '#web/test/factories.ts';
import { fail, ok, serveApi, type Routes } from '#web/test/fake-api.ts';
import { errorOf, field, type } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { QUEUE_STORAGE_KEY } from '#web/lib/offline/offline-changes.ts';
import { InventoryTab } from './inventory-tab.tsx';

const en = inventoryEn;
const ml = inventoryMl;

const ITEMS: InventoryItem[] = [
  inventoryItem(1003, 'MSG', { category: 'Spices', quantity: 0.5, currentPrice: 120 }),
  inventoryItem(1001, 'Mutton', {
    category: 'Meat',
    quantity: 2,
    minQuantity: 5,
    currentPrice: 800,
    notes: 'From the Friday market',
  }),
  inventoryItem(1002, 'Chicken', { category: 'Meat', quantity: 10, minQuantity: 5, currentPrice: 240.5 }),
  inventoryItem(1004, 'Gloves', {
    category: 'Kitchen Supplies',
    unit: 'pack',
    quantity: 5,
    minQuantity: 5,
    isActive: false,
  }),
];

/** The server's list as the test has it, and its other answers (each test says what the server does). */
function setup(routes: (state: { items: InventoryItem[] }) => Routes = () => ({})) {
  const state = { items: structuredClone(ITEMS) };
  const server = serveApi({ 'GET /api/inventory': () => ok({ data: state.items }), ...routes(state) });
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory' });
  return { ...server, state };
}

beforeEach(() => {
  // The device's one change queue outlives each test: start from an empty one, online.
  window.dispatchEvent(new StorageEvent('storage', { key: QUEUE_STORAGE_KEY }));
  window.dispatchEvent(new Event('online'));
});

const table = (name: RegExp) => screen.getByRole('table', { name });
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('the inventory list', () => {
  it('shows a table per category in the screen’s order, with quantity, price, minimum, status and low stock', async () => {
    setup();
    await screen.findByRole('table', { name: /^Meat/ });
    const headings = screen
      .getAllByRole('table')
      .map((each) => each.closest('section')!.querySelector('h3')!.textContent);
    expect(headings).toEqual(['Spices 1 item', 'Meat 2 items']);
    const mutton = rowOf('Mutton');
    expect(within(mutton).getByText('2 kg')).toBeTruthy();
    expect(within(mutton).getByText('₹800 / kg')).toBeTruthy();
    expect(within(mutton).getByText('5 kg')).toBeTruthy();
    expect(within(mutton).getByText('From the Friday market')).toBeTruthy();
    expect(within(mutton).getByText(en.status.lowStock)).toBeTruthy();
    expect(mutton.dataset.lowStock).toBe('true');
    const chicken = rowOf('Chicken');
    expect(within(chicken).getByText('₹240.50 / kg')).toBeTruthy();
    expect(within(chicken).queryByText(en.status.lowStock)).toBeNull();
    expect(within(table(/^Spices/)).getByText(en.table.none)).toBeTruthy();
    expect(within(mutton).getByRole('button', { name: 'Edit: Mutton' })).toBeTruthy();
  });

  it('searches, filters by category and shows inactive items on request; the empty list’s text', async () => {
    setup();
    await screen.findByRole('table', { name: /^Meat/ });
    expect(screen.queryByText('Gloves')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: en.showInactive }));
    const gloves = rowOf('Gloves');
    expect(within(gloves).getByText(en.status.inactive)).toBeTruthy();
    // At its minimum: low stock.
    expect(within(gloves).getByText(en.status.lowStock)).toBeTruthy();

    type(en.search.label, 'MUT');
    expect(screen.getAllByTestId('inventory-row')).toHaveLength(1);
    type(en.search.label, 'friday');
    expect(screen.getByRole('rowheader', { name: /^Mutton/ })).toBeTruthy();
    type(en.search.label, '');

    const filters = screen.getByRole('group', { name: en.filters.label });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All',
      'Spices',
      'Herbs',
      'Meat',
      'Vegetables',
      'Oils & Fats',
      'Grains & Rice',
      'Kitchen Supplies',
      'Others',
    ]);
    fireEvent.click(within(filters).getByRole('button', { name: 'Spices' }));
    expect(within(filters).getByRole('button', { name: 'Spices' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('inventory-row')).toHaveLength(1);
    fireEvent.click(within(filters).getByRole('button', { name: 'Herbs' }));
    expect(screen.getByText(en.empty)).toBeTruthy();
  });

  it('adds an item: the messages beside the fields, Spices and kg by default, prices sent in rupees', async () => {
    const server = setup((state) => ({
      'POST /api/inventory/items': ({ body }) => {
        const added = inventoryItem(2001, 'Saffron', body as Partial<InventoryItem>);
        state.items = [...state.items, added];
        return { status: 201, body: { success: true, data: added } };
      },
    }));
    await screen.findByRole('table', { name: /^Meat/ });
    fireEvent.click(screen.getByRole('button', { name: en.actions.add }));
    const form = screen.getByRole('form', { name: en.form.heading });
    expect((within(form).getByLabelText(en.form.category) as HTMLSelectElement).value).toBe('Spices');
    expect((within(form).getByLabelText(en.form.unit) as HTMLSelectElement).value).toBe('kg');
    // Typed as text and read by the one rule, never by the browser's number box.
    for (const label of [en.form.quantity, en.form.price, en.form.minQuantity]) {
      expect(field(label).getAttribute('type')).toBe('text');
      expect(field(label).getAttribute('inputmode')).toBe('decimal');
    }

    type(en.form.quantity, '-1');
    type(en.form.price, '');
    type(en.form.minQuantity, '-3');
    fireEvent.click(within(form).getByRole('button', { name: en.form.submit }));
    await waitFor(() => expect(errorOf(field(en.form.name))).toBe('Item name is required'));
    expect(document.activeElement).toBe(field(en.form.name));
    expect(errorOf(field(en.form.quantity))).toBe('Quantity must be a valid positive number');
    expect(errorOf(field(en.form.price))).toBe('Price must be a valid positive number');
    expect(errorOf(field(en.form.minQuantity))).toBe(en.validation.minQuantity);
    // What a keyboard may type is refused in the field's words, never read as another number.
    for (const [label, typed, message] of [
      [en.form.quantity, '1e3', en.validation.quantity],
      [en.form.quantity, '12 kg', en.validation.quantity],
      [en.form.quantity, '0.1234', en.validation.quantityDecimals],
      [en.form.quantity, '12345678901234567890', en.validation.tooLarge],
      [en.form.quantity, '1000000.5', en.validation.tooLarge],
      [en.form.price, '2.555', en.validation.priceDecimals],
      [en.form.price, '-5', en.validation.price],
      [en.form.minQuantity, '1,5', en.validation.minQuantity],
    ] as const) {
      type(label, typed);
      await waitFor(() => expect(errorOf(field(label)), `${label} ${typed}`).toBe(message));
      expect(field(label).value).toBe(typed);
    }
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    // The steppers move a whole unit and never below 0; text the rule refuses stays as typed.
    type(en.form.quantity, '');
    fireEvent.click(within(form).getByRole('button', { name: 'Less: Quantity' }));
    expect(field(en.form.quantity).value).toBe('0');
    fireEvent.click(within(form).getByRole('button', { name: 'More: Quantity' }));
    fireEvent.click(within(form).getByRole('button', { name: 'More: Quantity' }));
    expect(field(en.form.quantity).value).toBe('2');
    type(en.form.minQuantity, 'abc');
    fireEvent.click(within(form).getByRole('button', { name: `More: ${en.form.minQuantity}` }));
    expect(field(en.form.minQuantity).value).toBe('abc');

    type(en.form.name, '  Saffron ');
    type(en.form.nameMl, 'കുങ്കുമപ്പൂ');
    type(en.form.quantity, '0.25');
    type(en.form.price, '250.50');
    type(en.form.minQuantity, '');
    fireEvent.change(within(form).getByLabelText(en.form.unit), { target: { value: 'g' } });
    fireEvent.click(within(form).getByRole('button', { name: en.form.submit }));
    expect(await screen.findByText(en.messages.added)).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/inventory/items',
      body: {
        name: 'Saffron',
        nameMl: 'കുങ്കുമപ്പൂ',
        category: 'Spices',
        quantity: 0.25,
        unit: 'g',
        currentPrice: 250.5,
        minQuantity: null,
        notes: null,
      },
    });
    expect(await screen.findByRole('rowheader', { name: /^Saffron/ })).toBeTruthy();
    expect(screen.queryByRole('form', { name: en.form.heading })).toBeNull();
    // Messages vanish after 3 s.
    await waitFor(() => expect(screen.queryByText(en.messages.added)).toBeNull(), { timeout: 4000 });
  });

  it('says when an item cannot be added, with the reason', async () => {
    setup(() => ({ 'POST /api/inventory/items': () => 'network' }));
    await screen.findByRole('table', { name: /^Meat/ });
    fireEvent.click(screen.getByRole('button', { name: en.actions.add }));
    type(en.form.name, 'Saffron');
    fireEvent.click(screen.getByRole('button', { name: en.form.submit }));
    expect(await screen.findByText(/^Failed to add item: /)).toBeTruthy();
  });

  it("words the server's problem with a field by its text key, beside the field, in Malayalam", async () => {
    await switchLanguage('ml');
    setup(() => ({
      'POST /api/inventory/items': () =>
        fail(400, 'Invalid name: An item name may be at most 120 characters', 'inventory.validation.nameTooLong', {
          field: 'name',
        }),
    }));
    await screen.findByRole('table', { name: new RegExp(`^${ml.categories.meat}`) });
    fireEvent.click(screen.getByRole('button', { name: ml.actions.add }));
    type(ml.form.name, 'Saffron');
    fireEvent.click(screen.getByRole('button', { name: ml.form.submit }));
    await waitFor(() => expect(errorOf(field(ml.form.name))).toBe(ml.validation.nameTooLong));
    expect(screen.getByText(`${ml.messages.addFailed}: ${ml.validation.nameTooLong}`)).toBeTruthy();
  });

  it('removes an item after a confirmation, and deactivates and activates items', async () => {
    const server = setup((state) => ({
      'DELETE /api/inventory/:id': ({ params }) => {
        state.items = state.items.filter((item) => item.id !== Number(params.id));
        return ok();
      },
      // The server saves the change and answers the item at its next version.
      'PATCH /api/inventory/:id': ({ params, body }) => {
        const { version, ...fields } = body as { isActive: boolean; version: number };
        state.items = state.items.map((item) =>
          item.id === Number(params.id) ? { ...item, ...fields, version: version + 1 } : item,
        );
        return ok({ data: state.items.find((item) => item.id === Number(params.id)) });
      },
    }));
    await screen.findByRole('table', { name: /^Meat/ });
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Chicken' }));
    const dialog = screen.getByRole('dialog', { name: en.remove.title });
    expect(within(dialog).getByText('Are you sure you want to permanently remove this item?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: en.remove.confirm }));
    expect(await screen.findByText(en.messages.removed)).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/inventory/1002');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Chicken/ })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate: MSG' }));
    expect(await screen.findByText(en.messages.deactivated)).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: '/api/inventory/1003',
      body: { isActive: false, version: 1 },
    });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^MSG/ })).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: en.showInactive }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate: MSG' }));
    expect(await screen.findByText(en.messages.activated)).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({ isActive: true, version: 2 });
  });

  it('reads in Malayalam: item names in Malayalam where they have one, units in Malayalam', async () => {
    await switchLanguage('ml');
    setup((state) => {
      state.items = state.items.map((item) => (item.name === 'Mutton' ? { ...item, nameMl: 'മട്ടൻ' } : item));
      return {};
    });
    await screen.findByRole('table', { name: new RegExp(`^${ml.categories.meat}`) });
    const mutton = rowOf('മട്ടൻ');
    expect(within(mutton).getByText('2 കിലോ')).toBeTruthy();
    expect(within(mutton).getByText('₹800 / കിലോ')).toBeTruthy();
    expect(within(mutton).getByRole('button', { name: `${ml.actions.edit}: മട്ടൻ` })).toBeTruthy();
    // No Malayalam name: the English one.
    expect(rowOf('Chicken')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: ml.showInactive }));
    expect(within(rowOf('Gloves')).getAllByText('5 പാക്കറ്റ്')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: ml.showInactive }));
    type(ml.search.label, 'മട്ട');
    expect(screen.getAllByTestId('inventory-row')).toHaveLength(1);
    type(ml.search.label, '');
    expect(screen.getByRole('heading', { level: 2, name: ml.heading })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: ml.showInactive })).toBeTruthy();
    expect(within(rowOf('മട്ടൻ')).getByText(ml.status.lowStock)).toBeTruthy();
    expect(screen.getByRole('button', { name: ml.actions.add })).toBeTruthy();
    type(ml.search.label, 'zzz');
    expect(screen.getByText(ml.empty)).toBeTruthy();
  });
});
