import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitchenRulesEn } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { sopEn as en } from '#shared/content/locales/sop.en.ts';
import { sopMl as ml } from '#shared/content/locales/sop.ml.ts';
import { TIMER_START_KEY } from '#shared/domain/kitchen/limits.ts';
import { fail, ok, serveApi, type Reply } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { FIXTURE_PAGES } from './fixture-pages.ts';
import { SopStepScreen } from './sop-step-screen.tsx';

const SERVER_NOW = 1_800_000_000_000;

function serve(put: () => Reply) {
  vi.spyOn(Date, 'now').mockReturnValue(SERVER_NOW);
  return serveApi({
    'GET /api/time': () => ok({ now: SERVER_NOW }),
    'GET /api/step-videos': () => ok({ data: [] }),
    'GET /api/diary-events': () => ok({ data: [], page: 1, pageSize: 50, total: 0 }),
    'GET /api/timers/:eventId': () => ok({ data: [] }),
    'PUT /api/timers/:eventId/:stepId': put,
  });
}

/** Opens the pit page of event 5 and presses the second step's Start. */
async function pressStart(label: string) {
  renderWithProviders(<SopStepScreen step="pitlighting" pages={FIXTURE_PAGES} />, {
    url: '/soplocked/pitlighting?eventId=5',
  });
  const starts = await screen.findAllByRole('button', { name: label });
  await vi.waitFor(() => expect((starts[1] as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(starts[1]!);
}

const startRefused = () => fail(400, kitchenRulesEn.limits.timerStart, TIMER_START_KEY);

describe('a timer start the server refuses', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("says why in the screen's language: English", async () => {
    serve(startRefused);
    await pressStart(en.timer.start);
    expect((await screen.findByRole('alert')).textContent).toBe(kitchenRulesEn.limits.timerStart);
  });

  it('Malayalam, never the English sentence the server sent', async () => {
    await switchLanguage('ml');
    serve(startRefused);
    await pressStart(ml.timer.start);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(kitchenRulesMl.limits.timerStart);
    expect(alert.textContent).not.toContain(kitchenRulesEn.limits.timerStart);
  });

  it('a refusal without a code it knows keeps the general message', async () => {
    serve(() => fail(400, 'Invalid isActive: bad value', 'refusals.notKnownHere'));
    await pressStart(en.timer.start);
    expect((await screen.findByRole('alert')).textContent).toBe(en.timer.failed);
  });
});
