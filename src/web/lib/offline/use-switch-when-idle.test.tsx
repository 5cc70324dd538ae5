import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_SWITCH_MS, useSwitchWhenIdle } from './use-switch-when-idle.ts';

describe('a waiting new version on a screen left idle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is taken once nobody has touched the screen for the idle time', () => {
    const reload = vi.fn();
    renderHook(() => useSwitchWhenIdle(true, reload));
    act(() => vi.advanceTimersByTime(IDLE_SWITCH_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits again after every touch or key', () => {
    const reload = vi.fn();
    renderHook(() => useSwitchWhenIdle(true, reload));
    act(() => vi.advanceTimersByTime(IDLE_SWITCH_MS - 1000));
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    act(() => vi.advanceTimersByTime(IDLE_SWITCH_MS - 1000));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never switches under an open dialog or a field in use', () => {
    const reload = vi.fn();
    document.body.innerHTML = '<div role="dialog">Who is doing this?</div><input id="name" />';
    renderHook(() => useSwitchWhenIdle(true, reload));
    act(() => vi.advanceTimersByTime(IDLE_SWITCH_MS * 3));
    expect(reload).not.toHaveBeenCalled();
    document.querySelector('[role="dialog"]')!.remove();
    (document.getElementById('name') as HTMLInputElement).focus();
    act(() => vi.advanceTimersByTime(IDLE_SWITCH_MS * 3));
    expect(reload).not.toHaveBeenCalled();
    (document.getElementById('name') as HTMLInputElement).blur();
    act(() => vi.advanceTimersByTime(IDLE_SWITCH_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing while no new version waits', () => {
    const reload = vi.fn();
    renderHook(() => useSwitchWhenIdle(false, reload));
    act(() => vi.advanceTimersByTime(IDLE_SWITCH_MS * 2));
    expect(reload).not.toHaveBeenCalled();
  });
});
