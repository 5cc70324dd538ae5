import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CutletDay } from '#shared/schemas/cutlets.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { laterDay, showChangedDay } from './update-cutlet-day.ts';

const day = (version: number, frozenCutlets: number, date = '2026-11-24') =>
  ({ date, version, values: { frozenCutlets } }) as unknown as CutletDay;

describe('the day a screen shows', () => {
  it('keeps the newer version whatever order the answers arrive in', () => {
    const newer = day(5, 20);
    expect(laterDay(newer, day(4, 16))).toBe(newer);
    expect(laterDay(day(4, 16), newer)).toEqual(newer);
    expect(laterDay(undefined, newer)).toEqual(newer);
    // The same version again keeps the data it holds (nothing re-renders).
    const same = day(5, 20);
    expect(laterDay(newer, same)).toBe(newer);
  });

  it('does not let a change answered late replace a newer day in the cache', async () => {
    const queryClient = new QueryClient();
    const key = queryKeys.cutlets.day('2026-11-24');
    await showChangedDay(queryClient, day(3, 20));
    await showChangedDay(queryClient, day(2, 16));
    expect(queryClient.getQueryData<CutletDay>(key)!.values.frozenCutlets).toBe(20);
    await showChangedDay(queryClient, day(4, 30));
    expect(queryClient.getQueryData<CutletDay>(key)!.values.frozenCutlets).toBe(30);
  });
});
