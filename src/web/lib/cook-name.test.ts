import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COOK_NAME_KEY, EARLIER_CUTLETS_KEY, rememberedName, rememberName, useCookName } from './cook-name.ts';

describe('the cook’s name on a shared tablet', () => {
  afterEach(() => localStorage.clear());

  it('is one name: typed on the task board, it is the cutlet checklist’s worker, and back', () => {
    rememberName('  Anil ');
    const { result } = renderHook(() => useCookName());
    expect(result.current[0]).toBe('Anil');
    act(() => result.current[1]('Bala'));
    expect(rememberedName()).toBe('Bala');
    expect(localStorage.getItem(COOK_NAME_KEY)).toBe('Bala');
  });

  it('takes the name the cutlet checklist kept before once, and clears the old key', () => {
    localStorage.setItem(EARLIER_CUTLETS_KEY, 'Chandran');
    expect(rememberedName()).toBe('Chandran');
    expect(localStorage.getItem(EARLIER_CUTLETS_KEY)).toBeNull();
    expect(localStorage.getItem(COOK_NAME_KEY)).toBe('Chandran');
    rememberName('Deepa');
    expect(rememberedName()).toBe('Deepa');
  });

  it('keeps a name typed since over the old key, and still clears the old key', () => {
    rememberName('Esha');
    localStorage.setItem(EARLIER_CUTLETS_KEY, 'Chandran');
    expect(rememberedName()).toBe('Esha');
    expect(localStorage.getItem(EARLIER_CUTLETS_KEY)).toBeNull();
  });
});
