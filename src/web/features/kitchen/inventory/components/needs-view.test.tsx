import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inventoryEn } from '#shared/content/locales/inventory.en.ts';
import { inventoryMl } from '#shared/content/locales/inventory.ml.ts';
import type { IngredientLink } from '#shared/schemas/inventory.ts';
import type { Collection, CollectionSummary, Ingredient, Recipe } from '#shared/schemas/recipes.ts';
import { fail, ok, serveApi, type Reply, type Routes } from '#web/test/fake-api.ts';
import { diaryPage, inventoryItem, makeDiaryEvent, sessionUser } from '#web/test/factories.ts';
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
  recipe('mandiRice', [
    ingredient('Water', 'വെള്ളം', 8, 'L'),
    ingredient('Ghee', 'നെയ്യ്', 250, 'g'),
    ingredient('Dried lime (loomi)', 'ഉണക്ക നാരങ്ങ (ലൂമി)', 8, 'piece'),
  ]),
]);
/** Newer, but a draft: never used. */
const DRAFT = collection(3, '2025-04-01', 'draft', [recipe('mandiMeat', [ingredient('Mutton', 'മട്ടൻ', 99, 'kg')])]);

const ITEMS = [
  inventoryItem(1001, 'Goat meat', { category: 'Meat', quantity: 5, currentPrice: 800 }),
  inventoryItem(1003, 'Rock Salt', { category: 'Spices', quantity: 1, currentPrice: 40 }),
  inventoryItem(1004, 'Ghee', { category: 'Oils & Fats', unit: 'L', quantity: 1, currentPrice: 600, nameMl: 'നെയ്യ്' }),
  // Kept under a name only half like the recipe's: a suggestion for the owner to link, not a match.
  inventoryItem(1014, 'Loomi', {
    category: 'Spices',
    unit: 'piece',
    quantity: 10,
    nameMl: 'ഉണക്ക നാരങ്ങ (ലൂമി)',
  }),
];

const EVENT = makeDiaryEvent({ id: 7, title: 'Wedding lunch', date: '2026-12-05', estimatedAttendance: 40 });

function setup({
  people = ok({ data: 50 }),
  role = 'staff',
  links = [],
  routes = {},
}: { people?: Reply; role?: 'staff' | 'admin'; links?: IngredientLink[]; routes?: Routes } = {}) {
  const book = [DRAFT, PUBLISHED];
  const summary = ({ recipes: _recipes, ...rest }: Collection): CollectionSummary => rest;
  const state = { links };
  const server = serveApi({
    'GET /api/auth/me': () => ok({ user: { ...sessionUser(), role } }),
    'GET /api/inventory/links': () => ok({ data: state.links }),
    'PUT /api/inventory/links': ({ body }) => {
      const input = body as IngredientLink;
      const link = { ...input, updatedAt: '2026-11-27T00:00:00.000Z', updatedBy: 'owner' };
      state.links = [...state.links.filter((each) => each.ingredient !== input.ingredient), link];
      return ok({ data: link });
    },
    'DELETE /api/inventory/links/:ingredient': ({ params }) => {
      state.links = state.links.filter((each) => each.ingredient !== params.ingredient);
      return ok();
    },
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
    ...routes,
  });
  renderWithProviders(<InventoryTab />, { url: '/roadmap?tab=inventory&view=needs' });
  return { ...server, state };
}

const linkCalls = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.path.startsWith('/api/inventory/links') && call.method !== 'GET');

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

describe('linking what an event needs to the stock', () => {
  const unchecked = () => screen.getByTestId('needs-unchecked');
  const uncheckedNames = () =>
    within(unchecked())
      .getAllByRole('listitem')
      .map((item) => item.firstChild!.firstChild!.textContent);

  it('offers the owner the items of a similar name; one tap links one and the need is checked against its stock', async () => {
    const server = setup({ role: 'admin' });
    await chooseEvent();
    await screen.findByTestId('needs-people');
    expect(uncheckedNames()).toEqual(['Water', 'Ghee', 'Dried lime (loomi)']);
    expect(within(unchecked()).queryByText(/^Maybe/)).toBeNull();

    fireEvent.click(within(unchecked()).getByRole('button', { name: 'Link Dried lime (loomi) to an inventory item' }));
    const picker = screen.getByTestId('link-picker');
    expect(within(picker).getByRole('heading', { name: 'Which item is Dried lime (loomi) bought as?' })).toBeTruthy();
    // Only items counted in pieces compare with pieces: the kg and L items are not offered at all.
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Loomi(piece)', en.link.cancel]);
    fireEvent.click(within(picker).getByRole('button', { name: /^Loomi/ }));

    expect(await screen.findByText('Dried lime (loomi) is now linked to Loomi.')).toBeTruthy();
    expect(linkCalls(server.calls)).toMatchObject([
      { method: 'PUT', body: { ingredient: 'dried lime (loomi)', itemId: 1014, gramsPerMl: null } },
    ]);
    // 8 pieces × 50/20 = 20 against 10 in stock.
    await waitFor(() =>
      expect(cells(needRow('Dried lime'))).toEqual([
        'Needed20.00 piece',
        'In stock10.00 piece',
        'To buy10.00 piece',
        'Cost' + en.unpriced,
      ]),
    );
    expect(uncheckedNames()).toEqual(['Water', 'Ghee']);
    const links = screen.getByTestId('needs-links');
    expect(links.textContent).toContain('Dried lime (loomi) → Loomi');

    // Unlinked: back to be checked by hand.
    fireEvent.click(within(links).getByRole('button', { name: 'Unlink Dried lime (loomi)' }));
    await waitFor(() => expect(uncheckedNames()).toEqual(['Water', 'Ghee', 'Dried lime (loomi)']));
    expect(linkCalls(server.calls).at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/inventory/links/${encodeURIComponent('dried lime (loomi)')}`,
    });
  });

  it('links a weight kept as a volume only with the grams per ml the owner types, refusing what is not a density', async () => {
    const server = setup({ role: 'admin' });
    await chooseEvent();
    await screen.findByTestId('needs-people');
    expect(within(unchecked()).getByText('Ghee').parentElement!.textContent).toContain(
      'Kept in L as Ghee: link it with its grams per ml to compare',
    );
    fireEvent.click(within(unchecked()).getByRole('button', { name: 'Link Ghee to an inventory item' }));
    const picker = screen.getByTestId('link-picker');
    fireEvent.click(within(picker).getByRole('button', { name: /^Ghee/ }));
    // Not linked yet: it needs a density first.
    expect(linkCalls(server.calls)).toEqual([]);
    const density = within(picker).getByLabelText('Grams per ml of Ghee') as HTMLInputElement;
    const link = within(picker).getByRole('button', { name: en.link.save });
    expect(link).toHaveProperty('disabled', true);
    for (const [typed, problem] of [
      ['0', 'At least 0.001'],
      ['9', '5 at most'],
      ['0.9.1', 'Type digits only, like 12 or 2.5'],
      ['0.12345', 'At most 3 digit(s) after the point'],
    ]) {
      fireEvent.change(density, { target: { value: typed } });
      expect(within(picker).getByRole('alert').textContent).toBe(problem);
      expect(link).toHaveProperty('disabled', true);
    }
    fireEvent.change(density, { target: { value: '0.91' } });
    expect(within(picker).queryByRole('alert')).toBeNull();
    fireEvent.click(link);
    await screen.findByText('Ghee is now linked to Ghee.');
    expect(linkCalls(server.calls)).toMatchObject([
      { method: 'PUT', body: { ingredient: 'ghee', itemId: 1004, gramsPerMl: 0.91 } },
    ]);
    // 250 g × 2.5 = 625 g at 0.91 g/ml = 0.687 L, against 1 L in stock.
    await waitFor(() => expect(cells(needRow('Ghee'))[0]).toBe('Needed0.69 L'));
    expect(cells(needRow('Ghee'))[2]).toBe('To buy0.00 L');
    expect(screen.getByTestId('needs-links').textContent).toContain('0.91 g per ml');
  });

  it('shows staff what an ingredient may be, for the owner to link', async () => {
    setup({ links: [{ ingredient: 'water', itemId: 1003, gramsPerMl: null, updatedAt: 'x', updatedBy: 'owner' }] });
    await chooseEvent();
    await screen.findByTestId('needs-people');
    expect(within(unchecked()).queryByRole('button')).toBeNull();
    expect(screen.getByText(new RegExp(en.ownerLinks.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeTruthy();
    const loomi = within(unchecked()).getByText('Dried lime (loomi)').parentElement!;
    expect(loomi.textContent).toContain('Maybe: Loomi');
    // The owner's link is listed, without an Unlink for staff (water kept as Rock Salt: not comparable).
    expect(screen.getByTestId('needs-links').textContent).toContain('Water → Rock Salt');
    expect(within(screen.getByTestId('needs-links')).queryByRole('button')).toBeNull();
  });

  it('matches by name alone when the links cannot be read, and says so', async () => {
    setup({ routes: { 'GET /api/inventory/links': () => fail(500, 'Broken') } });
    await chooseEvent();
    expect(await screen.findByText(en.links.loadFailed)).toBeTruthy();
    expect(cells(needRow('Rock salt'))[0]).toBe('Needed0.13 kg');
  });

  it('links in Malayalam: names, units and the picker in Malayalam', async () => {
    await switchLanguage('ml');
    setup({ role: 'admin' });
    await chooseEvent(inventoryMl.needs.event);
    await screen.findByTestId('needs-people');
    const ml = inventoryMl.needs;
    fireEvent.click(
      within(unchecked()).getByRole('button', { name: 'ഉണക്ക നാരങ്ങ (ലൂമി) ഒരു സ്റ്റോക്ക് സാധനവുമായി ലിങ്ക് ചെയ്യുക' }),
    );
    const picker = screen.getByTestId('link-picker');
    expect(within(picker).getByText(ml.link.suggested)).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: /^ഉണക്ക നാരങ്ങ \(ലൂമി\)\(എണ്ണം\)/ }));
    await waitFor(() =>
      expect(cells(screen.getAllByTestId('need-row').find((row) => row.textContent!.startsWith('ഉണക്ക'))!)[0]).toBe(
        'വേണ്ടത്20.00 എണ്ണം',
      ),
    );
  });
});
