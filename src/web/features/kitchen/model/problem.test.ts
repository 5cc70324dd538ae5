import { i18n } from '#web/lib/i18n.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { problemText } from './problem.ts';

describe('problemText', () => {
  it('words a rule refusal from its key, with times as the clock in Kerala', () => {
    const refusal = new ApiError(409, 'Already started', 'kitchenRules.tasks.alreadyStarted', {
      name: 'Anil',
      time: '2026-11-23T03:15:00.000Z',
    });
    const text = problemText(refusal, 'fallback', i18n.t, (key) => i18n.exists(key));
    expect(text).toContain('Anil');
    expect(text).toContain('08:45');
    expect(text).not.toContain('2026-11-23T');
  });

  it('falls back to the action’s own message for refusals it cannot word', () => {
    expect(problemText(new ApiError(500, 'boom'), 'Failed to save', i18n.t, (key) => i18n.exists(key))).toBe(
      'Failed to save',
    );
  });
});
