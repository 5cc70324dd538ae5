import { describe, expect, it } from 'vitest';
import { firstBookable, newestFirst, soonestFirst, upcomingEvents } from './event-order.ts';

const event = (id: number, createdAt: string, more: { isActive?: boolean; date?: string } = {}) => ({
  id,
  createdAt,
  isActive: more.isActive ?? true,
  date: more.date ?? '2026-12-06',
});

describe('event order', () => {
  it('puts the newest first for the admin, ties by newest id', () => {
    const events = [event(10, '2026-01-01'), event(11, '2026-01-01'), event(13, '2026-02-01')];
    expect(newestFirst(events).map((e) => e.id)).toEqual([13, 11, 10]);
  });

  it('puts the soonest date first, then the newest created, then the higher id', () => {
    const events = [
      event(30, '2026-03-01', { date: '2026-12-20' }),
      event(31, '2026-01-01', { date: '2026-12-06' }),
      event(32, '2026-02-01', { date: '2026-12-06' }),
      event(29, '2026-02-01', { date: '2026-12-06' }),
    ];
    expect(soonestFirst(events).map((e) => e.id)).toEqual([32, 29, 31, 30]);
  });

  it('offers active events dated today or later only, soonest first', () => {
    const events = [
      event(10, '2026-01-01'),
      event(12, '2026-03-01', { isActive: false }),
      event(20, '2026-01-02', { date: '2026-11-23' }),
      event(21, '2026-01-03', { date: '2026-11-22' }),
      event(22, '2026-01-04', { date: 'Next Sunday' }),
    ];
    expect(upcomingEvents(events, '2026-11-23').map((e) => e.id)).toEqual([20, 10]);
  });

  it('opens the soonest event with a free slot: a sold-out one does not block the next', () => {
    const events = [event(1, 'a'), event(2, 'b'), event(3, 'c')];
    const free: Record<number, number> = { 1: 0, 2: 46, 3: 10 };
    expect(firstBookable(events, (e) => free[e.id])?.id).toBe(2);
    expect(firstBookable(events, () => 0)).toBeUndefined();
    expect(firstBookable(events, (e) => (e.id === 1 ? undefined : 0))?.id).toBe(1);
  });
});
