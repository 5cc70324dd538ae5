import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSeenOnce } from './seen-once.ts';

describe('a note shown once on this device', () => {
  afterEach(() => localStorage.clear());

  it('is unseen until marked, and stays seen on the next visit', () => {
    const first = renderHook(() => useSeenOnce('test.note'));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    first.unmount();
    expect(renderHook(() => useSeenOnce('test.note')).result.current[0]).toBe(true);
    expect(renderHook(() => useSeenOnce('test.other')).result.current[0]).toBe(false);
  });
});
