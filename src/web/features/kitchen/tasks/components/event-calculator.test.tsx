import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { kitchenEn } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl } from '#shared/content/locales/kitchen.ml.ts';
import { RECIPE_COLLECTIONS } from '#shared/content/recipes/index.ts';
import type { Collection, CollectionSummary } from '#shared/schemas/recipes.ts';
import { fail, ok, serveApi, type Call, type Reply, type Routes } from '#web/test/fake-api.ts';
import { makeDiaryEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { fillText } from '#shared/content/text-store.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { EventCalculator } from './event-calculator.tsx';
import { TaskPanel } from './task-panel.tsx';

const en = kitchenEn.calculator;
const ml = kitchenMl.calculator;

/** March 1 as seeded, with a damped rock salt on the meat and an 'as needed' line in the rice. */
function march1Recipes(): Collection['recipes'] {
  const recipes = structuredClone(RECIPE_COLLECTIONS[2]!.recipes);
  const meat = recipes.find((recipe) => recipe.key === 'mandiMeat')!;
  meat.ingredients.find((ingredient) => ingredient.name.en === 'Rock salt')!.scaling = 'damped';
  const rice = recipes.find((recipe) => recipe.key === 'mandiRice')!;
  rice.ingredients.push({
    name: { en: 'Coriander leaves', ml: 'മല്ലിയില' },
    quantity: null,
    unit: 'as needed',
    scaling: 'linear',
    inventoryItemId: null,
  });
  return recipes.map((recipe) => ({ ...recipe, version: 1 }));
}

function collection(id: number, index: number, overrides: Partial<Collection> = {}): Collection {
  const seeded = RECIPE_COLLECTIONS[index]!;
  return {
    id,
    date: seeded.date,
    name: seeded.name,
    badge: seeded.badge,
    status: 'published',
    createdBy: 'system',
    recipes: structuredClone(seeded.recipes).map((recipe) => ({ ...recipe, version: 1 })),
    ...overrides,
  };
}

/** A newer draft whose mutton differs: it must never be used. */
const draft = collection(4, 2, { date: '2025-04-01', status: 'draft', createdBy: 'owner' });
draft.recipes.find((recipe) => recipe.key === 'mandiMeat')!.ingredients[0]!.quantity = 9;

const BOOK = [draft, collection(3, 2, { recipes: march1Recipes() }), collection(2, 1), collection(1, 0)];
const summary = ({ recipes: _recipes, ...rest }: Collection): CollectionSummary => rest;

let calls: Call[];

function serve(
  { book = BOOK, people = ok({ data: 40 }) }: { book?: Collection[]; people?: Reply } = {},
  more: Routes = {},
) {
  ({ calls } = serveApi({
    'GET /api/people/:eventId': () => people,
    'GET /api/recipes/collections': () => ok({ data: book.map(summary) }),
    'GET /api/recipes/collections/:id': ({ params }) => {
      const found = book.find((each) => each.id === Number(params.id));
      return found ? ok({ data: found }) : fail(404, 'Not found');
    },
    ...more,
  }));
}

function setup(options: Parameters<typeof serve>[0] = {}, more: Routes = {}, fallback = 50) {
  serve(options, more);
  renderWithProviders(<EventCalculator eventId={5} fallback={fallback} />);
}

const panel = () => screen.getByRole('tabpanel');
/** The amount shown beside an ingredient or material name. */
function amountOf(name: string, within_: HTMLElement = document.body): string {
  const row = within(within_).getByText(name, { exact: true }).closest('li')!;
  return within(row).getByTestId('amount').textContent!;
}
const servingsField = () => screen.getByLabelText(en.servings) as HTMLInputElement;
const servingsShown = () => servingsField().value;
const detailCalls = () => calls.filter((call) => /^\/api\/recipes\/collections\/\d+$/.test(call.path));

describe('event recipe calculator', () => {
  it('uses the newest published collection (a newer draft skipped) for the event’s people count', async () => {
    setup();
    expect(await screen.findByText('From: Updated Mandi Recipe Collection, March 1, 2025')).toBeTruthy();
    expect(detailCalls().map((call) => call.path)).toEqual(['/api/recipes/collections/3']);
    expect(servingsShown()).toBe('40');
    expect(screen.getByText('Quantities for 40 people')).toBeTruthy();
    // Masala by default: 8.0 kg of mutton for 20 doubles for 40.
    expect(screen.getByRole('tab', { name: en.tabs.masala }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByRole('heading', { name: 'Mandi Meat' })).toBeTruthy();
    expect(amountOf('Mutton', panel())).toBe('16.0 kg');
    expect(amountOf('MSG', panel())).toBe('320.0 g');
    expect(amountOf('Clove', panel())).toBe('4.0 g');
    // Each ingredient's own scaling mode: rock salt is damped here (50 g × 2^0.8).
    expect(amountOf('Rock salt', panel())).toBe('87.1 g');
    expect(within(panel()).getByText(en.scaling.damped)).toBeTruthy();
  });

  it('gives a small batch the base amounts and says why, steps by 5 down to 1, and goes back to the people count', async () => {
    setup({ people: ok({ data: 20 }) });
    await screen.findByText('Quantities for 20 people');
    const less = screen.getByRole('button', { name: en.less });
    for (const expected of ['15', '10', '5', '1']) {
      fireEvent.click(less);
      expect(servingsShown()).toBe(expected);
    }
    expect((less as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Quantities for 1 person')).toBeTruthy();
    // 13 or fewer servings are cooked as the 20-serving recipe: the same amounts as the recipe calculator.
    expect(within(panel()).getByText(fillText(en.smallBatch, { max: 13, base: 20 }))).toBeTruthy();
    expect(amountOf('Clove', panel())).toBe('2.0 g');
    expect(amountOf('Mutton', panel())).toBe('8.0 kg');
    expect(amountOf('MSG', panel())).toBe('160.0 g');
    expect(amountOf('Coconut shells')).toBe('2.5 kg');

    fireEvent.click(screen.getByRole('button', { name: en.more }));
    expect(servingsShown()).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Back to 20 people' }));
    expect(servingsShown()).toBe('20');
    expect(screen.queryByRole('button', { name: 'Back to 20 people' })).toBeNull();
  });

  it('takes servings typed as a whole number, refuses anything else beside the field, and goes back to the people count', async () => {
    setup({ people: ok({ data: 137 }) });
    await screen.findByText('Quantities for 137 people');
    for (const [typed, refusal] of [
      ['-5', 'Type digits only, like 12'],
      ['2.5', 'Whole numbers only, like 12'],
      ['1e3', 'Type digits only, like 12'],
      ['99999999999999999999', '10000 at most'],
      ['0', 'At least 1'],
      ['', 'Type a number'],
    ] as const) {
      fireEvent.change(servingsField(), { target: { value: typed } });
      expect(within(servingsField().parentElement!.parentElement!).getByRole('alert').textContent, typed).toBe(refusal);
      expect(servingsField().getAttribute('aria-invalid'), typed).toBe('true');
      // What was typed stays in the field; no amounts show until a number is taken.
      expect(servingsShown()).toBe(typed);
      expect(within(panel()).getByRole('status').textContent, typed).toBe(en.hidden);
      expect(within(panel()).queryAllByTestId('amount'), typed).toEqual([]);
    }
    fireEvent.change(servingsField(), { target: { value: '100' } });
    expect(screen.getByText('Quantities for 100 people')).toBeTruthy();
    expect(amountOf('Mutton', panel())).toBe('40.0 kg');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(servingsField(), { target: { value: '20' } });
    expect(amountOf('Mutton', panel())).toBe('8.0 kg');

    fireEvent.change(servingsField(), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back to 137 people' }));
    expect(servingsShown()).toBe('137');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amountOf('Mutton', panel())).toBe('54.8 kg');
  });

  it('switches between masala, rice and chutney, keeping text such as “as needed” as written', async () => {
    setup();
    await screen.findByText('Quantities for 40 people');
    fireEvent.click(screen.getByRole('tab', { name: en.tabs.rice }));
    expect(screen.getByRole('tab', { name: en.tabs.rice }).getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByRole('heading', { name: 'Mandi Rice' })).toBeTruthy();
    expect(amountOf('Basmati rice', panel())).toBe('8.0 kg');
    expect(amountOf('Water', panel())).toBe('16.0 L');
    expect(amountOf('Ghee', panel())).toBe('500.0 g');
    expect(amountOf('Coriander leaves', panel())).toBe('as needed');
    expect(within(panel()).queryByText('Mutton')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: en.tabs.chutney }));
    expect(within(panel()).getByRole('heading', { name: 'Puli Chutney' })).toBeTruthy();
    expect(amountOf('Jaggery', panel())).toBe('392.0 g');
    expect(amountOf('Tamarind', panel())).toBe('250.0 g');

    // The arrow keys move between the tabs too.
    fireEvent.keyDown(screen.getByRole('tab', { name: en.tabs.chutney }), { key: 'ArrowRight' });
    expect(within(panel()).getByRole('heading', { name: 'Mandi Meat' })).toBeTruthy();
  });

  it('lists the setup materials per pit, fuel included, whatever the servings', async () => {
    setup({ people: ok({ data: 137 }) });
    const setupList = (await screen.findByRole('heading', { name: en.setup.heading })).closest('section')!;
    expect(amountOf('Puli (tamarind) wood', setupList)).toBe('40.0 kg');
    expect(amountOf('Coconut shells', setupList)).toBe('2.5 kg');
    expect(amountOf('Gas cylinder', setupList)).toBe('1 piece');
    expect(amountOf('Metal pipe', setupList)).toBe('1 piece');
    expect(amountOf('Paper', setupList)).toBe('as needed');
    expect(amountOf('Pit lid', setupList)).toBe('1 piece');
    expect(amountOf('Gloves', setupList)).toBe('1 pair');
  });

  it('falls back to the event’s estimated attendance when the people count cannot be read', async () => {
    setup({ people: fail(500, 'Server error') }, {}, 30);
    await screen.findByText('Quantities for 30 people');
    expect(amountOf('Mutton', panel())).toBe('12.0 kg');
  });

  it('says so when no collection is published yet', async () => {
    setup({ book: [draft] });
    expect(await screen.findByText(en.empty)).toBeTruthy();
    expect(detailCalls()).toEqual([]);
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows a failed load with a retry, for the list and for the collection', async () => {
    let listFails = true;
    let detailFails = true;
    setup(
      {},
      {
        'GET /api/recipes/collections': () => (listFails ? fail(500, 'Server error') : ok({ data: BOOK.map(summary) })),
        'GET /api/recipes/collections/:id': ({ params }) =>
          detailFails ? fail(500, 'Server error') : ok({ data: BOOK.find((each) => each.id === Number(params.id)) }),
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.failed);
    listFails = false;
    fireEvent.click(within(alert).getByRole('button', { name: kitchenEn.common.retry }));
    await waitFor(() => expect(detailCalls()).toHaveLength(1));
    const second = await screen.findByRole('alert');
    expect(second.textContent).toContain(en.failed);
    detailFails = false;
    fireEvent.click(within(second).getByRole('button', { name: kitchenEn.common.retry }));
    await screen.findByText('Quantities for 40 people');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(amountOf('Mutton', panel())).toBe('16.0 kg');
  });

  it('names everything in Malayalam', async () => {
    await switchLanguage('ml');
    setup();
    expect(await screen.findByRole('heading', { name: ml.heading })).toBeTruthy();
    await screen.findByText('40 പേർക്കുള്ള അളവുകൾ');
    expect(screen.getByText(/^ഉറവിടം: പുതുക്കിയ മന്തി പാചകക്കുറിപ്പ് ശേഖരം, /)).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      ml.tabs.masala,
      ml.tabs.rice,
      ml.tabs.chutney,
    ]);
    expect(within(panel()).getByRole('heading', { name: 'മന്തി ഇറച്ചി' })).toBeTruthy();
    expect(amountOf('മട്ടൻ (ആട്ടിറച്ചി)', panel())).toBe('16.0 kg');
    expect(amountOf('ഗ്രാമ്പൂ', panel())).toBe('4.0 g');
    fireEvent.click(screen.getByRole('tab', { name: ml.tabs.rice }));
    expect(amountOf('ബസ്മതി അരി', panel())).toBe('8.0 kg');
    expect(screen.getByRole('heading', { name: ml.setup.heading })).toBeTruthy();
    expect(amountOf('പുളി വിറക്')).toBe('40.0 kg');
    expect(amountOf('ഗ്യാസ് സിലിണ്ടർ')).toBe('1 എണ്ണം');
    expect(amountOf('കടലാസ്')).toBe('ആവശ്യത്തിന്');
    expect(amountOf('കൈയുറ')).toBe('1 ജോഡി');
  });
});

describe('the task panel’s Recipe Calculator button', () => {
  it('opens the calculator for the event’s people count, and closes it again', async () => {
    serve(
      { people: ok({ data: 60 }) },
      {
        'GET /api/todos/:eventId': () => ok({ data: [], version: 1 }),
        'GET /api/todos/:eventId/temperatures': () => ok({ data: [] }),
        'GET /api/people/:eventId/booked': () => ok({ data: null }),
        'GET /api/step-videos': () => ok({ data: [] }),
      },
    );
    renderWithProviders(<TaskPanel event={makeDiaryEvent({ id: 5, title: 'Wedding' })} onClose={vi.fn()} />);
    const open = screen.getByRole('button', { name: kitchenEn.tasks.actions.recipe });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: en.heading })).toBeTruthy();
    await screen.findByText('Quantities for 60 people');
    expect(amountOf('Mutton', panel())).toBe('24.0 kg');
    fireEvent.click(open);
    expect(screen.queryByRole('heading', { name: en.heading })).toBeNull();
  });
});
