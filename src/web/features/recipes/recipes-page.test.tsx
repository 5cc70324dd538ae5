import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { publishCollectionSchema } from '#shared/schemas/recipes.ts';
import { describe, expect, it } from 'vitest';
import { recipesEn as en } from '#shared/content/locales/recipes.en.ts';
import { recipesMl as ml } from '#shared/content/locales/recipes.ml.ts';
import { refusalsEn } from '#shared/content/locales/refusals.en.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import type { Collection, CollectionSummary, RecipeKey, VersionedRecipe } from '#shared/schemas/recipes.ts';
import { fail, ok, serveApi } from '#web/test/fake-api.ts';
import { inventoryItem, sessionUser } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { errorOf, field } from '#web/test/form.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { fillText } from '#shared/content/text-store.ts';
import { RecipesPage } from './recipes-page.tsx';

const TITLES: Record<RecipeKey, { en: string; ml: string }> = {
  mandiMeat: { en: 'Mandi Meat', ml: 'മന്തി ഇറച്ചി' },
  mandiRice: { en: 'Mandi Rice', ml: 'മന്തി ചോറ്' },
  puliChutney: { en: 'Puli Chutney', ml: 'പുളി ചട്ണി' },
};

function makeRecipe(key: RecipeKey, withSteps: boolean): VersionedRecipe {
  return {
    key,
    version: 1,
    title: TITLES[key],
    baseServings: 20,
    ingredients: [
      { name: { en: 'Mutton', ml: 'ആട്ടിറച്ചി' }, quantity: 8, unit: 'kg', scaling: 'linear', inventoryItemId: 1 },
      { name: { en: 'Water', ml: 'വെള്ളം' }, quantity: 10, unit: 'L', scaling: 'linear', inventoryItemId: null },
      { name: { en: 'Rock salt', ml: 'കല്ലുപ്പ്' }, quantity: 1.5, unit: 'kg', scaling: 'linear', inventoryItemId: null },
      { name: { en: 'Pit lid', ml: 'കുഴി മൂടി' }, quantity: 1, unit: 'piece', scaling: 'fixed', inventoryItemId: null },
      {
        name: { en: 'Coriander', ml: 'മല്ലിയില' },
        quantity: null,
        unit: 'as needed',
        scaling: 'linear',
        inventoryItemId: null,
      },
    ],
    instructions: {
      en: ['1. Clean the meat', '2. Marinate for 1 hour'],
      ml: ['ഇറച്ചി വൃത്തിയാക്കുക', '1 മണിക്കൂർ മസാല പുരട്ടുക'],
    },
    steps: withSteps
      ? [1, 2, 3].map((n) => ({
          title: { en: `${TITLES[key].en} step ${n}`, ml: `${TITLES[key].ml} ഘട്ടം ${n}` },
          description: { en: `Do part ${n}`, ml: `ഭാഗം ${n} ചെയ്യുക` },
          videoStepId: n === 1 ? '5-1' : null,
        }))
      : [],
  };
}

const summary = (
  id: number,
  date: string,
  name: string,
  badge: string,
  status: 'draft' | 'published' = 'published',
): CollectionSummary => ({
  id,
  date,
  name: { en: name, ml: `${name} (ml)` },
  badge: { en: badge, ml: `${badge} (ml)` },
  status,
  createdBy: 'owner',
});

const FEB14 = summary(1, '2025-02-14', 'Original Mandi Recipe Collection', 'Current Version');
const FEB27 = summary(2, '2025-02-27', 'Updated Mandi Recipe Collection', 'Enhanced Version');
const MAR1 = summary(3, '2025-03-01', 'Updated Mandi Recipe Collection', 'Enhanced Version');

function collection(of: CollectionSummary): Collection {
  const withSteps = of.id !== 1;
  return {
    ...of,
    recipes: (['mandiMeat', 'mandiRice', 'puliChutney'] as const).map((key) => makeRecipe(key, withSteps)),
  };
}

function serve({
  list = [FEB14, MAR1, FEB27],
  videos = [] as { stepId: string; url: string }[],
  role = 'staff' as 'staff' | 'admin',
} = {}) {
  const all = [FEB14, FEB27, MAR1, ...list];
  return serveApi({
    'GET /api/auth/me': () => ok({ user: { ...sessionUser(), role } }),
    'GET /api/recipes/collections': () => ok({ data: list }),
    'GET /api/recipes/collections/:id': ({ params }) =>
      ok({ data: collection(all.find((one) => one.id === Number(params.id))!) }),
    'GET /api/recipes/collections/:id/costs': ({ query }) => {
      const servings = Number(query.get('servings'));
      return ok({
        data: (['mandiMeat', 'mandiRice', 'puliChutney'] as const).map((key) => ({
          key,
          batchCostPaise: servings * 10_050,
          perServingPaise: servings === 0 ? 0 : 10_050,
          uncosted: ['Water', 'Rock salt'],
        })),
      });
    },
    'GET /api/step-videos': () =>
      ok({ data: videos.map((video) => ({ ...video, uploadedAt: '2026-11-01T10:00:00.000Z' })) }),
  });
}

async function openCollection(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  await screen.findByRole('heading', { level: 1, name: en.screen.title });
  await screen.findByRole('list', { name: en.card.ingredients });
}

const quantities = () => screen.getAllByTestId('quantity').map((node) => node.textContent);
const servingsInput = () => screen.getByRole('textbox', { name: en.servings.input }) as HTMLInputElement;

describe('recipe archive', () => {
  it('lists the collections as the book does, oldest first, with the date written out, the name and the badge', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    const list = await screen.findByRole('list', { name: en.archive.title });
    const cards = within(list)
      .getAllByRole('button')
      .map((card) => card.textContent);
    expect(cards).toEqual([
      'February 14, 2025Original Mandi Recipe CollectionCurrent Version',
      'February 27, 2025Updated Mandi Recipe CollectionEnhanced Version',
      'March 1, 2025Updated Mandi Recipe CollectionEnhanced Version',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Mandi Recipe Archives' })).toBeTruthy();
  });

  it('has one top bar, over the archive and the recipe screen, with the language and Log Out once each', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    await screen.findByRole('list', { name: en.archive.title });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Mandi Recipe Calculator')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Log Out' })).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'Language' })).toHaveLength(1);
    expect(within(bar).getByRole('group', { name: 'Language' })).toBeTruthy();
    await openCollection(/February 14, 2025/);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Log Out' })).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: 'Language' })).toHaveLength(1);
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'മലയാളം' }));
    await screen.findByRole('heading', { level: 1, name: ml.screen.title });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: ml.archive.logOut })).toBeTruthy();
  });

  it('marks a draft (admins get drafts from the server)', async () => {
    serve({ list: [FEB14, summary(9, '2025-04-01', 'April Collection', 'Trial', 'draft')] });
    renderWithProviders(<RecipesPage />);
    const draft = await screen.findByRole('button', { name: /April Collection/ });
    expect(within(draft).getByText(en.archive.draft)).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /Original/ })).queryByText(en.archive.draft)).toBeNull();
  });
});

describe('recipe screen', () => {
  it('opens a collection at 20 servings with Mandi Meat selected, and goes back to the folders', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 14, 2025/);
    expect(screen.getByText(/Original Mandi Recipe Collection/)).toBeTruthy();
    expect(servingsInput().value).toBe('20');
    expect(screen.getByText('Calculated for 20 people')).toBeTruthy();
    expect(screen.getByText('Modified for 20 people')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Mandi Meat/, pressed: true })).toBeTruthy();
    expect(quantities()).toEqual(['8.0 kg', '10.0 L', '1.5 kg', '1 piece', 'as needed']);
    expect(screen.getByText(en.card.scaling.fixed)).toBeTruthy();
    expect(screen.getByText('Base: 20 servings')).toBeTruthy();
    expect(screen.getByText('Marinate for 1 hour')).toBeTruthy();
    // The Feb 14 collection has no steps.
    expect(screen.queryByText(en.card.detailedSteps)).toBeNull();
    expect(screen.queryByRole('heading', { name: en.steps.title })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to Folders' }));
    await screen.findByRole('heading', { level: 1, name: en.archive.title });
  });

  it('keeps the chosen recipe across collections and restarts the servings at 20', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 14, 2025/);
    fireEvent.click(screen.getByRole('button', { name: /Mandi Rice/ }));
    expect(screen.getByRole('button', { name: /Mandi Rice/, pressed: true })).toBeTruthy();
    expect(screen.getByText('Original Mandi Rice Preparation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.servings.more }));
    expect(servingsInput().value).toBe('25');

    fireEvent.click(screen.getByRole('button', { name: en.screen.backToFolders }));
    await openCollection(/March 1, 2025/);
    expect(screen.getByRole('button', { name: /Mandi Rice/, pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Mandi Meat/, pressed: false })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Mandi Rice' })).toBeTruthy();
    expect(screen.getByText('March 1 Mandi Rice Preparation')).toBeTruthy();
    expect(servingsInput().value).toBe('20');
  });

  it('doubles every quantity at 40 servings, except the fixed one and the text', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 14, 2025/);
    fireEvent.change(servingsInput(), { target: { value: '40' } });
    expect(quantities()).toEqual(['16.0 kg', '20.0 L', '3.0 kg', '1 piece', 'as needed']);
    expect(screen.getByText('Calculated for 40 people')).toBeTruthy();
    expect(screen.getByText('Modified for 40 people')).toBeTruthy();
  });

  it('shows the base quantities at 10 servings and at 13, and says so; 14 is calculated', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 14, 2025/);
    const baseLine = fillText(en.card.smallBatch, { base: 20, max: 13 });
    fireEvent.change(servingsInput(), { target: { value: '10' } });
    expect(screen.getByText('Using base quantities for small batch')).toBeTruthy();
    expect(screen.getByText(fillText(en.servings.smallExplained, { base: 20, max: 13 }))).toBeTruthy();
    expect(screen.getByTestId('amounts-for').textContent).toBe(`Modified for 10 people${baseLine}`);
    expect(quantities()).toEqual(['8.0 kg', '10.0 L', '1.5 kg', '1 piece', 'as needed']);
    fireEvent.change(servingsInput(), { target: { value: '13' } });
    expect(screen.getByText('Using base quantities for small batch')).toBeTruthy();
    expect(quantities()).toEqual(['8.0 kg', '10.0 L', '1.5 kg', '1 piece', 'as needed']);
    fireEvent.change(servingsInput(), { target: { value: '14' } });
    expect(screen.getByText('Calculated for 14 people')).toBeTruthy();
    expect(screen.getByText('Modified for 14 people')).toBeTruthy();
    // 1.5 kg × 14 / 20 is 1.05 kg: half away from zero on the decimal value, 1.1 kg (not the float's 1.0).
    expect(quantities()).toEqual(['5.6 kg', '7.0 L', '1.1 kg', '1 piece', 'as needed']);
    fireEvent.change(servingsInput(), { target: { value: '1' } });
    expect(screen.getByTestId('amounts-for').textContent).toBe(`Modified for 1 person${baseLine}`);
  });

  it('refuses in place what is not a count of servings, keeping the servings; leading zeros go; minus stops at 0', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 14, 2025/);
    fireEvent.change(servingsInput(), { target: { value: '40' } });
    const refusals: [string, string][] = [
      ['-5', validationEn.number.notAWholeNumber],
      ['2.5', validationEn.number.wholeOnly],
      ['1e3', validationEn.number.notAWholeNumber],
      ['abc', validationEn.number.notAWholeNumber],
      ['', validationEn.number.empty],
      ['10001', '10000 at most'],
      ['99999999999999999999', '10000 at most'],
    ];
    for (const [typed, said] of refusals) {
      fireEvent.change(servingsInput(), { target: { value: typed } });
      expect(servingsInput().value, typed).toBe(typed);
      expect(screen.getByRole('alert').textContent, typed).toBe(said);
      // No amount, and no cost, stands under a value that was not taken.
      expect(screen.getByTestId('amounts-for').textContent, typed).toBe(en.servings.hidden);
      expect(quantities(), typed).toEqual(['—', '—', '—', '—', '—']);
      expect(screen.queryByTestId('recipe-cost'), typed).toBeNull();
    }
    fireEvent.change(servingsInput(), { target: { value: '007' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Using base quantities for small batch')).toBeTruthy();
    expect(quantities()[0]).toBe('8.0 kg');
    fireEvent.blur(servingsInput());
    expect(servingsInput().value).toBe('7');
    const minus = screen.getByRole('button', { name: en.servings.less });
    fireEvent.click(minus);
    expect(servingsInput().value).toBe('2');
    fireEvent.click(minus);
    expect(servingsInput().value).toBe('0');
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: en.servings.more }));
    expect(servingsInput().value).toBe('5');
  });

  it('walks the steps with the buttons and the dots, with the step video or Video Not Available', async () => {
    serve({ videos: [{ stepId: '5-1', url: '/uploads/meat-step-1.mp4' }] });
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 27, 2025/);
    expect(screen.getByText(en.card.detailedSteps)).toBeTruthy();
    const card = screen.getByRole('region', { name: en.steps.title });
    const button = (name: string) => within(card).getByRole('button', { name }) as HTMLButtonElement;
    expect(within(card).getByRole('heading', { name: 'Step 1 of 3: Mandi Meat step 1' })).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Previous Step').disabled).toBe(true);
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    await waitFor(() => expect(card.querySelector('video')?.getAttribute('src')).toBe('/uploads/meat-step-1.mp4'));
    expect(card.querySelector('video')?.textContent).toBe('Your browser does not support the video tag.');

    fireEvent.click(button('Next Step'));
    expect(within(card).getByRole('heading', { name: 'Step 2 of 3: Mandi Meat step 2' })).toBeTruthy();
    expect(within(card).getByText('Video Not Available')).toBeTruthy();
    expect(within(card).getByText('Do part 2')).toBeTruthy();

    fireEvent.click(button('Go to step 3'));
    expect(within(card).getByRole('heading', { name: 'Step 3 of 3: Mandi Meat step 3' })).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    expect(button('Next Step').disabled).toBe(true);
    expect(button('Go to step 3').getAttribute('aria-current')).toBe('step');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    fireEvent.click(button('Previous'));
    expect(within(card).getByRole('heading', { name: 'Step 2 of 3: Mandi Meat step 2' })).toBeTruthy();
  });

  it('shows the batch cost, the cost per serving and what is not costed, for the servings chosen', async () => {
    const server = serve();
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 14, 2025/);
    await waitFor(() =>
      expect(screen.getByTestId('recipe-cost').textContent).toBe('Batch cost ₹2,010 · ₹100.50 per serving'),
    );
    expect(screen.getByText('Not costed: Water, Rock salt')).toBeTruthy();
    fireEvent.change(servingsInput(), { target: { value: '40' } });
    await waitFor(() =>
      expect(screen.getByTestId('recipe-cost').textContent).toBe('Batch cost ₹4,020 · ₹100.50 per serving'),
    );
    expect(server.calls.some((call) => call.url === '/api/recipes/collections/1/costs?servings=40')).toBe(true);
  });

  it('says so when no ingredient is linked to the inventory, instead of a cost of ₹0', async () => {
    const server = serve();
    server.routes['GET /api/recipes/collections/:id/costs'] = ({ params }) => {
      const shown = collection([FEB14, FEB27, MAR1].find((one) => one.id === Number(params.id))!);
      return ok({
        data: shown.recipes.map((recipe) => ({
          key: recipe.key,
          batchCostPaise: 0,
          perServingPaise: 0,
          uncosted: recipe.ingredients.map((ingredient) => ingredient.name.en),
        })),
      });
    };
    renderWithProviders(<RecipesPage />);
    await openCollection(/February 14, 2025/);
    expect(await screen.findByText(en.costs.nothingLinked)).toBeTruthy();
    expect(screen.queryByTestId('recipe-cost')).toBeNull();
  });

  it('reads in Malayalam', async () => {
    serve();
    await switchLanguage('ml');
    renderWithProviders(<RecipesPage />);
    await screen.findByRole('heading', { level: 1, name: ml.archive.title });
    expect(screen.getByRole('button', { name: ml.archive.logOut })).toBeTruthy();
    expect(screen.getByText('മന്തി റെസിപ്പി കാൽക്കുലേറ്റർ')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Original Mandi Recipe Collection \(ml\)/ }));
    await screen.findByRole('heading', { level: 1, name: ml.screen.title });
    await screen.findByText('ആട്ടിറച്ചി');
    expect(screen.getByRole('button', { name: ml.screen.backToFolders })).toBeTruthy();
    expect(screen.getByRole('heading', { name: ml.servings.title })).toBeTruthy();
    expect(screen.getByText('20 പേർക്കായി കണക്കാക്കിയത്')).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(ml.names.mandiRice) })).toBeTruthy();
    // The recipe's own title in Malayalam, the English one beside it marked as English.
    expect(screen.getByRole('heading', { level: 2, name: 'മന്തി ഇറച്ചി' })).toBeTruthy();
    expect(screen.getByText('Mandi Meat', { selector: 'p' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('ഇറച്ചി വൃത്തിയാക്കുക')).toBeTruthy();
    expect(screen.getByText(ml.card.ingredients, { selector: 'h3' })).toBeTruthy();
  });
});

describe('admin editing', () => {
  it('creates a draft copied from a collection, edits an ingredient and publishes it', async () => {
    const state = { draft: null as Collection | null };
    const server = serve({ role: 'admin' });
    server.routes['POST /api/recipes/collections'] = ({ body }) => {
      const request = body as { copyFrom: number; date: string; name: Collection['name']; badge: Collection['badge'] };
      state.draft = {
        ...collection(FEB27),
        id: 10,
        date: request.date,
        name: request.name,
        badge: request.badge,
        status: 'draft',
      };
      return ok({ data: state.draft });
    };
    server.routes['GET /api/recipes/collections/10'] = () => ok({ data: state.draft });
    server.routes['PUT /api/recipes/collections/:id/recipes/:key'] = ({ body, params }) => {
      const recipe = body as VersionedRecipe;
      state.draft = {
        ...state.draft!,
        recipes: state.draft!.recipes.map((one) =>
          one.key === params.key ? { ...recipe, version: recipe.version + 1 } : one,
        ),
      };
      return ok({ data: state.draft });
    };
    server.routes['POST /api/recipes/collections/:id/publish'] = ({ body }) => {
      publishCollectionSchema.parse(body);
      state.draft = { ...state.draft!, status: 'published' };
      return ok({ data: state.draft });
    };
    renderWithProviders(<RecipesPage />);
    fireEvent.click(await screen.findByRole('button', { name: en.admin.newCollection }));
    fireEvent.click(screen.getByRole('button', { name: en.admin.create }));
    await waitFor(() => expect(errorOf(field(en.admin.nameEn))).toBe(validationEn.required));
    expect(document.activeElement).toBe(field(en.admin.date));
    expect(errorOf(field(en.admin.date))).toBe(en.validation.date);
    expect(errorOf(field(en.admin.badgeMl))).toBe(validationEn.required);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByLabelText(en.admin.copyFrom), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(en.admin.date), { target: { value: '2025-04-01' } });
    fireEvent.change(screen.getByLabelText(en.admin.nameEn), { target: { value: 'April Collection' } });
    fireEvent.change(screen.getByLabelText(en.admin.nameMl), { target: { value: 'ഏപ്രിൽ ശേഖരം' } });
    fireEvent.change(screen.getByLabelText(en.admin.badgeEn), { target: { value: 'Trial' } });
    fireEvent.change(screen.getByLabelText(en.admin.badgeMl), { target: { value: 'പരീക്ഷണം' } });
    fireEvent.click(screen.getByRole('button', { name: en.admin.create }));
    await screen.findByRole('heading', { level: 1, name: en.screen.title });
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      copyFrom: 2,
      date: '2025-04-01',
      name: { en: 'April Collection', ml: 'ഏപ്രിൽ ശേഖരം' },
      badge: { en: 'Trial', ml: 'പരീക്ഷണം' },
    });
    await screen.findByText(/April Collection/);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rock salt' }));
    const form = screen.getByRole('form', { name: 'Edit Rock salt' });
    fireEvent.change(within(form).getByLabelText(en.admin.quantity), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText(en.admin.scaling), { target: { value: 'fixed' } });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await waitFor(() => expect(quantities()[2]).toBe('2.0 kg'));
    const put = server.calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/recipes/collections/10/recipes/mandiMeat');
    expect((put.body as VersionedRecipe).ingredients[2]).toMatchObject({ quantity: 2, unit: 'kg', scaling: 'fixed' });
    fireEvent.change(servingsInput(), { target: { value: '40' } });
    expect(quantities()[2]).toBe('2.0 kg');

    fireEvent.click(screen.getByRole('button', { name: en.admin.publish }));
    expect(screen.getByText(en.admin.publishConfirm)).toBeTruthy();
    expect(server.calls.some((call) => call.path.endsWith('/publish'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: en.admin.publishYes }));
    await screen.findByText(en.admin.published);
    expect(screen.queryByRole('button', { name: en.admin.publish })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Rock salt' })).toBeNull();
  });

  it('edits names, the inventory link, instructions and steps of a draft, adds and removes ingredients, and deletes it', async () => {
    let draft: Collection = { ...collection(FEB27), id: 10, date: '2025-04-01', status: 'draft' };
    const server = serve({
      role: 'admin',
      list: [FEB14, FEB27, MAR1, { ...FEB27, id: 10, date: '2025-04-01', status: 'draft' }],
    });
    server.routes['GET /api/recipes/collections/10'] = () => ok({ data: draft });
    server.routes['GET /api/inventory'] = () =>
      ok({ data: [inventoryItem(1005, 'Mutton'), inventoryItem(1006, 'Ghee')] });
    const saved: VersionedRecipe[] = [];
    server.routes['PUT /api/recipes/collections/:id/recipes/:key'] = ({ body, params }) => {
      const recipe = body as VersionedRecipe;
      saved.push(recipe);
      draft = {
        ...draft,
        recipes: draft.recipes.map((one) =>
          one.key === params.key ? { ...recipe, version: recipe.version + 1 } : one,
        ),
      };
      return ok({ data: draft });
    };
    server.routes['DELETE /api/recipes/collections/:id'] = () => ok({});
    renderWithProviders(<RecipesPage />);
    await openCollection(/April 1, 2025/);

    // Names in both languages and the inventory item that prices it.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Water' }));
    let form = screen.getByRole('form', { name: 'Edit Water' });
    fireEvent.change(within(form).getByLabelText(en.admin.nameEn), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText(en.admin.nameEn))).toBe(validationEn.required));
    expect(document.activeElement).toBe(within(form).getByLabelText(en.admin.nameEn));
    expect(saved).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(en.admin.nameEn), { target: { value: 'Ghee' } });
    fireEvent.change(within(form).getByLabelText(en.admin.nameMl), { target: { value: 'നെയ്യ്' } });
    await within(form).findByRole('option', { name: 'Ghee (price per kg)' });
    fireEvent.change(within(form).getByLabelText(en.admin.inventoryItem), { target: { value: '1006' } });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await screen.findByRole('button', { name: 'Edit Ghee' });
    expect(saved.at(-1)!.ingredients[1]).toMatchObject({ name: { en: 'Ghee', ml: 'നെയ്യ്' }, inventoryItemId: 1006 });

    // A new ingredient is added at the end; one is removed.
    fireEvent.click(screen.getByRole('button', { name: en.admin.addIngredient }));
    form = screen.getByRole('form', { name: en.admin.addIngredient });
    fireEvent.change(within(form).getByLabelText(en.admin.nameEn), { target: { value: 'Cardamom' } });
    fireEvent.change(within(form).getByLabelText(en.admin.nameMl), { target: { value: 'ഏലക്ക' } });
    fireEvent.change(within(form).getByLabelText(en.admin.quantity), { target: { value: '11' } });
    fireEvent.change(within(form).getByLabelText(en.admin.unit), { target: { value: 'g' } });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await screen.findByRole('button', { name: 'Edit Cardamom' });
    expect(saved.at(-1)!.ingredients).toHaveLength(6);
    expect(quantities()[5]).toBe('11.0 g');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Pit lid' }));
    fireEvent.click(screen.getByRole('button', { name: en.admin.removeIngredient }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Pit lid' })).toBeNull());
    expect(saved.at(-1)!.ingredients.map((one) => one.name.en)).not.toContain('Pit lid');

    // Instructions: one per line, numbering dropped, Malayalam as many lines as English.
    fireEvent.click(screen.getByRole('button', { name: en.admin.editInstructions }));
    form = screen.getByRole('form', { name: en.admin.editInstructions });
    fireEvent.change(within(form).getByLabelText(en.admin.instructionsEn), {
      target: { value: '1. Clean the meat\n\n2. Marinate for 2 hours\n3) Rest it' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await waitFor(() =>
      expect(errorOf(within(form).getByLabelText(en.admin.instructionsMl))).toBe(en.validation.instructionsMatch),
    );
    fireEvent.change(within(form).getByLabelText(en.admin.instructionsMl), {
      target: { value: 'ഇറച്ചി വൃത്തിയാക്കുക\n2 മണിക്കൂർ മസാല പുരട്ടുക\nവിശ്രമിക്കാൻ വെക്കുക' },
    });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await screen.findByText('Rest it');
    expect(saved.at(-1)!.instructions.en).toEqual(['Clean the meat', 'Marinate for 2 hours', 'Rest it']);

    // Steps: a fourth step playing the pit-cook guide video; a blank one is refused next to its fields.
    fireEvent.click(screen.getByRole('button', { name: en.admin.editSteps }));
    form = screen.getByRole('form', { name: en.admin.editSteps });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.addStep }));
    fireEvent.click(within(form).getByRole('button', { name: en.admin.saveSteps }));
    await waitFor(() => expect(within(form).getAllByText(validationEn.required)).toHaveLength(4));
    const fourth = within(form).getByRole('group', { name: 'Step 4' });
    fireEvent.change(within(fourth).getByLabelText(en.admin.stepTitleEn), { target: { value: 'Seal the pit' } });
    fireEvent.change(within(fourth).getByLabelText(en.admin.stepTitleMl), { target: { value: 'കുഴി അടയ്ക്കുക' } });
    fireEvent.change(within(fourth).getByLabelText(en.admin.stepDescriptionEn), { target: { value: 'Close the lid' } });
    fireEvent.change(within(fourth).getByLabelText(en.admin.stepDescriptionMl), { target: { value: 'മൂടി അടയ്ക്കുക' } });
    fireEvent.change(within(fourth).getByLabelText(en.admin.stepVideo), { target: { value: '5-3' } });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.saveSteps }));
    await screen.findByText('4 steps in the step-by-step card.');
    expect(saved.at(-1)!.steps[3]).toEqual({
      title: { en: 'Seal the pit', ml: 'കുഴി അടയ്ക്കുക' },
      description: { en: 'Close the lid', ml: 'മൂടി അടയ്ക്കുക' },
      videoStepId: '5-3',
    });

    // The draft is thrown away after asking.
    fireEvent.click(screen.getByRole('button', { name: en.admin.deleteDraft }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: en.admin.deleteYes }));
    await screen.findByRole('list', { name: en.archive.title });
    expect(server.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/recipes/collections/10');
  });

  it('says beside its box a quantity or an instruction the recipe cannot hold, and sends nothing', async () => {
    const draft: Collection = { ...collection(FEB27), id: 10, date: '2025-04-01', status: 'draft' };
    const server = serve({ role: 'admin', list: [FEB27, { ...FEB27, id: 10, date: '2025-04-01', status: 'draft' }] });
    server.routes['GET /api/recipes/collections/10'] = () => ok({ data: draft });
    renderWithProviders(<RecipesPage />);
    await openCollection(/April 1, 2025/);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Water' }));
    let form = screen.getByRole('form', { name: 'Edit Water' });
    for (const typed of ['-1', '1e3', '2.5555', '99999999999999999999']) {
      fireEvent.change(within(form).getByLabelText(en.admin.quantity), { target: { value: typed } });
      fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
      await waitFor(() =>
        expect(errorOf(within(form).getByLabelText(en.admin.quantity)), typed).toBe(en.validation.quantity),
      );
    }
    fireEvent.click(within(form).getByRole('button', { name: en.admin.cancel }));

    fireEvent.click(screen.getByRole('button', { name: en.admin.editInstructions }));
    form = screen.getByRole('form', { name: en.admin.editInstructions });
    fireEvent.change(within(form).getByLabelText(en.admin.instructionsEn), {
      target: { value: `Clean the meat\n${'x'.repeat(501)}` },
    });
    fireEvent.change(within(form).getByLabelText(en.admin.instructionsMl), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await waitFor(() =>
      expect(errorOf(within(form).getByLabelText(en.admin.instructionsEn))).toBe(en.validation.instructionTooLong),
    );
    expect(errorOf(within(form).getByLabelText(en.admin.instructionsMl))).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText(en.admin.instructionsEn));
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says a collection published meanwhile can no longer be changed', async () => {
    const draft: Collection = { ...collection(FEB27), id: 10, date: '2025-04-01', status: 'draft' };
    const server = serve({ role: 'admin', list: [FEB27, { ...FEB27, id: 10, date: '2025-04-01', status: 'draft' }] });
    server.routes['GET /api/recipes/collections/10'] = () => ok({ data: draft });
    server.routes['GET /api/inventory'] = () => ok({ data: [] });
    server.routes['PUT /api/recipes/collections/:id/recipes/:key'] = () =>
      fail(409, 'This recipe collection is published and can no longer be changed', 'refusals.recipes.published');
    renderWithProviders(<RecipesPage />);
    await openCollection(/April 1, 2025/);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Water' }));
    fireEvent.click(screen.getByRole('button', { name: en.admin.save }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusalsEn.recipes.published);
  });

  it('offers no editing to staff', async () => {
    serve();
    renderWithProviders(<RecipesPage />);
    await screen.findByRole('list', { name: en.archive.title });
    expect(screen.queryByRole('button', { name: en.admin.newCollection })).toBeNull();
    await openCollection(/February 14, 2025/);
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});

describe('a recipe saved by another admin meanwhile', () => {
  /**
   * A draft whose PUT answers as the server does: saved and bumped from the current version, else 409
   * with the recipe as it is now. `otherAdmin` saves the meat recipe as someone else would.
   */
  function serveDraft() {
    let draft: Collection = { ...collection(FEB27), id: 10, date: '2025-04-01', status: 'draft' };
    const server = serve({ role: 'admin', list: [FEB27, { ...FEB27, id: 10, date: '2025-04-01', status: 'draft' }] });
    const meat = () => draft.recipes.find((one) => one.key === 'mandiMeat')!;
    const store = (recipe: VersionedRecipe) => {
      draft = { ...draft, recipes: draft.recipes.map((one) => (one.key === recipe.key ? recipe : one)) };
    };
    server.routes['GET /api/recipes/collections/10'] = () => ok({ data: draft });
    server.routes['GET /api/inventory'] = () => ok({ data: [] });
    server.routes['PUT /api/recipes/collections/:id/recipes/:key'] = ({ body }) => {
      const sent = body as VersionedRecipe;
      if (sent.version !== meat().version) {
        return fail(409, kitchenRulesEn.records.stale, 'kitchenRules.records.stale', { current: meat() });
      }
      store({ ...sent, version: sent.version + 1 });
      return ok({ data: draft });
    };
    const otherAdmin = () =>
      store({
        ...meat(),
        version: meat().version + 1,
        baseServings: 25,
        ingredients: [
          ...meat().ingredients,
          { name: { en: 'Cardamom', ml: 'ഏലക്ക' }, quantity: 11, unit: 'g', scaling: 'linear', inventoryItemId: null },
        ],
      });
    const puts = () => server.calls.filter((call) => call.method === 'PUT').map((call) => call.body as VersionedRecipe);
    return { server, otherAdmin, puts, meat };
  }

  /** Opens the draft's Rock salt (in `language`), lets the other admin save meanwhile, and saves 2 kg. */
  async function editRockSaltMeanwhile(otherAdmin: () => void, language: 'en' | 'ml' = 'en') {
    renderWithProviders(<RecipesPage />);
    await openCollection(/April 1, 2025/);
    if (language === 'ml') await switchLanguage('ml');
    fireEvent.click(await screen.findByRole('button', { name: /Rock salt|കല്ലുപ്പ്/ }));
    otherAdmin();
    const form = screen.getByRole('form');
    fireEvent.change(within(form).getAllByRole('textbox')[2]!, { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: /^(Save|സേവ് ചെയ്യുക)$/ }));
  }

  const column = (side: 'mine' | 'saved') => screen.getByTestId(`conflict-${side}`);
  const shown = (side: 'mine' | 'saved') =>
    Array.from(column(side).children).map((row) => Array.from(row.children).map((cell) => cell.textContent));

  it('shows the admin’s recipe beside the saved one, part by part, and keeps mine from the saved version', async () => {
    const { otherAdmin, puts, meat } = serveDraft();
    await editRockSaltMeanwhile(otherAdmin);

    const conflict = await screen.findByRole('alert');
    expect(within(conflict).getByRole('heading', { name: kitchenRulesEn.records.conflict.heading })).toBeTruthy();
    expect(within(conflict).getByRole('heading', { name: kitchenRulesEn.records.conflict.yours })).toBeTruthy();
    expect(within(conflict).getByRole('heading', { name: kitchenRulesEn.records.conflict.saved })).toBeTruthy();
    expect(shown('mine')).toEqual([
      [en.conflict.baseServings, '20'],
      [en.conflict.ingredients, 'Rock salt: 2.0 kg'],
    ]);
    expect(shown('saved')).toEqual([
      [en.conflict.baseServings, '25'],
      [en.conflict.ingredients, 'Rock salt: 1.5 kg', 'Cardamom: 11.0 g'],
    ]);
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ version: 1 });

    fireEvent.click(within(conflict).getByRole('button', { name: kitchenRulesEn.records.conflict.keepMine }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(puts()).toHaveLength(2);
    // Mine, whole, from the version saved meanwhile: the other admin's changes are replaced knowingly.
    expect(puts()[1]).toMatchObject({ version: 2, baseServings: 20 });
    expect(puts()[1]!.ingredients.map((one) => [one.name.en, one.quantity])).toEqual([
      ['Mutton', 8],
      ['Water', 10],
      ['Rock salt', 2],
      ['Pit lid', 1],
      ['Coriander', null],
    ]);
    expect(meat()).toMatchObject({ version: 3, baseServings: 20 });
    await waitFor(() => expect(quantities()).toEqual(['8.0 kg', '10.0 L', '2.0 kg', '1 piece', 'as needed']));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends an open edit from the version it opened with, though the card already shows a newer one', async () => {
    const { otherAdmin, puts } = serveDraft();
    const { queryClient } = renderWithProviders(<RecipesPage />);
    await openCollection(/April 1, 2025/);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rock salt' }));
    otherAdmin();
    await queryClient.invalidateQueries();
    // The list shows the newest recipe while the form keeps what the admin opened.
    await screen.findByRole('button', { name: 'Edit Cardamom' });
    const form = screen.getByRole('form', { name: 'Edit Rock salt' });
    fireEvent.change(within(form).getByLabelText(en.admin.quantity), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: en.admin.save }));
    await screen.findByRole('alert');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({ version: 1, baseServings: 20 });
    expect(puts()[0]!.ingredients.map((one) => one.name.en)).not.toContain('Cardamom');
    expect(shown('saved')[1]).toEqual([en.conflict.ingredients, 'Rock salt: 1.5 kg', 'Cardamom: 11.0 g']);
  });

  it('takes the saved one: the card shows it, nothing more is sent', async () => {
    const { otherAdmin, puts } = serveDraft();
    await editRockSaltMeanwhile(otherAdmin);
    const conflict = await screen.findByRole('alert');
    fireEvent.click(within(conflict).getByRole('button', { name: kitchenRulesEn.records.conflict.takeSaved }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Base: 25 servings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Cardamom' })).toBeTruthy();
    // 1.5 kg for a base of 25, shown for the 20 servings chosen.
    expect(quantities()[2]).toBe('1.2 kg');
    expect(puts()).toHaveLength(1);
  });

  it('says so when the saved recipe is the same as the admin’s', async () => {
    const { otherAdmin, puts } = serveDraft();
    renderWithProviders(<RecipesPage />);
    await openCollection(/April 1, 2025/);
    fireEvent.click(await screen.findByRole('button', { name: en.admin.editSteps }));
    otherAdmin();
    fireEvent.click(screen.getByRole('button', { name: en.admin.saveSteps }));
    // Saved meanwhile: other servings and ingredients, the same steps.
    const conflict = await screen.findByRole('alert');
    expect(shown('mine').map(([label]) => label)).toEqual([en.conflict.baseServings, en.conflict.ingredients]);
    expect(shown('mine')[1]).toEqual([en.conflict.ingredients, kitchenRulesEn.records.conflict.empty]);
    expect(within(conflict).queryByText(en.conflict.steps)).toBeNull();
    expect(puts()).toHaveLength(1);
  });

  it('shows an ingredient whose only change is the inventory item that prices it', async () => {
    const { server, meat, puts } = serveDraft();
    server.routes['GET /api/inventory'] = () => ok({ data: [inventoryItem(1006, 'Ghee')] });
    const linkWater = () => {
      const recipe = meat();
      const ingredients = recipe.ingredients.map((one) =>
        one.name.en === 'Water' ? { ...one, inventoryItemId: 1006 } : one,
      );
      server.routes['GET /api/recipes/collections/10'] = () =>
        ok({
          data: {
            ...collection(FEB27),
            id: 10,
            date: '2025-04-01',
            status: 'draft',
            recipes: [{ ...recipe, ingredients, version: 2 }],
          },
        });
      const put = server.routes['PUT /api/recipes/collections/:id/recipes/:key']!;
      server.routes['PUT /api/recipes/collections/:id/recipes/:key'] = (request) =>
        (request.body as VersionedRecipe).version === 2
          ? put(request)
          : fail(409, kitchenRulesEn.records.stale, 'kitchenRules.records.stale', {
              current: { ...recipe, ingredients, version: 2 },
            });
    };
    renderWithProviders(<RecipesPage />);
    await openCollection(/April 1, 2025/);
    fireEvent.click(await screen.findByRole('button', { name: en.admin.editSteps }));
    linkWater();
    fireEvent.click(screen.getByRole('button', { name: en.admin.saveSteps }));
    await screen.findByRole('alert');
    await waitFor(() => expect(shown('saved')).toEqual([[en.conflict.ingredients, 'Water: 10.0 L · price: Ghee']]));
    expect(shown('mine')).toEqual([[en.conflict.ingredients, 'Water: 10.0 L']]);
    expect(screen.queryByText(kitchenRulesEn.records.conflict.same)).toBeNull();
    expect(puts()).toHaveLength(1);
  });

  it('reads in Malayalam', async () => {
    const { otherAdmin } = serveDraft();
    await editRockSaltMeanwhile(otherAdmin, 'ml');
    const conflict = await screen.findByRole('alert');
    expect(within(conflict).getByRole('heading', { name: kitchenRulesMl.records.conflict.heading })).toBeTruthy();
    expect(within(conflict).getByRole('heading', { name: kitchenRulesMl.records.conflict.yours })).toBeTruthy();
    expect(within(conflict).getByRole('heading', { name: kitchenRulesMl.records.conflict.saved })).toBeTruthy();
    expect(shown('mine')).toEqual([
      [ml.conflict.baseServings, '20'],
      [ml.conflict.ingredients, 'കല്ലുപ്പ്: 2.0 kg'],
    ]);
    expect(shown('saved')).toEqual([
      [ml.conflict.baseServings, '25'],
      [ml.conflict.ingredients, 'കല്ലുപ്പ്: 1.5 kg', 'ഏലക്ക: 11.0 g'],
    ]);
    expect(within(conflict).getByRole('button', { name: kitchenRulesMl.records.conflict.keepMine })).toBeTruthy();
    expect(within(conflict).getByRole('button', { name: kitchenRulesMl.records.conflict.takeSaved })).toBeTruthy();
  });
});
