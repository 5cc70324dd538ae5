import { describe, expect, it } from 'vitest';
import { boardDay } from './board-day.ts';

describe("the board event's day", () => {
  it('is today or tomorrow', () => {
    expect(boardDay('2026-11-28', '2026-11-28')).toEqual({ word: 'today' });
    expect(boardDay('2026-11-29', '2026-11-28')).toEqual({ word: 'tomorrow' });
  });

  it('counts the days to a later event, across a month and a year', () => {
    expect(boardDay('2026-11-30', '2026-11-28')).toEqual({ word: 'inDays', count: 2 });
    expect(boardDay('2026-12-05', '2026-11-28')).toEqual({ word: 'inDays', count: 7 });
    expect(boardDay('2027-01-02', '2026-12-31')).toEqual({ word: 'inDays', count: 2 });
  });

  it('is past for any earlier day', () => {
    expect(boardDay('2026-11-27', '2026-11-28')).toEqual({ word: 'past' });
    expect(boardDay('2025-11-28', '2026-11-28')).toEqual({ word: 'past' });
  });
});
