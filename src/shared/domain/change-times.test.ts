import { describe, expect, it } from 'vitest';
import {
  ARRIVED_LATE_MS,
  lateArrival,
  MADE_AT_MAX_AGE_MS,
  MADE_AT_MAX_AHEAD_MS,
  MADE_AT_REFUSALS,
  readMadeAt,
} from './change-times.ts';

const NOW = Date.parse('2026-12-20T04:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('when a change was made', () => {
  it('is its arrival when it carries no time (sent online)', () => {
    expect(readMadeAt(undefined, NOW)).toEqual({ ok: true, times: { madeAt: iso(NOW), arrivedAt: iso(NOW) } });
  });

  it('is the time it carries, from a moment ago back to a day ago, with its arrival beside it', () => {
    for (const ago of [1, 60_000, 5 * 60_000, 3 * 3_600_000, MADE_AT_MAX_AGE_MS]) {
      expect(readMadeAt(String(NOW - ago), NOW)).toEqual({
        ok: true,
        times: { madeAt: iso(NOW - ago), arrivedAt: iso(NOW) },
      });
    }
  });

  it('is the arrival when the device says up to a minute later (two clocks a little apart), refused beyond', () => {
    for (const ahead of [1, 30_000, MADE_AT_MAX_AHEAD_MS]) {
      expect(readMadeAt(String(NOW + ahead), NOW)).toEqual({
        ok: true,
        times: { madeAt: iso(NOW), arrivedAt: iso(NOW) },
      });
    }
    expect(readMadeAt(String(NOW + MADE_AT_MAX_AHEAD_MS + 1), NOW)).toEqual({ ok: false, key: MADE_AT_REFUSALS.ahead });
    expect(readMadeAt(String(NOW + 365 * 86_400_000), NOW)).toEqual({ ok: false, key: MADE_AT_REFUSALS.ahead });
  });

  it('is refused when older than a day', () => {
    expect(readMadeAt(String(NOW - MADE_AT_MAX_AGE_MS - 1), NOW)).toEqual({ ok: false, key: MADE_AT_REFUSALS.tooOld });
    expect(readMadeAt('0', NOW)).toEqual({ ok: false, key: MADE_AT_REFUSALS.tooOld });
  });

  it('is refused when it is not whole milliseconds', () => {
    for (const header of ['', 'soon', '-5', '1.5', '1e12', '2026-12-20T04:00:00Z', '9'.repeat(16)]) {
      expect(readMadeAt(header, NOW), header).toEqual({ ok: false, key: MADE_AT_REFUSALS.unreadable });
    }
  });
});

describe('when a record reached the server, as the report shows it', () => {
  it('is shown only when it came more than a minute after it was made', () => {
    expect(lateArrival(iso(NOW), iso(NOW + ARRIVED_LATE_MS))).toBeNull();
    expect(lateArrival(iso(NOW), iso(NOW + ARRIVED_LATE_MS + 1000))).toBe(iso(NOW + ARRIVED_LATE_MS + 1000));
    expect(lateArrival(iso(NOW), iso(NOW + 3_600_000))).toBe(iso(NOW + 3_600_000));
  });

  it('is not shown for records kept before arrivals were, or with a time that is not one', () => {
    expect(lateArrival(iso(NOW), null)).toBeNull();
    expect(lateArrival(iso(NOW), undefined)).toBeNull();
    expect(lateArrival(null, iso(NOW))).toBeNull();
    expect(lateArrival('20/12/2026 09:00', iso(NOW))).toBeNull();
  });
});
