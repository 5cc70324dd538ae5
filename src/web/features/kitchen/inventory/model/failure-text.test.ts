import { describe, expect, it } from 'vitest';
import { withReason } from './failure-text.ts';

describe('a failed action’s words', () => {
  it('puts the reason after the title when there is one', () => {
    expect(withReason('Failed to export data', 'Unable to connect')).toBe('Failed to export data: Unable to connect');
    expect(withReason('Failed to export data', '')).toBe('Failed to export data');
  });
});
