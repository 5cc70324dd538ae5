import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryMl } from '#shared/content/locales/inventory.ml.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { eventNeeds } from '#shared/domain/kitchen/event-needs.ts';
import type { EventUsage } from '#shared/schemas/event-usage.ts';
import type { Ingredient, Recipe } from '#shared/schemas/recipes.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { inventoryItem, makeDiaryEvent } from '#web/test/factories.ts';
import { offlineChanges, QUEUE_STORAGE_KEY } from '#web/lib/offline/offline-changes.ts';
import { errorOf } from '#web/test/form.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { UsageForm } from './usage-form.tsx';

const en = inventoryEn.usage;

const ITEMS = [
  inventoryItem(1001, 'Goat meat', { category: 'Meat', quantity: 30, currentPrice: 800, nameMl: 'ആട്ടിറച്ചി' }),
  inventoryItem(1004, 'Ghee', { category: 'Oils & Fats', quantity: 2, currentPrice: 600 }),
  inventoryItem(1009, 'Charcoal', { category: 'Others', quantity: 40, currentPrice: 30 }),
];
const RECIPE: Recipe = {
  key: 'mandiMeat',
  title: { en: 'Meat', ml: 'ഇറച്ചി' },
  baseServings: 20,
  ingredients: [
    { name: { en: 'Mutton', ml: 'മട്ടൻ' }, quantity: 8, unit: 'kg', scaling: 'linear', inventoryItemId: 1001 },
    { name: { en: 'Ghee', ml: 'നെയ്യ്' }, quantity: 0.5, unit: 'kg', scaling: 'linear', inventoryItemId: 1004 },
  ] as Ingredient[],
  instructions: { en: [], ml: [] },
  steps: [],
};
// 50 people: 20 kg of meat and 1.25 kg of ghee.
const NEEDS = eventNeeds([RECIPE], 50, ITEMS);
const nothing: EventUsage = { eventId: 7, version: 0, recordedAt: null, recordedBy: null, lines: [] };
/** The record another tablet saved first: 22 kg of goat meat. */
const savedByRavi = (version: number): EventUsage => ({
  eventId: 7,
  version,
  recordedAt: '2026-12-05T15:00:00.000Z',
  recordedBy: 'Ravi',
  lines: [{ itemId: 1001, quantity: 22, takenFromStock: 22 }],
});

function setup({
  date = todayInKerala(),
  usage = ok({ data: nothing }),
  save,
}: { date?: string; usage?: Reply; save?: Reply } = {}) {
  let stored = usage;
  const server = serveApi({
    'GET /api/inventory/usage/:id': () => stored,
    'PUT /api/inventory/usage/:id': ({ body }) => {
      if (save) return save;
      const lines = (body as EventUsage).lines.map((line) => ({ ...line, takenFromStock: line.quantity }));
      const version = (body as EventUsage).version + 1;
      stored = ok({ data: { ...nothing, version, recordedAt: '2026-12-05T15:00:00.000Z', recordedBy: 'cook', lines } });
      return stored;
    },
  });
  renderForm(date);
  return server;
}

/** The form of the event of `date` (today: open for a record), in English. */
function renderForm(date = todayInKerala()) {
  const event = makeDiaryEvent({ id: 7, title: 'Wedding lunch', date });
  return renderWithProviders(<UsageForm event={event} needs={NEEDS} items={ITEMS} lang="en" />);
}

const field = (name: string) => screen.getByLabelText(`${name}: used (kg)`) as HTMLInputElement;
const puts = (calls: { method: string; body: unknown }[]) => calls.filter((call) => call.method === 'PUT');

describe('recording what an event used', () => {
  it('waits for the event’s day', async () => {
    const { calls } = setup({ date: addDays(todayInKerala(), 2) });
    expect(await screen.findByText(/From the event’s day/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.open })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/inventory/usage'))).toBe(false);
  });

  it('lists each needed item at what was needed; the cook corrects, adds an item and saves the whole record', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: en.open }));
    expect(field('Goat meat').value).toBe('20');
    expect(field('Ghee').value).toBe('1.25');
    expect(screen.getByText('Needed: 20.00 kg')).toBeTruthy();

    fireEvent.change(field('Goat meat'), { target: { value: '18.5' } });
    fireEvent.change(screen.getByLabelText(en.add), { target: { value: '1009' } });
    fireEvent.click(screen.getByRole('button', { name: en.addButton }));
    fireEvent.change(field('Charcoal'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: en.save }));

    expect(await screen.findByText(en.saved)).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]).toMatchObject({
      path: '/api/inventory/usage/7',
      body: {
        lines: [
          { itemId: 1001, quantity: 18.5 },
          { itemId: 1004, quantity: 1.25 },
          { itemId: 1009, quantity: 12 },
        ],
        // The event's first record: made from version 0.
        version: 0,
      },
    });
    // Touch targets: the remove buttons and the save are thumb-sized.
    fireEvent.click(await screen.findByRole('button', { name: en.correct }));
    // The saved word went with the form: a correction opened now has not been saved.
    expect(screen.queryByText(en.saved)).toBeNull();
    for (const button of screen.getAllByRole('button', { name: /^Remove / }))
      expect(button.className).toContain('min-h-12');
  });

  it('puts a problem beside its item and sends nothing', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: en.open }));
    fireEvent.change(field('Ghee'), { target: { value: '-1' } });
    fireEvent.change(field('Goat meat'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    // The one rule for typed numbers words them: nothing typed, and a sign where none is allowed.
    await waitFor(() => expect(errorOf(field('Goat meat'))).toBe(validationEn.number.empty));
    expect(errorOf(field('Ghee'))).toBe(validationEn.number.notANumber);
    expect(field('Ghee').getAttribute('aria-invalid')).toBe('true');
    // The first line with a problem has the focus.
    expect(document.activeElement).toBe(field('Goat meat'));
    expect(puts(calls)).toHaveLength(0);

    // Corrected, the problem goes as the cook types and the record is sent.
    fireEvent.change(field('Goat meat'), { target: { value: '20' } });
    fireEvent.change(field('Ghee'), { target: { value: '1' } });
    // Beside the field again only its hint.
    await waitFor(() => expect(errorOf(field('Goat meat'))).toBe('Needed: 20.00 kg'));
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByText(en.saved)).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
  });

  it('puts the server’s refusal of an item beside it', async () => {
    setup({
      save: fail(400, 'Unknown item', 'inventory.usage.unknownItem', { field: 'lines.1.itemId', params: { id: 1004 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: en.open }));
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    const row = (await screen.findAllByTestId('usage-row'))[1]!;
    expect(await within(row).findByText(/Item 1004 is no longer in the inventory/)).toBeTruthy();
    expect(errorOf(field('Ghee'))).toMatch(/Item 1004 is no longer in the inventory/);
    expect(document.activeElement).toBe(field('Ghee'));
  });

  it('opens a saved record at what was recorded, for a correction', async () => {
    setup({
      usage: ok({
        data: {
          eventId: 7,
          version: 1,
          recordedAt: '2026-12-05T15:00:00.000Z',
          recordedBy: 'Ravi',
          lines: [{ itemId: 1001, quantity: 19, takenFromStock: 19 }],
        },
      }),
    });
    expect((await screen.findByTestId('usage-recorded')).textContent).toContain('Recorded by Ravi');
    fireEvent.click(screen.getByRole('button', { name: en.correct }));
    expect(screen.getAllByTestId('usage-row')).toHaveLength(1);
    expect(field('Goat meat').value).toBe('19');
  });

  it('shows both records when another tablet saved first; keeping mine saves it from the saved version', async () => {
    const theirs = savedByRavi(1);
    let refuse = true;
    let stored = ok({ data: nothing });
    const { calls } = serveApi({
      'GET /api/inventory/usage/:id': () => stored,
      'PUT /api/inventory/usage/:id': ({ body }) => {
        if (refuse) {
          refuse = false;
          stored = ok({ data: theirs });
          return fail(409, 'Stale', 'kitchenRules.records.stale', { current: theirs });
        }
        const lines = (body as EventUsage).lines.map((line) => ({ ...line, takenFromStock: line.quantity }));
        stored = ok({ data: { ...theirs, version: 2, recordedBy: 'cook', lines } });
        return stored;
      },
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: en.open }));
    fireEvent.change(field('Goat meat'), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: en.save }));

    // Nothing was written over theirs: both, item by item where they differ.
    const conflict = await screen.findByTestId('conflict');
    expect(within(conflict).getByText(en.conflict.replace('{{event}}', 'Wedding lunch'))).toBeTruthy();
    expect(within(conflict).getByTestId('mine-1001').textContent).toBe('19.00 kg');
    expect(within(conflict).getByTestId('saved-1001').textContent).toBe('22.00 kg');
    expect(within(conflict).getByTestId('mine-1004').textContent).toBe('1.25 kg');
    expect(within(conflict).getByTestId('saved-1004').textContent).toBe(en.none);
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.body).toMatchObject({ version: 0 });

    fireEvent.click(within(conflict).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText(en.saved)).toBeTruthy();
    expect(puts(calls)).toHaveLength(2);
    expect(puts(calls)[1]!.body).toEqual({
      lines: [
        { itemId: 1001, quantity: 19 },
        { itemId: 1004, quantity: 1.25 },
      ],
      version: 1,
    });
    expect(screen.queryByTestId('conflict')).toBeNull();
  });

  it('saves from the record the form was opened from, not from one read while the cook typed', async () => {
    let stored = ok({ data: nothing });
    const { calls } = serveApi({
      'GET /api/inventory/usage/:id': () => stored,
      'PUT /api/inventory/usage/:id': () =>
        fail(409, 'Stale', 'kitchenRules.records.stale', { current: savedByRavi(1) }),
    });
    const { queryClient } = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: en.open }));
    // Another tablet's record arrives (the live topic refetches) while this form is open.
    stored = ok({ data: savedByRavi(1) });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() =>
      expect(queryClient.getQueryData<EventUsage>(['kitchen', 'inventory', 'usage', 7])?.version).toBe(1),
    );
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByTestId('conflict')).toBeTruthy();
    expect(puts(calls)[0]!.body).toMatchObject({ version: 0 });
  });

  it('shows a record that waited on the device and was refused on arrival, until the cook decides', async () => {
    const theirs = savedByRavi(3);
    const { calls } = setup({ usage: ok({ data: theirs }) });
    // Made offline from version 2, refused when the network came back.
    localStorage.setItem(
      QUEUE_STORAGE_KEY,
      JSON.stringify({
        waiting: [],
        refused: [
          {
            id: 'usage-late-1',
            method: 'PUT',
            path: '/api/inventory/usage/7',
            body: { lines: [{ itemId: 1001, quantity: 18 }], version: 2 },
            madeAt: Date.now(),
            kind: 'inventory.usage',
            subject: { eventId: 7 },
            label: { key: 'inventory.usage.change', params: { event: 'Wedding lunch' } },
            refresh: [['kitchen', 'inventory']],
            refusal: { status: 409, error: 'Stale', code: 'kitchenRules.records.stale', params: {}, current: theirs },
          },
        ],
      }),
    );
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: QUEUE_STORAGE_KEY })));
    const conflict = await screen.findByTestId('usage-conflict');
    expect(within(conflict).getByTestId('mine-1001').textContent).toBe('18.00 kg');
    expect(within(conflict).getByTestId('saved-1001').textContent).toBe('22.00 kg');

    // Taking the saved one drops mine and sends nothing.
    fireEvent.click(within(conflict).getByRole('button', { name: 'Take the saved one' }));
    expect(screen.queryByTestId('usage-conflict')).toBeNull();
    expect(offlineChanges.getSnapshot().refused).toEqual([]);
    expect(puts(calls)).toHaveLength(0);
  });

  it('keeps the record on the device when the network is down', async () => {
    setup({ save: 'network' as unknown as Reply });
    fireEvent.click(await screen.findByRole('button', { name: en.open }));
    fireEvent.click(screen.getByRole('button', { name: en.save }));
    expect(await screen.findByText(en.waiting)).toBeTruthy();
    // The kitchen's one queue holds it, to send when the network is back.
    expect(offlineChanges.getSnapshot().waiting).toMatchObject([
      { kind: 'inventory.usage', method: 'PUT', path: '/api/inventory/usage/7' },
    ]);
    // Sent elsewhere: this test leaves no change waiting.
    localStorage.removeItem(QUEUE_STORAGE_KEY);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: QUEUE_STORAGE_KEY })));
  });

  it('reads in Malayalam', async () => {
    await switchLanguage('ml');
    setup();
    fireEvent.click(await screen.findByRole('button', { name: inventoryMl.usage.open }));
    expect(screen.getByRole('button', { name: inventoryMl.usage.save })).toBeTruthy();
  });
});
