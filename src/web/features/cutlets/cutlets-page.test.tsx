import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUTLET_TASKS, findCutletItem } from '#shared/content/cutlets/index.ts';
import { cutletsEn as en } from '#shared/content/locales/cutlets.en.ts';
import { fillText } from '#shared/content/text-store.ts';
import { cutletsMl as ml } from '#shared/content/locales/cutlets.ml.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { CUTLET_FIELDS, isTaskComplete, readFieldValue, type CutletField } from '#shared/domain/kitchen/cutlets.ts';
import { undoRequestSchema } from '#shared/schemas/corrections.ts';
import {
  cutletCheckRequestSchema,
  cutletValuesRequestSchema,
  type CutletDay,
  type CutletHistoryDay,
} from '#shared/schemas/cutlets.ts';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { fail, ok, serveApi } from '#web/test/fake-api.ts';
import { errorOf } from '#web/test/form.ts';
import { FakeEventSource } from '#web/test/fake-event-source.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CutletsPage } from './cutlets-page.tsx';
import { clockTime, formatDay } from './model/format.ts';
import { COOK_NAME_KEY } from '#web/lib/cook-name.ts';
import { validationEn } from '#shared/content/locales/validation.en.ts';

const TODAY = todayInKerala();

function makeDay(date: string, overrides: Partial<CutletDay> = {}): CutletDay {
  const values = Object.fromEntries(CUTLET_FIELDS.map((field) => [field, 0])) as Record<CutletField, number>;
  values.target = 100;
  return {
    date,
    version: 1,
    today: TODAY,
    values,
    entered: [],
    frozenFrom: null,
    leftoverOffers: [],
    checks: [],
    completions: [],
    corrections: [],
    ...overrides,
  };
}

const COOK: SessionUser = { id: 2, username: 'cook', role: 'staff', displayName: 'Cook', email: '' };

/**
 * The server as the contract says, for one day at a time: values are held to their limits and saved
 * from the day's current version only (409 with the day otherwise), checks are one way (the first
 * stands) and complete their task, an undo leaves a correction, every change moves the version on; a
 * past day is changed as today is. The signed-in user is `user`.
 */
function serve(start: CutletDay, history: CutletHistoryDay[] = [], user: SessionUser = COOK) {
  const days = new Map<string, CutletDay>([[start.date, start]]);
  const dayOf = (date: string) => days.get(date) ?? makeDay(date);
  const api = serveApi({
    'GET /api/auth/me': () => ok({ user }),
    'GET /api/time': () => ok({ now: Date.now() }),
    'GET /api/cutlets/days/:date': ({ params }) => ok({ data: dayOf(params.date!) }),
    'PUT /api/cutlets/days/:date/values': ({ params, body }) => {
      const day = dayOf(params.date!);
      const { values, version } = cutletValuesRequestSchema.parse(body);
      const next = { ...day, version: day.version + 1, values: { ...day.values }, entered: [...day.entered] };
      for (const [field, typed] of Object.entries(values) as [CutletField, string | number][]) {
        const read = readFieldValue(field, typed);
        if (!read.ok) return fail(400, 'refused', read.key, { params: { ...read.params, field } });
        next.values[field] = read.value;
        if (!next.entered.includes(field)) next.entered.push(field);
      }
      if (version !== day.version) {
        return {
          status: 409,
          body: { success: false, error: 'stale', code: 'kitchenRules.records.stale', current: day },
        };
      }
      days.set(day.date, next);
      return ok({ data: next });
    },
    'POST /api/cutlets/days/:date/items/:itemId/undo': ({ params, body }) => {
      const day = dayOf(params.date!);
      const request = undoRequestSchema.parse(body);
      const check = day.checks.find((each) => each.itemId === params.itemId)!;
      const { task } = findCutletItem(params.itemId!)!;
      const { itemId, ...before } = check;
      const next: CutletDay = {
        ...day,
        version: day.version + 1,
        checks: day.checks.filter((each) => each !== check),
        completions: day.completions.filter((each) => each.taskId !== task.id),
        corrections: [
          ...day.corrections,
          {
            id: day.corrections.length + 1,
            recordKind: 'cutlet-check',
            recordId: itemId,
            action: 'undo',
            before,
            after: null,
            reason: request.reason,
            madeBy: request.name,
            account: user.username,
            madeAt: '2026-11-24T04:11:00.000Z',
          },
        ],
      };
      days.set(day.date, next);
      return ok({ data: next });
    },
    'PUT /api/cutlets/days/:date/items/:itemId': ({ params, body }) => {
      const day = dayOf(params.date!);
      const request = cutletCheckRequestSchema.parse(body);
      if (!request.completed) return fail(409, 'locked', 'cutlets.refusals.uncheck');
      if (day.checks.some((check) => check.itemId === params.itemId)) return ok({ data: day });
      const { task, item } = findCutletItem(params.itemId!)!;
      const checkedAt = '2026-11-24T05:30:00.000Z';
      const next = {
        ...day,
        version: day.version + 1,
        values: { ...day.values },
        checks: [
          ...day.checks,
          {
            itemId: item.id,
            value: request.value === null ? null : String(request.value),
            worker: request.worker,
            checkedAt,
            account: 'cook',
            actionTaken: request.actionTaken ?? null,
            earlyReason: request.earlyReason ?? null,
          },
        ],
      };
      if (item.field && request.value !== null) next.values[item.field] = Number(request.value);
      const checked = new Set(next.checks.map((check) => check.itemId));
      if (
        isTaskComplete(
          task.items.map((each) => each.id),
          checked,
        )
      ) {
        next.completions = [...day.completions, { taskId: task.id, worker: request.worker, completedAt: checkedAt }];
      }
      days.set(day.date, next);
      return ok({ data: next });
    },
    'GET /api/cutlets/history': () => ok({ data: history }),
    'POST /api/auth/logout': () => ok(),
  });
  return { ...api, days };
}

const open = (view = 'dashboard', date = TODAY) =>
  renderWithProviders(<CutletsPage />, { url: `/cutlets?view=${view}&date=${date}` });

const taskCard = (title: string) => screen.getByRole('article', { name: title });
const checkbox = (scope: HTMLElement, name: string) => within(scope).getByRole('checkbox', { name: new RegExp(name) });

afterEach(() => {
  FakeEventSource.instances = [];
});

describe('cutlet tool frame', () => {
  it('has the side menu with the open view in the address, the worker and the date in the top bar', async () => {
    serve(makeDay(TODAY));
    open('dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: en.dashboard.title })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: en.menu.label });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      en.menu.dashboard,
      en.menu.dayBefore,
      en.menu.production,
      en.menu.inventory,
      en.menu.summary,
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[2]!.getAttribute('href')).toBe(`/cutlets?view=production&date=${TODAY}`);

    fireEvent.click(links[2]!);
    expect(await screen.findByRole('heading', { level: 2, name: en.tasks.productionTitle })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: en.menu.production }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  it("shows 'Worker' until a name is typed, and remembers the name on the device", async () => {
    serve(makeDay(TODAY));
    const first = open();
    await screen.findByRole('heading', { level: 2, name: en.dashboard.title });
    expect(screen.getByTestId('top-worker').textContent).toBe(en.topBar.worker);
    expect(screen.getByTestId('top-date').textContent).toMatch(/\d{4}/);
    fireEvent.change(screen.getByLabelText(en.topBar.workerLabel), { target: { value: 'Anil' } });
    expect(screen.getByTestId('top-worker').textContent).toBe('Anil');
    expect(localStorage.getItem(COOK_NAME_KEY)).toBe('Anil');
    first.unmount();

    open();
    await screen.findByRole('heading', { level: 2, name: en.dashboard.title });
    expect((screen.getByLabelText(en.topBar.workerLabel) as HTMLInputElement).value).toBe('Anil');
  });

  it('opens today by default and another day from the date picker', async () => {
    const api = serve(makeDay(TODAY));
    renderWithProviders(<CutletsPage />, { url: '/cutlets' });
    await screen.findByRole('heading', { level: 2, name: en.dashboard.title });
    expect((screen.getByLabelText(en.topBar.date) as HTMLInputElement).value).toBe(TODAY);
    expect(screen.queryByRole('button', { name: en.topBar.today })).toBeNull();
    const tomorrow = addDays(TODAY, 1);
    fireEvent.change(screen.getByLabelText(en.topBar.date), { target: { value: tomorrow } });
    await waitFor(() => expect(api.calls.some((call) => call.path === `/api/cutlets/days/${tomorrow}`)).toBe(true));
    expect(screen.getByRole('button', { name: en.topBar.today })).toBeTruthy();
  });

  it("opens the server's today when the device's clock is a day behind, and says nothing of a past day", async () => {
    const serverNow = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(serverNow - 24 * 60 * 60_000);
    const api = serve(makeDay(TODAY));
    api.routes['GET /api/time'] = () => ok({ now: serverNow });
    renderWithProviders(<CutletsPage />, { url: '/cutlets' });
    await waitFor(() => expect((screen.getByLabelText(en.topBar.date) as HTMLInputElement).value).toBe(TODAY));
    await screen.findByRole('heading', { level: 2, name: en.dashboard.title });
    expect(screen.queryByRole('button', { name: en.topBar.today })).toBeNull();
    expect(screen.queryByTestId('past-day')).toBeNull();
  });

  it('opens a past day for correction: it says so, and a change is saved to that day from its version', async () => {
    const yesterday = addDays(TODAY, -1);
    const api = serve(makeDay(yesterday, { version: 4 }));
    open('inventory', yesterday);
    expect((await screen.findByTestId('past-day')).textContent).toBe(
      fillText(en.pastDay, { date: formatDay(yesterday, 'en') }),
    );
    const target = (await screen.findByLabelText(en.fields.target)) as HTMLInputElement;
    expect(target.disabled).toBe(false);
    fireEvent.change(target, { target: { value: '80' } });
    fireEvent.blur(target);
    await waitFor(() => expect(api.days.get(yesterday)!.values.target).toBe(80));
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/api/cutlets/days/${yesterday}/values`,
      body: { values: { target: '80' }, version: 4 },
    });
  });

  it('says nothing of a past day on today', async () => {
    serve(makeDay(TODAY));
    open('inventory');
    await screen.findByLabelText(en.fields.target);
    expect(screen.queryByTestId('past-day')).toBeNull();
  });

  it('has the language and Logout in its top bar, once each', async () => {
    serve(makeDay(TODAY));
    open();
    await screen.findByRole('heading', { level: 2, name: en.dashboard.title });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('heading', { level: 1, name: en.title })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: en.topBar.logout })).toHaveLength(1);
    expect(within(bar).getByRole('button', { name: en.topBar.logout })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'Language' })).toHaveLength(1);
    fireEvent.click(within(bar).getByRole('button', { name: 'മലയാളം' }));
    expect(await within(bar).findByRole('button', { name: ml.topBar.logout })).toBeTruthy();
    expect(within(bar).getByRole('heading', { level: 1, name: ml.title })).toBeTruthy();
  });

  it('logs out', async () => {
    const api = serve(makeDay(TODAY));
    open();
    fireEvent.click(await screen.findByRole('button', { name: en.topBar.logout }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(true));
  });
});

describe('inventory and purchase planning', () => {
  it('saves a value when the field is left; 100 target, 16 frozen, 2 kg leftovers need 3.0 kg of meat', async () => {
    const api = serve(makeDay(TODAY));
    open('inventory');
    const frozen = (await screen.findByLabelText(en.fields.frozenCutlets)) as HTMLInputElement;
    fireEvent.change(frozen, { target: { value: '16' } });
    fireEvent.blur(frozen);
    // The cook moves on once the first number shows saved (the purchase plan works from it).
    await screen.findByText(fillText(en.plan.rule, { target: 100, frozen: 16 }));
    const leftovers = screen.getByLabelText(en.fields.mandiLeftovers);
    fireEvent.change(leftovers, { target: { value: '2' } });
    fireEvent.keyDown(leftovers, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('plan-leftovers').textContent).toBe('2.0 kg'));
    expect(screen.getByTestId('plan-meat').textContent).toBe('3.0 kg');
    expect(screen.getByTestId('plan-potatoes').textContent).toBe('0.75 kg');
    expect(screen.getByTestId('plan-eggs').textContent).toBe('6 pieces');
    expect(screen.getByTestId('plan-breadcrumbs').textContent).toBe('150 g');
    expect(screen.getByTestId('plan-verdict').textContent).toContain(en.plan.purchaseNeeded);
    expect(screen.getByTestId('plan-verdict').textContent).toContain(fillText(en.plan.buyMeat, { kg: '1.0' }));
    const saves = api.calls.filter((call) => call.method === 'PUT');
    expect(saves.map((call) => call.body)).toEqual([
      { values: { frozenCutlets: '16' }, version: 1 },
      { values: { mandiLeftovers: '2' }, version: 2 },
    ]);
  });

  it('refuses as it is typed, beside the field, what is no number of it; saves nothing and keeps the saved one', async () => {
    const api = serve(makeDay(TODAY, { values: { ...makeDay(TODAY).values, target: 140, mandiLeftovers: 2 } }));
    open('inventory');
    const target = (await screen.findByLabelText(en.fields.target)) as HTMLInputElement;
    const leftovers = screen.getByLabelText(en.fields.mandiLeftovers) as HTMLInputElement;
    expect(target.value).toBe('140');
    const alertOf = (input: HTMLInputElement) => within(input.closest('div')!.parentElement!).getByRole('alert');
    const targetLimit = 'Enter a target of 1 to 100,000 cutlets';
    for (const [input, typed, said] of [
      [target, '', validationEn.number.empty],
      [target, '2.5', validationEn.number.wholeOnly],
      [target, '0', targetLimit],
      [target, '-3', validationEn.number.notAWholeNumber],
      [target, '-5', validationEn.number.notAWholeNumber],
      [target, '1e3', validationEn.number.notAWholeNumber],
      [target, '99999999999999999999', targetLimit],
      [leftovers, '-5', validationEn.number.notANumber],
      [leftovers, '1e9', validationEn.number.notANumber],
      [leftovers, '2,5', validationEn.number.notANumber],
      [leftovers, '2.5555', fillText(validationEn.number.decimals, { decimals: 3 })],
      [leftovers, '1000000000', 'Enter an amount from 0 to 100,000'],
      [leftovers, '99999999999999999999', 'Enter an amount from 0 to 100,000'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect(alertOf(input).textContent, typed).toBe(said);
      expect(input.getAttribute('aria-invalid'), typed).toBe('true');
      fireEvent.blur(input);
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(input.value, typed).toBe(typed);
    }
    const eggs = screen.getByLabelText(en.fields.eggs) as HTMLInputElement;
    fireEvent.change(eggs, { target: { value: '2.5' } });
    fireEvent.keyDown(eggs, { key: 'Enter' });
    expect(alertOf(eggs).textContent).toBe(validationEn.number.wholeOnly);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(api.days.get(TODAY)!.values).toMatchObject({ target: 140, mandiLeftovers: 2 });
  });

  it('shows no purchase plan while the target or a stock number is refused, and the new plan once one is taken', async () => {
    serve(makeDay(TODAY, { values: { ...makeDay(TODAY).values, target: 140, frozenCutlets: 56, mandiLeftovers: 2 } }));
    open('inventory');
    const target = (await screen.findByLabelText(en.fields.target)) as HTMLInputElement;
    expect(screen.getByTestId('plan-meat').textContent).toBe('3.0 kg');
    for (const typed of ['0', '2.5', '99999999999999999999', '']) {
      fireEvent.change(target, { target: { value: typed } });
      // Not the last target's list (140's 3.0 kg), nor a truncated one's.
      expect(screen.queryByTestId('plan-meat'), typed).toBeNull();
      expect(screen.queryByTestId('plan-eggs'), typed).toBeNull();
      expect(screen.queryByTestId('plan-verdict'), typed).toBeNull();
      expect(screen.getByTestId('plan-hidden').textContent, typed).toBe(en.plan.hidden);
    }
    fireEvent.change(target, { target: { value: '84' } });
    expect(screen.queryByTestId('plan-hidden')).toBeNull();
    const leftovers = screen.getByLabelText(en.fields.mandiLeftovers) as HTMLInputElement;
    fireEvent.change(leftovers, { target: { value: '-5' } });
    expect(screen.getByTestId('plan-hidden')).toBeTruthy();
    fireEvent.change(leftovers, { target: { value: '2' } });
    expect(screen.getByTestId('plan-meat')).toBeTruthy();
    // Whole eggs with their word: '1 piece', never '1 pcs'.
    expect(screen.getByTestId('plan-eggs').textContent).toMatch(/^\d+ (piece|pieces)$/);
  });

  it('steps a number by the thumb-sized minus and plus, 1 a count and 0.1 a kg, and saves each step', async () => {
    const api = serve(makeDay(TODAY, { values: { ...makeDay(TODAY).values, target: 100, potatoes: 2.25 } }));
    open('inventory');
    const target = (await screen.findByLabelText(en.fields.target)) as HTMLInputElement;
    const moreTarget = screen.getByRole('button', {
      name: fillText(en.inventory.more, { field: en.fields.target, step: 1, unit: en.units.pieces }),
    });
    fireEvent.click(moreTarget);
    await waitFor(() => expect(api.days.get(TODAY)!.values.target).toBe(101));
    expect(target.value).toBe('101');
    const lessPotatoes = screen.getByRole('button', {
      name: fillText(en.inventory.less, { field: en.fields.potatoes, step: 0.1, unit: en.units.kg }),
    });
    await waitFor(() => expect((lessPotatoes as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(lessPotatoes);
    await waitFor(() => expect(api.days.get(TODAY)!.values.potatoes).toBe(2.15));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { values: { target: '101' }, version: 1 },
      { values: { potatoes: '2.15' }, version: 2 },
    ]);
    // The frozen count is 0: it cannot go lower.
    const lessFrozen = screen.getByRole('button', {
      name: fillText(en.inventory.less, { field: en.fields.frozenCutlets, step: 1, unit: en.units.pieces }),
    }) as HTMLButtonElement;
    expect(lessFrozen.disabled).toBe(true);
  });

  it('words the limit in Malayalam', async () => {
    serve(makeDay(TODAY));
    await switchLanguage('ml');
    open('inventory');
    const target = (await screen.findByLabelText(ml.fields.target)) as HTMLInputElement;
    fireEvent.change(target, { target: { value: '0' } });
    fireEvent.blur(target);
    expect(screen.getByRole('alert').textContent).toBe(
      fillText(kitchenRulesMl.limits.cutletTarget, { min: '1', max: '100,000' }),
    );
  });

  it('shows both numbers when someone else saved this one meanwhile; keeping mine saves it on theirs', async () => {
    const api = serve(makeDay(TODAY));
    open('inventory');
    const frozen = (await screen.findByLabelText(en.fields.frozenCutlets)) as HTMLInputElement;
    fireEvent.change(frozen, { target: { value: '16' } });
    // Meanwhile another tablet saves 20 frozen.
    const day = api.days.get(TODAY)!;
    api.days.set(TODAY, { ...day, version: 2, values: { ...day.values, frozenCutlets: 20 } });
    fireEvent.blur(frozen);
    const conflict = await screen.findByTestId('conflict');
    expect(conflict.textContent).toContain(kitchenRulesEn.records.conflict.heading);
    expect(within(conflict).getByTestId('mine-value').textContent).toBe('16 pieces');
    expect(within(conflict).getByTestId('saved-value').textContent).toBe('20 pieces');
    expect(frozen.value).toBe('16');

    fireEvent.click(within(conflict).getByRole('button', { name: kitchenRulesEn.records.conflict.keepMine }));
    await waitFor(() => expect(api.days.get(TODAY)!.values.frozenCutlets).toBe(16));
    await waitFor(() => expect(screen.queryByTestId('conflict')).toBeNull());
    expect(frozen.value).toBe('16');
    const saves = api.calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(saves).toEqual([
      { values: { frozenCutlets: '16' }, version: 1 },
      { values: { frozenCutlets: '16' }, version: 2 },
    ]);
  });

  it('takes the saved number when the cook chooses it, and saves nothing', async () => {
    const api = serve(makeDay(TODAY));
    open('inventory');
    const frozen = (await screen.findByLabelText(en.fields.frozenCutlets)) as HTMLInputElement;
    fireEvent.change(frozen, { target: { value: '16' } });
    const day = api.days.get(TODAY)!;
    api.days.set(TODAY, { ...day, version: 2, values: { ...day.values, frozenCutlets: 20 } });
    fireEvent.blur(frozen);
    const conflict = await screen.findByTestId('conflict');
    fireEvent.click(within(conflict).getByRole('button', { name: kitchenRulesEn.records.conflict.takeSaved }));
    expect(screen.queryByTestId('conflict')).toBeNull();
    expect(frozen.value).toBe('20');
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('saves on top of a change to another number without asking', async () => {
    const api = serve(makeDay(TODAY));
    open('inventory');
    const frozen = (await screen.findByLabelText(en.fields.frozenCutlets)) as HTMLInputElement;
    fireEvent.change(frozen, { target: { value: '16' } });
    const day = api.days.get(TODAY)!;
    api.days.set(TODAY, { ...day, version: 2, values: { ...day.values, oil: 3 } });
    fireEvent.blur(frozen);
    await waitFor(() => expect(api.days.get(TODAY)!.values).toMatchObject({ frozenCutlets: 16, oil: 3 }));
    expect(screen.queryByTestId('conflict')).toBeNull();
  });

  it('says where carried values come from, and needs no purchase when the leftovers cover the meat', async () => {
    const base = makeDay(TODAY);
    serve({
      ...base,
      values: { ...base.values, frozenCutlets: 100, mandiLeftovers: 2.5 },
      frozenFrom: addDays(TODAY, -1),
      leftoverOffers: [{ eventId: 4, title: 'Wedding', date: addDays(TODAY, -1), kg: 2.5 }],
    });
    open('inventory');
    expect((await screen.findByTestId('frozen-carried')).textContent).toContain('Carried over from the closing count');
    expect(screen.getByTestId('leftovers-offered').textContent).toContain('Wedding');
    expect(screen.getByTestId('leftovers-offered').textContent).toContain('2.5 kg');
    expect(screen.getByTestId('plan-meat').textContent).toBe('0.0 kg');
    expect(screen.getByTestId('plan-verdict').textContent).toContain(en.plan.noPurchase);
  });

  it('locks a value whose checklist item was checked', async () => {
    const base = makeDay(TODAY);
    serve({
      ...base,
      values: { ...base.values, frozenCutlets: 16 },
      checks: [
        { itemId: 'prep-1-3', value: '16', worker: 'Anil', checkedAt: '2026-11-24T03:00:00.000Z', account: 'cook' },
      ],
    });
    open('inventory');
    const frozen = (await screen.findByLabelText(en.fields.frozenCutlets)) as HTMLInputElement;
    expect(frozen.disabled).toBe(true);
    expect(screen.getByText(fillText(en.inventory.locked, { name: 'Anil', time: '08:30' }))).toBeTruthy();
  });
});

describe('checklists', () => {
  it('checks an item with the worker and its value, then shows it checked and locked', async () => {
    localStorage.setItem(COOK_NAME_KEY, 'Anil');
    const api = serve(makeDay(TODAY));
    open('production');
    const card = await screen.findByRole('article', { name: 'Spice blending' });
    const weighed = checkbox(card, 'Spice blend weighed') as HTMLInputElement;
    expect(within(card).getAllByText(en.tasks.required).length).toBeGreaterThan(0);

    // A required value comes first.
    fireEvent.click(weighed);
    expect(within(card).getByRole('alert').textContent).toBe(kitchenRulesEn.records.valueRequired);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    const value = within(card).getByRole('textbox', {
      name: fillText(en.tasks.valueOf, { item: 'Spice blend weighed' }),
    });
    expect(value.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(value, { target: { value: '120' } });
    fireEvent.click(weighed);
    // Checked and held at once, while the server answers.
    expect(weighed.checked).toBe(true);
    expect(weighed.disabled).toBe(true);
    expect(await within(card).findByText(fillText(en.tasks.checkedBy, { name: 'Anil', time: '11:00' }))).toBeTruthy();
    expect(weighed.checked).toBe(true);
    expect(weighed.disabled).toBe(true);
    expect(within(card).getByTestId('item-value').textContent).toBe('120 g');
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`/api/cutlets/days/${TODAY}/items/prod-2-1`);
    expect(put.body).toEqual({ completed: true, value: '120', worker: 'Anil' });
  });

  it('steps kg values by 0.1 and counts by 1, refuses what is no number as it is typed, and asks a time with a time input', async () => {
    serve(makeDay(TODAY));
    open('production');
    const meat = await screen.findByRole('article', { name: 'Leftover meat processing' });
    const item = 'Processed meat weighed';
    const weighed = within(meat).getByLabelText(fillText(en.tasks.valueOf, { item })) as HTMLInputElement;
    const more = within(meat).getByRole('button', { name: fillText(en.tasks.more, { item, step: 0.1, unit: 'kg' }) });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(weighed.value).toBe('0.2');
    fireEvent.click(
      within(meat).getByRole('button', { name: fillText(en.tasks.less, { item, step: 0.1, unit: 'kg' }) }),
    );
    expect(weighed.value).toBe('0.1');
    for (const [typed, said] of [
      ['1e3', validationEn.number.notANumber],
      ['-5', validationEn.number.notANumber],
      ['2.5555', fillText(validationEn.number.decimals, { decimals: 3 })],
      ['99999999999999999999', 'Enter an amount from 0 to 100,000'],
    ]) {
      fireEvent.change(weighed, { target: { value: typed } });
      expect(within(meat).getByRole('alert').textContent, typed).toBe(said);
    }
    const coating = taskCard('Coating');
    const eggs = 'Eggs used';
    fireEvent.click(
      within(coating).getByRole('button', { name: fillText(en.tasks.more, { item: eggs, step: 1, unit: 'pieces' }) }),
    );
    expect((within(coating).getByLabelText(fillText(en.tasks.valueOf, { item: eggs })) as HTMLInputElement).value).toBe(
      '1',
    );
    const chill = within(coating).getByLabelText(fillText(en.tasks.valueOf, { item: '30-minute chill started at' }));
    expect(chill.getAttribute('type')).toBe('time');
  });

  it('says beside the packs whether they hold 10–20 of the day’s cutlets each, and seals packs that do not only with what was done', async () => {
    const day = makeDay(TODAY);
    day.values.producedCutlets = 100;
    const api = serve(day);
    open('production');
    const card = await screen.findByRole('article', { name: 'Vacuum packaging' });
    const item = 'Packages sealed';
    const packs = within(card).getByLabelText(fillText(en.tasks.valueOf, { item }));
    fireEvent.change(packs, { target: { value: '5' } });
    expect(within(card).getByTestId('pack-verdict').textContent).toBe(
      fillText(en.summary.packs.ok, { produced: 100, packs: 5, per: '20.0', min: 10, max: 20 }),
    );
    fireEvent.change(packs, { target: { value: '3' } });
    expect(within(card).getByTestId('pack-verdict').textContent).toBe(
      fillText(en.summary.packs.tooMany, { produced: 100, packs: 3, per: '33.3', min: 10, max: 20 }),
    );
    fireEvent.click(checkbox(card, item));
    expect(await within(card).findByText(kitchenRulesEn.checks.actionRequired)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('records a freezer at +25 °C on the IQF step as measured only with what was done, and shows it in red with what to do', async () => {
    const api = serve(makeDay(TODAY));
    open('production');
    const card = await screen.findByRole('article', { name: 'IQF freezing' });
    const item = 'Freezer temperature';
    const reading = within(card).getByLabelText(fillText(en.tasks.valueOf, { item }));
    fireEvent.change(reading, { target: { value: '-18' } });
    expect(within(card).getByTestId('limit-verdict').textContent).toContain(
      fillText(en.tasks.inLimit, { value: '-18 °C', limit: kitchenRulesEn.cutlets.limits.iqfFreezer }),
    );
    fireEvent.change(reading, { target: { value: '25' } });
    expect(within(card).getByTestId('limit-verdict').textContent).toContain(kitchenRulesEn.cutlets.actions.freezerWarm);
    // Out of its limit: not checked until what was done is written.
    fireEvent.click(checkbox(card, item));
    const action = within(card).getByLabelText(kitchenRulesEn.checks.actionLabel);
    expect(await within(card).findByText(kitchenRulesEn.checks.actionRequired)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(action, { target: { value: 'Closed the door, set to −18 °C, told Suresh' } });
    fireEvent.click(checkbox(card, item));
    // Shown at once from the device's queue, then as the server recorded it.
    await waitFor(() => expect(api.days.get(TODAY)!.checks).toHaveLength(1));
    await waitFor(() => expect(within(card).getByTestId('item-value').textContent).toBe('25 °C'));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      value: '25',
      actionTaken: 'Closed the door, set to −18 °C, told Suresh',
    });
    expect((await within(card).findByTestId('item-action')).textContent).toBe(
      fillText(kitchenRulesEn.checks.actionTaken, {
        name: 'Worker',
        action: 'Closed the door, set to −18 °C, told Suresh',
      }),
    );
    const verdict = await within(card).findByTestId('limit-verdict');
    expect(verdict.getAttribute('data-in-range')).toBe('false');
    expect(verdict.getAttribute('data-recorded')).toBe('true');
    expect(verdict.className).toContain('bg-red-700');
    expect(verdict.textContent).toBe(
      fillText(en.tasks.outOfLimit, { value: '25 °C', limit: kitchenRulesEn.cutlets.limits.iqfFreezer }) +
        kitchenRulesEn.cutlets.actions.freezerWarm,
    );
  });

  it('shows a portion weight out of 48–52 g in red with what to do, in Malayalam too', async () => {
    const day = makeDay(TODAY, {
      checks: [
        { itemId: 'prod-5-1', value: '55', worker: 'Anil', checkedAt: '2026-11-24T06:00:00.000Z', account: 'cook' },
      ],
    });
    serve(day);
    await switchLanguage('ml');
    open('production');
    const title = CUTLET_TASKS.find((task) => task.id === 'prod-5')!.title.ml;
    const card = await screen.findByRole('article', { name: title });
    const verdict = within(card).getByTestId('limit-verdict');
    expect(verdict.textContent).toBe(
      fillText(ml.tasks.outOfLimit, { value: '55 g', limit: kitchenRulesMl.cutlets.limits.portion }) +
        kitchenRulesMl.cutlets.actions.portionHeavy,
    );
  });

  it('completes a task when its last checkpoint is checked, with the worker', async () => {
    serve(makeDay(TODAY));
    open('production');
    const card = await screen.findByRole('article', { name: 'Quality check' });
    fireEvent.change(within(card).getByLabelText(fillText(en.tasks.valueOf, { item: 'Sample weight' })), {
      target: { value: '50' },
    });
    fireEvent.click(checkbox(card, 'Sample weight'));
    await waitFor(() => expect((checkbox(card, 'Sample weight') as HTMLInputElement).disabled).toBe(true));
    fireEvent.click(checkbox(card, 'Size and coating checked'));
    await waitFor(() => expect((checkbox(card, 'Size and coating checked') as HTMLInputElement).disabled).toBe(true));
    expect(within(card).getByTestId('task-status').textContent).not.toContain('Completed');
    // It records the day's quality issues: a number is typed, even none.
    fireEvent.change(within(card).getByLabelText(fillText(en.tasks.valueOf, { item: 'Rejected cutlets counted' })), {
      target: { value: '0' },
    });
    fireEvent.click(checkbox(card, 'Rejected cutlets counted'));
    await waitFor(() =>
      expect(within(card).getByTestId('task-status').textContent).toBe(
        fillText(en.tasks.completedBy, { name: en.topBar.worker, time: '11:00' }),
      ),
    );
  });

  it('shows purchase planning worked out from the inventory on the day-before tasks', async () => {
    const base = makeDay(TODAY);
    serve({ ...base, values: { ...base.values, frozenCutlets: 16, mandiLeftovers: 2 } });
    open('dayBefore');
    const card = await screen.findByRole('article', { name: 'Purchase planning' });
    expect(within(card).getByTestId('plan-meat').textContent).toBe('3.0 kg');
    expect(within(card).getByTestId('plan-potatoes').textContent).toBe('0.75 kg');
    expect(within(card).getByTestId('plan-verdict').textContent).toContain(en.plan.purchaseNeeded);
    expect(
      within(card)
        .getAllByTestId('item-value')
        .map((node) => node.textContent),
    ).toEqual(['3.0 kg', '0.75 kg', '6 pieces', '150 g']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("words the server's refusal", async () => {
    const api = serve(makeDay(TODAY));
    api.routes['PUT /api/cutlets/days/:date/items/:itemId'] = () =>
      fail(409, 'This item is not checked', 'cutlets.refusals.notChecked');
    open('production');
    const card = await screen.findByRole('article', { name: 'Spice blending' });
    fireEvent.click(checkbox(card, 'Spices mixed evenly'));
    expect((await within(card).findByRole('alert')).textContent).toBe(en.refusals.notChecked);
    expect((checkbox(card, 'Spices mixed evenly') as HTMLInputElement).checked).toBe(false);
  });

  it('marks a task late once past its start plus its duration', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T05:00:00.000Z')); // 10:30 in Kerala
    serve(makeDay('2026-11-24', { today: '2026-11-24' }));
    open('production', '2026-11-24');
    const status = async (title: string) =>
      within(await screen.findByRole('article', { name: title })).getByTestId('task-status').textContent;
    expect(await status('Leftover meat processing')).toBe(en.tasks.late);
    expect(await status('Spice blending')).toBe(en.tasks.late);
    expect(await status('Potato base')).toBe(en.tasks.running);
    expect(await status('Cutlet mixing')).toBe(en.tasks.upcoming);
  });

  it('shows a check made on another device, checked and locked, when the server says the day changed', async () => {
    FakeEventSource.install();
    const api = serve(makeDay(TODAY));
    open('production');
    const card = await screen.findByRole('article', { name: 'Potato base' });
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    expect(FakeEventSource.latest().topics).toEqual(expect.arrayContaining(['kitchen:cutlets', 'kitchen']));
    FakeEventSource.latest().open();
    const day = api.days.get(TODAY)!;
    api.days.set(TODAY, {
      ...day,
      checks: [
        { itemId: 'prod-3-2', value: null, worker: 'Biju', checkedAt: '2026-11-24T05:00:00.000Z', account: 'b' },
      ],
    });
    FakeEventSource.latest().push('kitchen:cutlets');
    await waitFor(() => expect((checkbox(card, 'Mashed smooth') as HTMLInputElement).disabled).toBe(true));
    expect((checkbox(card, 'Mashed smooth') as HTMLInputElement).checked).toBe(true);
    expect(within(card).getByText(fillText(en.tasks.checkedBy, { name: 'Biju', time: '10:30' }))).toBeTruthy();
  });
});

describe('needed values and undo', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const ADMIN: SessionUser = { ...COOK, id: 1, username: 'boss', role: 'admin' };
  const produced = 'Cutlets produced';
  /** A day whose "Cutlets produced" was ticked 0 by `account`, `minutes` ago. */
  const tickedZero = (account = 'cook', minutes = 2) =>
    makeDay(TODAY, {
      values: { ...makeDay(TODAY).values, producedCutlets: 0 },
      entered: ['producedCutlets'],
      checks: [{ itemId: 'prod-9-1', value: '0', worker: 'Anil', checkedAt: minutesAgo(minutes), account }],
    });

  it('shows a checkpoint that records a number empty, never 0, and refuses to tick it empty', async () => {
    const api = serve(makeDay(TODAY, { values: { ...makeDay(TODAY).values, producedCutlets: 84 } }));
    open('production');
    const card = await screen.findByRole('article', { name: 'Vacuum packaging' });
    const value = within(card).getByLabelText(fillText(en.tasks.valueOf, { item: produced })) as HTMLInputElement;
    expect(value.value).toBe('');
    fireEvent.click(checkbox(card, produced));
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toBe(kitchenRulesEn.records.valueRequired);
    expect(value.getAttribute('aria-describedby')).toBe(alert.id);
    expect((checkbox(card, produced) as HTMLInputElement).checked).toBe(false);

    fireEvent.change(value, { target: { value: '-3' } });
    fireEvent.click(checkbox(card, produced));
    expect(within(card).getByRole('alert').textContent).toBe(validationEn.number.notAWholeNumber);
    fireEvent.change(value, { target: { value: '100001' } });
    fireEvent.click(checkbox(card, produced));
    expect(within(card).getByRole('alert').textContent).toBe('Enter a whole number from 0 to 100,000');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(value, { target: { value: '0' } });
    fireEvent.click(checkbox(card, produced));
    await waitFor(() => expect(within(card).getAllByTestId('item-value')[0]!.textContent).toBe('0 pieces'));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ value: '0' });
  });

  it('refuses an empty needed value in Malayalam', async () => {
    serve(makeDay(TODAY));
    await switchLanguage('ml');
    open('production');
    const title = CUTLET_TASKS.find((task) => task.id === 'prod-9')!.title.ml;
    const card = await screen.findByRole('article', { name: title });
    const item = findCutletItem('prod-9-1')!.item.task.ml;
    expect((within(card).getByLabelText(fillText(ml.tasks.valueOf, { item })) as HTMLInputElement).value).toBe('');
    fireEvent.click(checkbox(card, item));
    expect(within(card).getByRole('alert').textContent).toBe(kitchenRulesMl.records.valueRequired);
  });

  it('undoes my own check with a one-tap reason, then shows the undo beside the item', async () => {
    localStorage.setItem(COOK_NAME_KEY, 'Bala');
    const day = tickedZero();
    const api = serve(day);
    open('production');
    const card = await screen.findByRole('article', { name: 'Vacuum packaging' });
    const undo = await within(card).findByRole('button', { name: `${en.undo.button}: ${produced}` });
    fireEvent.click(undo);
    const dialog = screen.getByRole('dialog', { name: en.undo.title });
    expect(dialog.textContent).toContain(
      fillText(en.undo.checked, { item: produced, name: 'Anil', time: clockTime(day.checks[0]!.checkedAt) }),
    );

    // The reason is asked for before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: en.undo.confirm }));
    const reason = within(dialog).getByRole('textbox', { name: en.undo.reasonLabel });
    await waitFor(() => expect(errorOf(reason)).toBe('Give a short reason (3 to 200 characters)'));
    expect(document.activeElement).toBe(reason);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: en.undo.wrongValue }));
    expect(within(dialog).getByRole('button', { name: en.undo.wrongValue }).getAttribute('aria-pressed')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: en.undo.reasonLabel }) as HTMLInputElement).value).toBe(
      en.undo.wrongValue,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: en.undo.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(`/api/cutlets/days/${TODAY}/items/prod-9-1/undo`);
    expect(post.body).toEqual({ name: 'Bala', reason: en.undo.wrongValue });

    expect((checkbox(card, produced) as HTMLInputElement).checked).toBe(false);
    const value = within(card).getByLabelText(fillText(en.tasks.valueOf, { item: produced })) as HTMLInputElement;
    expect(value.value).toBe('');
    const undone = within(card).getByTestId('item-undone');
    expect(undone.textContent).toContain(
      fillText(en.undo.undone, {
        name: 'Bala',
        time: clockTime('2026-11-24T04:11:00.000Z'),
        reason: en.undo.wrongValue,
      }),
    );
    expect(undone.textContent).toContain(
      fillText(en.undo.was, { value: '0 pieces', name: 'Anil', time: clockTime(day.checks[0]!.checkedAt) }),
    );
    expect(within(card).queryByRole('button', { name: new RegExp(en.undo.button) })).toBeNull();
  });

  it('takes a typed reason, and words the dialog and the undo in Malayalam', async () => {
    localStorage.setItem(COOK_NAME_KEY, 'Bala');
    const api = serve(tickedZero());
    await switchLanguage('ml');
    open('production');
    const title = CUTLET_TASKS.find((task) => task.id === 'prod-9')!.title.ml;
    const item = findCutletItem('prod-9-1')!.item.task.ml;
    const card = await screen.findByRole('article', { name: title });
    fireEvent.click(await within(card).findByRole('button', { name: `${ml.undo.button}: ${item}` }));
    const dialog = screen.getByRole('dialog', { name: ml.undo.title });
    expect(within(dialog).getByRole('button', { name: ml.undo.mistake })).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: ml.undo.reasonLabel }), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ml.undo.confirm }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByRole('textbox', { name: ml.undo.reasonLabel }))).toBe(
        fillText(kitchenRulesMl.limits.reason, { min: '3', max: '200' }),
      ),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: ml.undo.reasonLabel }), {
      target: { value: 'എണ്ണം തെറ്റി' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: ml.undo.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')!.body).toEqual({ name: 'Bala', reason: 'എണ്ണം തെറ്റി' });
    expect(within(card).getByTestId('item-undone').textContent).toContain(
      fillText(ml.undo.undone, { name: 'Bala', time: clockTime('2026-11-24T04:11:00.000Z'), reason: 'എണ്ണം തെറ്റി' }),
    );
  });

  it("offers staff no undo of another's check or of their own after 10 minutes; an admin always", async () => {
    serve(tickedZero('second-cook'));
    const first = open('production');
    const card = await screen.findByRole('article', { name: 'Vacuum packaging' });
    await waitFor(() => expect((checkbox(card, produced) as HTMLInputElement).checked).toBe(true));
    await act(async () => undefined);
    expect(within(card).queryByRole('button', { name: new RegExp(en.undo.button) })).toBeNull();
    first.unmount();

    serve(tickedZero('cook', 11));
    const second = open('production');
    const late = await screen.findByRole('article', { name: 'Vacuum packaging' });
    await act(async () => undefined);
    expect(within(late).queryByRole('button', { name: new RegExp(en.undo.button) })).toBeNull();
    second.unmount();

    serve(tickedZero('second-cook', 600), [], ADMIN);
    open('production');
    const admin = await screen.findByRole('article', { name: 'Vacuum packaging' });
    expect(await within(admin).findByRole('button', { name: `${en.undo.button}: ${produced}` })).toBeTruthy();
  });

  it('says the undo needs the network when the device is offline, and sends nothing', async () => {
    const api = serve(tickedZero());
    open('production');
    const card = await screen.findByRole('article', { name: 'Vacuum packaging' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => void window.dispatchEvent(new Event('offline')));
      fireEvent.click(await within(card).findByRole('button', { name: `${en.undo.button}: ${produced}` }));
      const dialog = screen.getByRole('dialog', { name: en.undo.title });
      expect(within(dialog).getByRole('status').textContent).toBe(en.undo.offline);
      fireEvent.click(within(dialog).getByRole('button', { name: en.undo.mistake }));
      const confirm = within(dialog).getByRole('button', { name: en.undo.confirm }) as HTMLButtonElement;
      expect(confirm.disabled).toBe(true);
      fireEvent.click(confirm);
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    } finally {
      onLine.mockRestore();
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });
});

describe('dashboard and summary', () => {
  const history: CutletHistoryDay[] = [
    {
      date: addDays(TODAY, -2),
      target: 100,
      producedCutlets: 90,
      leftoverMeatUsed: 3.2,
      totalPackages: 6,
      qualityIssues: 1,
      completedTasks: 12,
      totalTasks: 12,
    },
    {
      date: addDays(TODAY, -1),
      target: 100,
      producedCutlets: 100,
      leftoverMeatUsed: 3.6,
      totalPackages: 7,
      qualityIssues: 0,
      completedTasks: 11,
      totalTasks: 12,
    },
  ];
  const busyDay = () => {
    const base = makeDay(TODAY);
    return {
      ...base,
      values: {
        ...base.values,
        producedCutlets: 84,
        leftoverMeatUsed: 3,
        totalPackages: 6,
        qualityIssues: 2,
        frozenCutlets: 16,
      },
      completions: [
        { taskId: 'prep-1', worker: 'Anil', completedAt: '2026-11-23T12:00:00.000Z' },
        { taskId: 'prod-1', worker: '', completedAt: '2026-11-24T04:00:00.000Z' },
        { taskId: 'prod-2', worker: 'Biju', completedAt: '2026-11-24T04:30:00.000Z' },
      ],
    } satisfies CutletDay;
  };

  it('shows target against produced, progress, meat used, packages, quality issues and the timeline', async () => {
    serve(busyDay(), [...history, { ...history[1]!, date: TODAY, producedCutlets: 84 }]);
    open('dashboard');
    expect((await screen.findByTestId('stat-produced')).textContent).toBe('84 of 100');
    expect(screen.getByTestId('stat-progress').textContent).toBe('25%');
    expect(screen.getByText(fillText(en.tasks.tasksDone, { done: 3, total: 12 }))).toBeTruthy();
    expect(screen.getByTestId('stat-meat').textContent).toBe('3.0 kg');
    expect(screen.getByTestId('stat-packages').textContent).toBe('6');
    expect(screen.getByTestId('stat-quality').textContent).toBe('2');
    const timeline = screen.getByRole('region', { name: en.dashboard.timeline });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[1]!.textContent).toContain('08:00–09:30');
    expect(rows[1]!.textContent).toContain(fillText(en.tasks.completedBy, { name: en.topBar.worker, time: '09:30' }));
    expect(rows[2]!.textContent).toContain(fillText(en.tasks.completedBy, { name: 'Biju', time: '10:00' }));
    const chart = await screen.findByRole('region', { name: new RegExp(en.history.title) });
    expect(within(chart).getAllByRole('img')).toHaveLength(3);
    expect(
      within(chart).getByRole('img', { name: fillText(en.history.chart, { metric: en.history.produced, count: 3 }) }),
    ).toBeTruthy();
  });

  it('sums up the day: closing count carried to the next day, completed tasks, production values', async () => {
    const api = serve(busyDay(), history);
    open('summary');
    expect((await screen.findByTestId('summary-closing')).textContent).toBe('100');
    expect(screen.getByText(fillText(en.summary.closingRule, { frozen: 16, produced: 84 }))).toBeTruthy();
    const completed = screen.getByRole('region', { name: en.summary.completedTasks });
    expect(
      within(completed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Inventory assessment${fillText(en.tasks.completedBy, { name: 'Anil', time: '17:30' })}`,
      `Leftover meat processing${fillText(en.tasks.completedBy, { name: en.topBar.worker, time: '09:30' })}`,
      `Spice blending${fillText(en.tasks.completedBy, { name: 'Biju', time: '10:00' })}`,
    ]);
    const produced = screen.getByLabelText(en.fields.producedCutlets);
    fireEvent.change(produced, { target: { value: '90' } });
    fireEvent.blur(produced);
    await waitFor(() => expect(screen.getByTestId('summary-closing').textContent).toBe('106'));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      values: { producedCutlets: '90' },
      version: 1,
    });
  });
});

describe('packs of 10–20', () => {
  it('says whether the day’s cutlets fit its packs, red when they cannot', async () => {
    serve(makeDay(TODAY, { values: { ...makeDay(TODAY).values, producedCutlets: 84, totalPackages: 6 } }));
    open('summary');
    const verdict = await screen.findByTestId('pack-verdict');
    expect(verdict.textContent).toBe(
      fillText(en.summary.packs.ok, { produced: 84, packs: 6, per: '14.0', min: 10, max: 20 }),
    );
    expect(verdict.getAttribute('role')).toBeNull();
    const packs = screen.getByLabelText(en.fields.totalPackages);
    fireEvent.change(packs, { target: { value: '3' } });
    fireEvent.blur(packs);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        fillText(en.summary.packs.tooMany, { produced: 84, packs: 3, per: '28.0', min: 10, max: 20 }),
      ),
    );
  });
});

describe('in Malayalam', () => {
  it('words the frame, the views and the tasks in Malayalam', async () => {
    serve(makeDay(TODAY));
    await switchLanguage('ml');
    open('production');
    expect(await screen.findByRole('heading', { level: 2, name: ml.tasks.productionTitle })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: ml.menu.label });
    expect(within(menu).getByRole('link', { name: ml.menu.dayBefore })).toBeTruthy();
    expect(screen.getByTestId('top-worker').textContent).toBe(ml.topBar.worker);
    const title = CUTLET_TASKS.find((task) => task.id === 'prod-8')!.title.ml;
    expect(screen.getByRole('article', { name: title })).toBeTruthy();
    expect(screen.getAllByText(ml.tasks.required).length).toBeGreaterThan(0);
    await act(async () => undefined);
  });
});
