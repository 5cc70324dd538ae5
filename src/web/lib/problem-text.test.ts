import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coreEn } from '#shared/content/locales/core.en.ts';
import { kitchenRulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import { ml } from '#shared/content/locales/ml.ts';
import { fillText } from '#shared/content/text-store.ts';
import { switchLanguage } from '#web/test/language.ts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-client.ts';
import { describeFailure, problemText, useProblemText } from './problem-text.ts';

const alreadyStarted = () =>
  new ApiError(409, 'Already started', 'kitchenRules.tasks.alreadyStarted', {
    name: 'Anil',
    time: '2026-11-23T03:15:00.000Z',
  });
const unreachable = () => new ApiError(NETWORK_ERROR_STATUS, 'Unable to connect to server');

describe('problemText', () => {
  it('words a refusal from its key, with times as the clock in Kerala', () => {
    const text = problemText(alreadyStarted(), 'fallback');
    expect(text).toContain('Anil');
    expect(text).toContain('08:45');
    expect(text).not.toContain('2026-11-23T');
  });

  it('says the server cannot be reached, in one text for every screen', () => {
    expect(problemText(unreachable(), 'Failed to save')).toBe(coreEn.common.unableToConnect);
  });

  it('falls back to the action’s own message for failures it cannot word', () => {
    expect(problemText(new ApiError(500, 'boom'), 'Failed to save')).toBe('Failed to save');
    expect(problemText(new ApiError(400, 'Invalid name', 'refusals.notKnownHere'), 'Failed to save')).toBe(
      'Failed to save',
    );
    expect(problemText(new TypeError('x is undefined'), 'Failed to save')).toBe('Failed to save');
  });

  it('speaks the screen’s language, and the hook’s words change with it', async () => {
    const { result, rerender } = renderHook(() => useProblemText());
    expect(result.current(unreachable(), '')).toBe(coreEn.common.unableToConnect);
    await switchLanguage('ml');
    rerender();
    expect(result.current(unreachable(), '')).toBe(ml.common.unableToConnect);
    expect(result.current(alreadyStarted(), '')).toBe(
      fillText(kitchenRulesMl.tasks.alreadyStarted, { name: 'Anil', time: '08:45' }),
    );
  });
});

describe('describeFailure', () => {
  it('titles a failure with the action, beside the refusal worded by its key', () => {
    expect(describeFailure(alreadyStarted(), 'Could not save')).toEqual({
      title: 'Could not save',
      detail: problemText(alreadyStarted(), ''),
    });
  });

  it('shows the server’s own sentence for the caller’s faults it names by no key', () => {
    expect(describeFailure(new ApiError(409, 'That code is taken'), 'Could not save')).toEqual({
      title: 'Could not save',
      detail: 'That code is taken',
    });
  });

  it('says no more than the title for the server’s own faults, and only that it is unreachable when it is', () => {
    expect(describeFailure(new ApiError(500, 'Something went wrong'), 'Could not save')).toEqual({
      title: 'Could not save',
    });
    expect(describeFailure(unreachable(), 'Could not save')).toEqual({ title: coreEn.common.unableToConnect });
  });
});
