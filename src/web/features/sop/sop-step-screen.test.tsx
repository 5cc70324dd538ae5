import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sopEn as en } from '#shared/content/locales/sop.en.ts';
import { sopMl as ml } from '#shared/content/locales/sop.ml.ts';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { SOP_STEPS, type SopStep } from '#shared/content/sop-steps.ts';
import { addDays, todayInKerala } from '#shared/domain/event-date.ts';
import type { DiaryEvent } from '#shared/schemas/diary.ts';
import type { Timer } from '#shared/schemas/timers.ts';
import { ok, serveApi, type Call } from '#web/test/fake-api.ts';
import { diaryPage, makeDiaryEvent } from '#web/test/factories.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { settled } from '#web/test/settled.ts';
import { SOP_PAGES } from '#shared/content/sop/index.ts';
import { RECIPE_COLLECTIONS } from '#shared/content/recipes/index.ts';
import { ingredientText } from '#shared/domain/kitchen/recipe-scaling.ts';
import { stepLabel } from '#shared/content/sop/step-label.ts';
import { fillText } from '#shared/content/text-store.ts';
import { FIXTURE_PAGES } from './fixture-pages.ts';
import { timerTone } from './model/timer.ts';
import { SopStepScreen } from './sop-step-screen.tsx';

/** The server's clock in these tests. */
const SERVER_NOW = 1_800_000_000_000;

const timer = (id: string, overrides: Partial<Timer> = {}): Timer => ({
  id,
  isActive: false,
  startTime: null,
  stopTime: null,
  extraMinutes: 0,
  extraReason: null,
  ...overrides,
});

/** The screen's own clock is `skewMs` off the server's. */
function setClock(skewMs: number) {
  vi.spyOn(Date, 'now').mockReturnValue(SERVER_NOW + skewMs);
}

function serve(timers: Timer[], events: DiaryEvent[] = []) {
  const state = { timers: [...timers] };
  const server = serveApi({
    'GET /api/time': () => ok({ now: SERVER_NOW }),
    'GET /api/step-videos': () => ok({ data: [] }),
    'GET /api/diary-events': () => ok(diaryPage(events)),
    'GET /api/timers/:eventId': () => ok({ data: state.timers }),
    'PUT /api/timers/:eventId/:stepId': ({ params, body }) => {
      const change = body as { isActive: boolean; startTime?: number };
      const page = params.stepId!.split('-')[0];
      const before = state.timers.find((one) => one.id === params.stepId);
      // The server stops the page's other step when one starts, and keeps a stopped step's start.
      state.timers = state.timers
        .filter((one) => one.id !== params.stepId)
        .map((one) =>
          change.isActive && one.isActive && one.id.startsWith(`${page}-`)
            ? { ...one, isActive: false, stopTime: change.startTime! }
            : one,
        );
      const changed = change.isActive
        ? timer(params.stepId!, { isActive: true, startTime: change.startTime! })
        : timer(params.stepId!, { ...before, isActive: false, stopTime: SERVER_NOW });
      state.timers.push(changed);
      return ok({ data: changed });
    },
  });
  return { ...server, state };
}

function show(step: SopStep, query = '') {
  return renderWithProviders(<SopStepScreen step={step} pages={FIXTURE_PAGES} />, {
    url: `/soplocked/${step}${query}`,
  });
}

/** The step's tile on the process timer dashboard: its time, state and Start/Stop. */
const bar = (stepId: string) => screen.getByTestId(`timer-${stepId}`);
/** The step's timer in its sub-step panel, beside the instructions. */
const stepBar = (stepId: string) => screen.getByTestId(`step-timer-${stepId}`);
const servingsBox = () => screen.getByRole('textbox', { name: new RegExp(en.servings.label) }) as HTMLInputElement;
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SOP step timers', () => {
  it('shows the same elapsed time on two screens whose clocks are minutes apart', async () => {
    const running = [timer('1-1', { isActive: true, startTime: SERVER_NOW - 125_000 })];
    serve(running);
    setClock(-3 * 60_000);
    const first = show('pitlighting', '?eventId=5');
    await waitFor(() => expect(within(bar('1-1')).getByRole('timer').textContent).toBe('02:05'));
    first.unmount();

    serve(running);
    setClock(7 * 60_000);
    show('pitlighting', '?eventId=5');
    await waitFor(() => expect(within(bar('1-1')).getByRole('timer').textContent).toBe('02:05'));
  });

  it('is green to 75 %, yellow above, red with OVERTIME! at 100 %: 200 minutes on a 15-minute step', async () => {
    expect(timerTone(675, 900)).toBe('green');
    expect(timerTone(676, 900)).toBe('yellow');
    expect(timerTone(899, 900)).toBe('yellow');
    expect(timerTone(900, 900)).toBe('red');

    setClock(0);
    serve([
      timer('1-1', { isActive: true, startTime: SERVER_NOW - 200 * 60_000 }),
      timer('2-2', { isActive: true, startTime: SERVER_NOW - 12 * 60_000 }),
    ]);
    show('pitlighting', '?eventId=5');
    await waitFor(() => expect(bar('1-1').dataset.tone).toBe('red'));
    expect(within(bar('1-1')).getByText(en.timer.overtime)).toBeTruthy();
    expect(within(bar('1-1')).getByRole('timer').textContent).toBe('3:20:00');
    // Announced once, on the dashboard; the sub-step panel shows it too.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(bar('1-1')).getByRole('alert').textContent).toBe(`${en.timer.overtime}${ml.timer.overtime}`);
    expect(within(stepBar('1-1')).getByText(en.timer.overtime)).toBeTruthy();
    // It flashes every 500 ms.
    await waitFor(() => expect(within(bar('1-1')).getByRole('alert').className).toContain('opacity-30'));
    expect(bar('1-2').dataset.tone).toBe('green');
  });

  it('adds a pit reading’s extra minutes to the allowed time and says why', async () => {
    setClock(0);
    serve([
      timer('1-3', {
        isActive: true,
        startTime: SERVER_NOW - 125 * 60_000,
        extraMinutes: 10,
        extraReason: 'kitchenRules.temperature.actions.doneCheckTenMore',
      }),
    ]);
    show('pitlighting', '?eventId=5');
    await waitFor(() => expect(bar('1-3').dataset.running).toBe('true'));
    expect(within(bar('1-3')).getByText(/\+10 min/)).toBeTruthy();
    expect(bar('1-3').dataset.tone).toBe('yellow');
    expect(within(bar('1-3')).getByText(fillText(en.timer.allowed, { minutes: '130' }))).toBeTruthy();
    expect(within(stepBar('1-3')).getByText(kitchenRulesEn.temperature.actions.doneCheckTenMore)).toBeTruthy();
    expect(within(stepBar('1-3')).getByText(kitchenRulesMl.temperature.actions.doneCheckTenMore)).toBeTruthy();
  });

  it('starting a step sends the server’s time; the step that ran shows stopped after the refetch', async () => {
    setClock(-90_000);
    const { calls } = serve([timer('1-1', { isActive: true, startTime: SERVER_NOW - 60_000 })]);
    show('pitlighting', '?eventId=5');
    await waitFor(() => expect(bar('1-1').dataset.running).toBe('true'));

    fireEvent.click(within(bar('1-2')).getByRole('button', { name: en.timer.start }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.path).toBe('/api/timers/5/1-2');
    expect(puts(calls)[0]!.body).toEqual({ isActive: true, startTime: SERVER_NOW });
    await waitFor(() => expect(bar('1-1').dataset.running).toBe('false'));
    expect(bar('1-2').dataset.running).toBe('true');
    expect(within(bar('1-1')).getByRole('button', { name: en.timer.start })).toBeTruthy();
  });

  it('a stopped step shows how long it took, not 00:00; a step never started says so', async () => {
    setClock(0);
    const { calls } = serve([
      timer('1-1', { isActive: true, startTime: SERVER_NOW - 754_000 }),
      timer('1-2', { startTime: SERVER_NOW - 3_600_000, stopTime: SERVER_NOW - 3_600_000 + 17 * 60_000 + 2_000 }),
    ]);
    show('pitlighting', '?eventId=5');
    await waitFor(() => expect(bar('1-1').dataset.running).toBe('true'));
    expect(within(bar('1-2')).getByRole('timer').textContent).toBe('17:02');
    expect(within(bar('1-2')).getByText(fillText(en.timer.took, { time: '17:02' }))).toBeTruthy();
    expect(within(bar('1-3')).getByRole('timer').textContent).toBe('00:00');
    expect(within(bar('1-3')).getByText(en.timer.notStarted)).toBeTruthy();

    fireEvent.click(within(bar('1-1')).getByRole('button', { name: en.timer.stop }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    // The stop carries the moment it was made, on the server's clock, as every change does.
    expect(puts(calls)[0]!.body).toEqual({ isActive: false });
    expect(Math.abs(Number(puts(calls)[0]!.headers['x-change-made-at']) - SERVER_NOW)).toBeLessThan(5_000);
    await waitFor(() => expect(bar('1-1').dataset.running).toBe('false'));
    expect(within(bar('1-1')).getByRole('timer').textContent).toBe('12:34');
    expect(within(bar('1-1')).getByText(fillText(en.timer.took, { time: '12:34' }))).toBeTruthy();
    expect(within(stepBar('1-1')).getByRole('timer').textContent).toBe('12:34');
    expect(within(stepBar('1-1')).getByText(fillText(en.timer.took, { time: '12:34' }))).toBeTruthy();
  });

  it('starts the step named by startTimer in the address once', async () => {
    setClock(0);
    const { calls } = serve([]);
    const { queryClient } = show('pitlighting', '?eventId=5&startTimer=1-2');
    await waitFor(() => expect(bar('1-2').dataset.running).toBe('true'));
    await settled(queryClient);
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.body).toEqual({ isActive: true, startTime: SERVER_NOW });
  });

  it('with an eventId and no startTimer adopts the event’s running timer of this page', async () => {
    setClock(0);
    const { calls } = serve([
      timer('2-1', { isActive: true, startTime: SERVER_NOW - 600_000 }),
      timer('1-3', { isActive: true, startTime: SERVER_NOW - 60_000 }),
    ]);
    show('pitlighting', '?eventId=5');
    await waitFor(() => expect(bar('1-3').dataset.running).toBe('true'));
    expect(within(bar('1-3')).getByRole('timer').textContent).toBe('01:00');
    expect(screen.getByText(en.topBar.eventId).parentElement?.nextElementSibling?.textContent).toBe('5');
    // Step 1-3 of the pit page, the guide's third page, reads 3.3.
    expect(screen.getByTestId('active-timer').textContent).toBe('3.3');
    expect(screen.getByRole('button', { name: en.topBar.backToTasks })).toBeTruthy();
    expect(screen.getByRole('img', { name: en.timer.running })).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it('Back to To-Do List on a tab opened on the page goes to the event’s task list, not a blank page', async () => {
    serve([]);
    /** Where the router is now. */
    function Address() {
      const here = useLocation();
      return <output data-testid="address">{`${here.pathname}${here.search}`}</output>;
    }
    renderWithProviders(
      <>
        <SopStepScreen step="pitlighting" pages={FIXTURE_PAGES} />
        <Address />
      </>,
      { url: '/soplocked/pitlighting?eventId=5' },
    );
    fireEvent.click(screen.getByRole('button', { name: en.topBar.backToTasks }));
    expect(screen.getByTestId('address').textContent).toBe('/roadmap?tab=diary&event=5');
  });

  it('shows the public /sop path as a footer link, in both languages', () => {
    serve([]);
    show('pitlighting');
    const footer = screen.getByRole('contentinfo', { name: en.footer.label });
    const link = within(footer).getByRole('link');
    expect(link.getAttribute('href')).toBe('/sop');
    expect(link.textContent).toContain(en.footer.sopLink);
    expect(link.textContent).toContain(ml.footer.sopLink);
  });

  it('without an eventId offers today’s and coming events to attach to, and says why', async () => {
    const today = todayInKerala();
    const { calls } = serve(
      [],
      [
        makeDiaryEvent({ id: 3, title: 'Last week', date: addDays(today, -7) }),
        makeDiaryEvent({ id: 4, title: 'Wedding', date: today }),
        makeDiaryEvent({ id: 6, title: 'Party', date: addDays(today, 3) }),
      ],
    );
    show('pitlighting');
    const offer = screen.getByRole('region', { name: en.attach.title });
    expect(within(offer).getByText(en.attach.why)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.topBar.backToTasks })).toBeNull();
    const starts = screen.getAllByRole('button', { name: en.timer.start });
    expect(starts.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await within(offer).findByRole('button', { name: /Use Wedding/ });
    expect(within(offer).getByRole('button', { name: /Use Party/ })).toBeTruthy();
    expect(within(offer).queryByRole('button', { name: /Last week/ })).toBeNull();

    fireEvent.click(within(offer).getByRole('button', { name: /Use Wedding/ }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/timers/4')).toBe(true));
    expect(screen.queryByRole('region', { name: en.attach.title })).toBeNull();
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: en.timer.start }).some((b) => (b as HTMLButtonElement).disabled),
      ).toBe(false),
    );
  });
});

describe('SOP step page', () => {
  it('servings 40 double the meat masala quantities; unscaled panels and words stay', async () => {
    serve([]);
    show('meatmasala');
    const ingredients = screen.getByRole('heading', { name: /Masala Ingredients/ }).closest('section')!;
    expect(within(ingredients).getByText('160.0 g')).toBeTruthy();
    const more = screen.getByRole('button', { name: en.servings.more });
    for (let i = 0; i < 4; i++) fireEvent.click(more);
    expect(servingsBox().value).toBe('40');
    expect(within(ingredients).getByText('320.0 g')).toBeTruthy();
    expect(within(ingredients).getByText('16.0 kg')).toBeTruthy();
    expect(within(ingredients).getByText('as needed')).toBeTruthy();
    const tools = screen.getByRole('heading', { name: /Tools/ }).closest('section')!;
    expect(within(tools).getByText('2 pieces')).toBeTruthy();

    const less = screen.getByRole('button', { name: en.servings.less });
    for (let i = 0; i < 10; i++) fireEvent.click(less);
    expect(servingsBox().value).toBe('1');
    expect((less as HTMLButtonElement).disabled).toBe(true);
    // One serving is a small batch, cooked as the 20-serving recipe, as the recipe calculator says.
    expect(within(ingredients).getByText('160.0 g')).toBeTruthy();
    expect(within(ingredients).getByText('8.0 kg')).toBeTruthy();
    expect(screen.getByText(fillText(en.servings.smallBatch, { max: 13, base: 20 }))).toBeTruthy();
  });

  it('takes servings typed as whole people, and refuses anything else in place, showing no amounts for it', async () => {
    serve([]);
    show('meatmasala');
    const ingredients = screen.getByRole('heading', { name: /Masala Ingredients/ }).closest('section')!;
    fireEvent.change(servingsBox(), { target: { value: '137' } });
    expect(within(ingredients).getByText('1096.0 g')).toBeTruthy();
    for (const typed of ['-5', '2.5', '1e3', '0', '12345678901234567890', 'abc']) {
      fireEvent.change(servingsBox(), { target: { value: typed } });
      expect(screen.getByRole('alert').textContent, typed).not.toBe('');
      // No amount stands under a value that was not taken: not 137's, not a truncated count's.
      expect(within(ingredients).queryByText(/\d+(\.\d+)? (g|kg)$/), typed).toBeNull();
      expect(
        within(ingredients)
          .getAllByTestId('quantity')
          .map((one) => one.textContent),
        typed,
      ).toEqual(['—', '—', '—']);
      expect(within(ingredients).getByRole('status').textContent, typed).toContain(en.servings.hidden);
      // The panels that do not scale keep their quantities.
      const tools = screen.getByRole('heading', { name: /Tools/ }).closest('section')!;
      expect(within(tools).getByText('2 pieces'), typed).toBeTruthy();
    }
    fireEvent.change(servingsBox(), { target: { value: '20' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(ingredients).getByText('160.0 g')).toBeTruthy();
  });

  it('with the real content: 40 servings double the meat masala page’s scaled quantities', () => {
    serve([]);
    renderWithProviders(<SopStepScreen step="meatmasala" pages={SOP_PAGES} />, {
      url: '/soplocked/meatmasala',
    });
    const scaled = SOP_PAGES.meatmasala.itemPanels.filter((panel) => panel.scales).flatMap((panel) => panel.items);
    const mutton = scaled.find((item) => item.name.en === 'Mutton')!;
    expect(screen.getByText('8.0 kg')).toBeTruthy();
    const more = screen.getByRole('button', { name: en.servings.more });
    for (let i = 0; i < 4; i++) fireEvent.click(more);
    expect(mutton.ingredient).toEqual({ quantity: 8, unit: 'kg', scaling: 'linear' });
    expect(screen.getByText('16.0 kg')).toBeTruthy();
    expect(screen.getAllByText('320.0 g').length).toBeGreaterThan(0);
  });

  it('follows the recipe book’s newest published collection: the owner’s new quantities reach the guide, as the calculator shows them', async () => {
    const server = serve([]);
    const written = SOP_PAGES.meatmasala.itemPanels.flatMap((panel) => panel.items);
    expect(written.find((item) => item.name.en === 'Mutton')!.ingredient?.quantity).toBe(8);
    const march = RECIPE_COLLECTIONS.at(-1)!;
    const newer = structuredClone(march.recipes).map((recipe) => ({ ...recipe, version: 1 }));
    const meat = newer.find((recipe) => recipe.key === 'mandiMeat')!;
    meat.ingredients.find((one) => one.name.en === 'Mutton')!.quantity = 10;
    const summary = { id: 9, date: '2025-04-01', name: march.name, badge: march.badge, createdBy: 'owner' };
    server.routes['GET /api/recipes/collections'] = () =>
      ok({
        data: [
          { ...summary, status: 'published' },
          { ...summary, id: 10, date: '2025-05-01', status: 'draft' },
        ],
      });
    server.routes['GET /api/recipes/collections/:id'] = ({ params }) =>
      params.id === '9' ? ok({ data: { ...summary, status: 'published', recipes: newer } }) : ok({});
    renderWithProviders(<SopStepScreen step="meatmasala" pages={SOP_PAGES} />, { url: '/soplocked/meatmasala' });
    const mutton = () => screen.getByText('Mutton').closest('li')!;
    await waitFor(() => expect(within(mutton()).getByTestId('quantity').textContent).toBe('10.0 kg'));
    const calculatorMutton = meat.ingredients.find((one) => one.name.en === 'Mutton')!;
    fireEvent.change(servingsBox(), { target: { value: '37' } });
    expect(within(mutton()).getByTestId('quantity').textContent).toBe(
      ingredientText(calculatorMutton, 37, meat.baseServings, 'en'),
    );
    expect(within(mutton()).getByTestId('quantity').textContent).toBe('18.5 kg');
  });

  it('with the real content: one serving of rice writes grams as the calculator does and counts dried limes whole', () => {
    serve([]);
    renderWithProviders(<SopStepScreen step="riceprep" pages={SOP_PAGES} />, {
      url: '/soplocked/riceprep',
    });
    // One serving is a small batch: the 20-serving amounts, as the recipe calculator gives them.
    fireEvent.change(servingsBox(), { target: { value: '1' } });
    const limes = screen.getByText('Dried lime (loomi)').closest('li')!;
    expect(within(limes).getByText('8 pieces')).toBeTruthy();
    expect(within(limes).getByText('8 എണ്ണം')).toBeTruthy();
    const saffron = screen.getByText('Saffron').closest('li')!;
    expect(within(saffron).getByTestId('quantity').textContent).toBe('1.0 g');
    // 30 servings: 12 dried limes, whole; saffron 1.5 g.
    fireEvent.change(servingsBox(), { target: { value: '30' } });
    expect(within(limes).getByText('12 pieces')).toBeTruthy();
    expect(within(saffron).getByTestId('quantity').textContent).toBe('1.5 g');
  });

  it('renders every real page with all its sub-steps', () => {
    serve([]);
    for (const step of SOP_STEPS) {
      const view = renderWithProviders(<SopStepScreen step={step} pages={SOP_PAGES} />, {
        url: `/soplocked/${step}`,
      });
      const labels = screen
        .getAllByTestId('sub-step-header')
        .map((header) => header.querySelector('span')?.textContent);
      expect(labels).toEqual(SOP_PAGES[step].subSteps.map((subStep) => stepLabel(subStep.id)));
      view.unmount();
    }
    expect(SOP_PAGES.finalcooking.subSteps).toHaveLength(8);
  });

  it('keeps the screen awake while a timer runs, again when it becomes visible, and lets go when it stops', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      setClock(0);
      serve([timer('1-1', { isActive: true, startTime: SERVER_NOW - 60_000 })]);
      show('pitlighting', '?eventId=5');
      await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(request).toHaveBeenCalledTimes(2));

      fireEvent.click(within(bar('1-1')).getByRole('button', { name: en.timer.stop }));
      await waitFor(() => expect(release).toHaveBeenCalled());
      expect(screen.queryByText(en.wakeLock.unsupported)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('says once where the browser cannot keep the screen on', async () => {
    setClock(0);
    serve([timer('1-1', { isActive: true, startTime: SERVER_NOW - 60_000 })]);
    const view = show('pitlighting', '?eventId=5');
    const note = await screen.findByText(en.wakeLock.unsupported);
    fireEvent.click(within(note).getByRole('button', { name: en.wakeLock.dismiss }));
    expect(screen.queryByText(en.wakeLock.unsupported)).toBeNull();
    view.unmount();
    show('pitlighting', '?eventId=5');
    await waitFor(() => expect(bar('1-1').dataset.running).toBe('true'));
    expect(screen.queryByText(en.wakeLock.unsupported)).toBeNull();
  });

  it('shows every text in both languages, Malayalam first when chosen', async () => {
    await switchLanguage('ml');
    serve([]);
    show('pitlighting', '?eventId=5');
    const heading = screen.getByRole('heading', { level: 1 });
    const [first, second] = heading.querySelectorAll('[lang]');
    expect(first?.textContent).toBe('കുഴി തയ്യാറാക്കൽ');
    expect(second?.textContent).toBe('Pit Preparation');
    expect(screen.getAllByText('Do part A of step 1-1 (മ)')).toHaveLength(1);
    expect(screen.getAllByText('Do part A of step 1-1')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: ml.timer.start })).toHaveLength(4);
    expect(screen.getAllByText(ml.step.videoNotAvailable)).toHaveLength(4);
    expect(screen.getByRole('link', { name: `${ml.nav.previous}: ഇറച്ചി മസാല` })).toBeTruthy();
    expect(screen.getByRole('link', { name: ml.nav.home }).getAttribute('href')).toBe('/soplocked');
    expect(screen.getByRole('button', { name: ml.topBar.backToTasks })).toBeTruthy();
  });

  it('puts every timed step on the process timer dashboard, its only Start; the sub-step panels show its time', async () => {
    setClock(0);
    serve([]);
    show('meatmasala', '?eventId=5');
    const dashboard = screen.getByRole('region', { name: new RegExp(en.dashboard.title) });
    const tiles = within(dashboard).getAllByRole('article');
    expect(tiles.map((tile) => tile.dataset.testid)).toEqual(
      FIXTURE_PAGES.meatmasala.subSteps.map((sub) => `timer-${sub.id}`),
    );
    expect(within(tiles[0]!).getByText('2.1')).toBeTruthy();
    expect(within(tiles[0]!).getByText(fillText(en.timer.allowed, { minutes: 20 }))).toBeTruthy();
    expect(within(tiles[0]!).getByText(en.timer.notStarted)).toBeTruthy();
    await waitFor(() => expect(within(tiles[0]!).getByRole('button', { name: en.timer.start })).toBeTruthy());
    // Each control once: the six Starts are the tiles'.
    expect(screen.getAllByRole('button', { name: en.timer.start })).toHaveLength(6);
    expect(within(stepBar('3-1')).queryByRole('button')).toBeNull();
    // The dashboard comes first under the top bar, before the sub-step panels.
    const topBar = screen.getByTestId('sop-top-bar');
    expect(topBar.nextElementSibling).toBe(dashboard);
  });

  it('shows the guide’s controls in both languages, the screen’s language naming them', async () => {
    setClock(0);
    serve([timer('3-2', { isActive: true, startTime: SERVER_NOW - 60_000 })]);
    show('meatmasala', '?eventId=5');
    await waitFor(() => expect(bar('3-2').dataset.running).toBe('true'));
    const both = (element: HTMLElement, english: string, malayalam: string) => {
      expect(within(element).getByText(english).getAttribute('lang')).toBe('en');
      expect(within(element).getByText(malayalam).getAttribute('lang')).toBe('ml');
    };
    both(bar('3-1'), en.timer.start, ml.timer.start);
    both(bar('3-1'), en.timer.notStarted, ml.timer.notStarted);
    both(bar('3-1'), fillText(en.timer.allowed, { minutes: 20 }), fillText(ml.timer.allowed, { minutes: 20 }));
    both(bar('3-2'), en.timer.stop, ml.timer.stop);
    both(bar('3-2'), en.timer.inProgress, ml.timer.inProgress);
    const topBar = screen.getByTestId('sop-top-bar');
    both(topBar, en.topBar.backToTasks, ml.topBar.backToTasks);
    both(topBar, en.topBar.fullScreen, ml.topBar.fullScreen);
    expect(within(topBar).getByRole('button', { name: en.topBar.signOut })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: en.nav.label });
    both(nav, en.nav.home, ml.nav.home);
    both(nav, 'Previous: Day-before Setup', 'മുമ്പത്തേത്: തലേദിവസത്തെ ഒരുക്കം');
    both(nav, 'Next: Pit Preparation', 'അടുത്തത്: കുഴി തയ്യാറാക്കൽ');
    expect(servingsBox()).toBe(screen.getByRole('textbox', { name: `${en.servings.label} · ${ml.servings.label}` }));
    expect(screen.getByText(fillText(ml.servings.people, { count: 20 }))).toBeTruthy();
    // The button is named once, in the screen's language.
    expect(within(bar('3-2')).getByRole('button', { name: en.timer.stop })).toBeTruthy();
  });

  it('carries the language switch and Sign out once each, the event and full screen behind More on a small screen', () => {
    serve([]);
    show('pitlighting', '?eventId=5');
    expect(screen.getAllByRole('group', { name: 'Language' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: new RegExp(en.topBar.signOut) })).toHaveLength(1);
    const more = screen.getByRole('button', { name: en.topBar.more });
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(panel.className).toMatch(/(^| )hidden( |$)/);
    expect(within(panel).getByRole('button', { name: new RegExp(en.topBar.signOut) })).toBeTruthy();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toMatch(/(^| )hidden( |$)/);
  });

  it('numbers sub-steps by their page’s place in the guide: setup, Step 1, shows 1.1 to 1.4', () => {
    serve([]);
    renderWithProviders(<SopStepScreen step="setup" pages={SOP_PAGES} />, {
      url: '/soplocked/setup',
    });
    const labels = screen.getAllByTestId('sub-step-header').map((header) => header.querySelector('span')?.textContent);
    expect(labels).toEqual(['1.1', '1.2', '1.3', '1.4']);
    const dashboard = screen.getByRole('region', { name: new RegExp(en.dashboard.title) });
    for (const label of labels) expect(within(dashboard).getByText(label!)).toBeTruthy();
    expect(screen.queryByText('2-1')).toBeNull();
  });

  it('walks the pages in order: setup’s Next reads Next: Meat Prep, chutney goes back home; eight sub-steps show', () => {
    serve([]);
    const setup = show('setup');
    const nav = screen.getByRole('navigation', { name: en.nav.label });
    expect(within(nav).getByRole('link', { name: en.nav.nextMeatPrep }).getAttribute('href')).toBe(
      '/soplocked/meatmasala',
    );
    expect(within(nav).getByRole('link', { name: en.nav.backHome }).getAttribute('href')).toBe('/soplocked');
    setup.unmount();

    show('chutneyprep');
    const last = screen.getByRole('navigation', { name: en.nav.label });
    expect(within(last).getByRole('link', { name: 'Previous: Final Cooking' }).getAttribute('href')).toBe(
      '/soplocked/finalcooking',
    );
    expect(within(last).getByRole('link', { name: en.nav.home }).getAttribute('href')).toBe('/soplocked');
    expect(within(last).getByRole('link', { name: en.nav.backHome }).getAttribute('href')).toBe('/soplocked');
    const labels = screen.getAllByTestId('sub-step-header').map((header) => header.querySelector('span')?.textContent);
    expect(labels).toEqual(Array.from({ length: 8 }, (_, n) => `6.${n + 1}`));
  });
});
