import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryMl } from '#shared/content/locales/inventory.ml.ts';
import type { Collection, CollectionSummary, Ingredient, Recipe } from '#shared/schemas/recipes.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { diaryPage, inventoryItem, makeDiaryEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { InventoryTab } from './inventory-tab.tsx';

const en = inventoryEn.needs;

const ingredient = (en: string, ml: string, quantity: number, unit: string, more: Partial<Ingredient> = {}) =>
  ({ name: { en, ml }, quantity, unit, scaling: 'linear', inventoryItemId: null, ...more }) as Ingredient;

function recipe(key: Recipe['key'], ingredients: Ingredient[]): Recipe {
  return {
    key,
    title: { en: key, ml: key },
    baseServings: 20,
    ingredients,
    instructions: { en: [], ml: [] },
    steps: [],
  };
}

function collection(id: number, date: string, status: 'published' | 'draft', recipes: Recipe[]): Collection {
  return {
    id,
    date,
    name: { en: `Collection ${id}`, ml: `ശേഖരം ${id}` },
    badge: { en: 'Badge', ml: 'ബാഡ്ജ്' },
    status,
    createdBy: 'owner',
    recipes: recipes.map((one) => ({ ...one, version: 1 })),
  };
}

const PUBLISHED = collection(2, '2025-03-01', 'published', [
  recipe('mandiMeat', [
    ingredient('Mutton', 'മട്ടൻ', 8, 'kg', { inventoryItemId: 1001 }),
    ingredient('Rock salt', 'ഇന്തുപ്പ്', 50, 'g'),
  ]),
  recipe('mandiRice', [ingredient('Water', 'വെള്ളം', 8, 'L'), ingredient('Ghee', 'നെയ്യ്', 250, 'g')]),
]);
/** Newer, but a draft: never used. */
const DRAFT = collection(3, '2025-04-01', 'draft', [recipe('mandiMeat', [ingredient('Mutton', 'മട്ടൻ', 99, 'kg')])]);

const ITEMS = [
  inventoryItem(1001, 'Goat meat', { category: 'Meat', quantity: 5, currentPrice: 800 }),
  inventoryItem(1003, 'Rock Salt', { category: 'Spices', quantity: 1, currentPrice: 40 }),
  inventoryItem(1004, 'Ghee', { category: 'Oils & Fats', unit: 'L', quantity: 1, currentPrice: 600 }),
];

const EVENT = makeDiaryEvent({ id: 7, title: 'Wedding lunch', date: '2026-12-05', estimatedAttendance: 40 });

function setup({ people = ok({ data: 50 }) }: { people?: Reply } = {}) {
  const book = [DRAFT, PUBLISHED];
  const summary = ({ recipes: _recipes, ...rest }: Collection): CollectionSummary => rest;
  const server = serveApi({
    'GET /api/inventory': () => ok({ data: ITEMS }),
    // The server answers newest first.
    'GET /api/diary-events': () =>
      ok(diaryPage([EVENT, makeDiaryEvent({ id: 8, title: 'Older', date: '2026-11-01' })])),
    'GET /api/people/:eventId': () => people,
    'GET /api/recipes/collections': () => ok({ data: book.map(summary) }),
    'GET /api/recipes/collections/:id': ({ params }) => {
      const found = book.find((each) => each.id === Number(params.id));
      return found ? ok({ data: found }) : fail(404, 'Not found');
    },
  });
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory&view=needs' });
  return server;
}

async function chooseEvent(label = en.event) {
  const select = (await screen.findByLabelText(label)) as HTMLSelectElement;
  fireEvent.change(select, { target: { value: String(EVENT.id) } });
  return select;
}

const needRow = (name: string) =>
  screen
    .getAllByTestId('need-row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(`^${name}`) }))!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('what an event needs', () => {
  it('scales the newest published recipes to the people count and checks them against the stock', async () => {
    setup();
    const select = await chooseEvent();
    expect([...select.options].map((option) => option.textContent)).toEqual([
      en.choose,
      'Wedding lunch (Saturday, 5 December 2026)',
      'Older (Sunday, 1 November 2026)',
    ]);
    expect(await screen.findByTestId('needs-people')).toHaveProperty('textContent', 'For 50 people');
    expect(screen.getByText('Recipes from Collection 2')).toBeTruthy();

    // Linked by id (the item has another name); 8 kg × 50/20 = 20 kg.
    expect(cells(needRow('Mutton'))).toEqual(['Needed20.00 kg', 'In stock5.00 kg', 'To buy15.00 kg', 'Cost₹16,000']);
    expect(within(needRow('Mutton')).getByText(en.lowStock)).toBeTruthy();
    // Matched by name; in stock: nothing to buy.
    expect(cells(needRow('Rock salt'))).toEqual(['Needed0.13 kg', 'In stock1.00 kg', 'To buy0.00 kg', 'Cost₹5']);
    expect(screen.getByTestId('needs-total').textContent).toBe('₹16,005');
    expect(screen.getByTestId('needs-shopping-total').textContent).toBe('₹12,000');
    expect(
      within(screen.getByTestId('top-expenses'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mutton₹16,000', 'Rock salt₹5']);
    // Not in the inventory, or in a unit that does not convert: for the cook to check.
    const unchecked = screen.getByTestId('needs-unchecked');
    expect(within(unchecked).getByText('Water').parentElement!.textContent).toContain(en.unlinked);
    expect(within(unchecked).getByText('Ghee').parentElement!.textContent).toContain('Kept in L as Ghee');
    expect(unchecked.textContent).toContain('625.00 g');

    const list = screen.getByTestId('shopping-list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mutton15.00 kg₹12,000']);
    const share = within(list).getByRole('link', { name: en.shopping.share });
    const href = share.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      [
        'Shopping list: Wedding lunch (Saturday, 5 December 2026)',
        'For 50 people',
        '',
        '- Mutton: 15.00 kg (₹12,000)',
        '',
        'Total: ₹12,000',
      ].join('\n'),
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(within(list).getByRole('button', { name: en.shopping.print }));
    expect(print).toHaveBeenCalledOnce();
    // Printing shows the list alone.
    expect(list.querySelector('style[media="print"]')!.textContent).toContain('display: none');
  });

  it("falls back to the event's estimated attendance when no people count can be read", async () => {
    setup({ people: fail(500, 'Broken') });
    await chooseEvent();
    await waitFor(() => expect(screen.getByTestId('needs-people').textContent).toBe('For 40 people'));
    expect(cells(needRow('Mutton'))[0]).toBe('Needed16.00 kg');
  });

  it('remembers the chosen event in the address and reads in Malayalam', async () => {
    await switchLanguage('ml');
    setup();
    await chooseEvent(inventoryMl.needs.event);
    expect(await screen.findByTestId('needs-people')).toHaveProperty('textContent', '50 പേർക്ക്');
    expect(screen.getByRole('rowheader', { name: /^മട്ടൻ/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: inventoryMl.needs.shopping.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: inventoryMl.needs.shopping.share })).toBeTruthy();
  });
});
