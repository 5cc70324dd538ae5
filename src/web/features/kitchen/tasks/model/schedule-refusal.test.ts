import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { scheduleRefusalOf } from './schedule-refusal.ts';

describe('a refused schedule change', () => {
  it('goes back to the form when it names the delivery time', () => {
    expect(scheduleRefusalOf(new ApiError(400, 'bad time', 'x', {}, 'deliveryTime'))).toBe('time');
  });

  it('is stale on a 409, whatever it names', () => {
    expect(scheduleRefusalOf(new ApiError(409, 'changed'))).toBe('stale');
  });

  it('is any other failure otherwise: another field, another status, no reply at all', () => {
    expect(scheduleRefusalOf(new ApiError(400, 'bad', 'x', {}, 'version'))).toBe('other');
    expect(scheduleRefusalOf(new ApiError(500, 'down'))).toBe('other');
    expect(scheduleRefusalOf(new ApiError(0, 'offline'))).toBe('other');
    expect(scheduleRefusalOf(new Error('boom'))).toBe('other');
  });
});
