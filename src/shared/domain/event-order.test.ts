import { describe, expect, it } from 'vitest';
import { newestFirst, upcomingEvents } from './event-order.ts';

const event = (id: number, createdAt: string, more: { isActive?: boolean; date?: string } = {}) => ({
  id,
  createdAt,
  isActive: more.isActive ?? true,
  date: more.date ?? '2026-12-06',
});

describe('event order', () => {
  it('puts the newest first, ties by newest id', () => {
    const events = [event(10, '2026-01-01'), event(11, '2026-01-01'), event(13, '2026-02-01')];
    expect(newestFirst(events).map((e) => e.id)).toEqual([13, 11, 10]);
  });

  it('offers active events dated today or later only', () => {
    const events = [
      event(10, '2026-01-01'),
      event(12, '2026-03-01', { isActive: false }),
      event(20, '2026-01-02', { date: '2026-11-23' }),
      event(21, '2026-01-03', { date: '2026-11-22' }),
      event(22, '2026-01-04', { date: 'Next Sunday' }),
    ];
    expect(upcomingEvents(events, '2026-11-23').map((e) => e.id)).toEqual([20, 10]);
  });
});
