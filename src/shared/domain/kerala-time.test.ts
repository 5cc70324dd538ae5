import { describe, expect, it } from 'vitest';
import { formatKeralaClock, formatKeralaDateTime, formatKeralaStamp } from './kerala-time.ts';

describe('Kerala time', () => {
  it('writes an instant as Kerala’s wall clock for files, YYYY-MM-DD HH:mm, the day turning at Kerala’s midnight', () => {
    // 20:45 UTC is already 02:15 the next day in Kerala (UTC+05:30).
    expect(formatKeralaStamp('2026-11-21T20:45:00.000Z')).toBe('2026-11-22 02:15');
    expect(formatKeralaStamp('2026-11-21T18:30:00.000Z')).toBe('2026-11-22 00:00');
    expect(formatKeralaStamp('2026-11-21T18:29:59.999Z')).toBe('2026-11-21 23:59');
    expect(formatKeralaStamp(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01 04:30');
    expect(formatKeralaStamp(new Date('2026-06-01T06:30:00+05:30'))).toBe('2026-06-01 06:30');
  });

  it('reads an instant as the clock on the wall, HH:MM in Kerala', () => {
    expect(formatKeralaClock('2026-11-21T20:45:00.000Z')).toBe('02:15');
    expect(formatKeralaClock('2026-11-23T03:15:00.000Z')).toBe('08:45');
    expect(formatKeralaClock('2026-11-21T18:30:00.000Z')).toBe('00:00');
  });

  it('words an instant for a screen in its language, on Kerala’s clock', () => {
    expect(formatKeralaDateTime('2026-11-21T20:45:00.000Z', 'en')).toMatch(/^22 Nov 2026, 2:15\sam$/i);
    const malayalam = formatKeralaDateTime('2026-11-21T20:45:00.000Z', 'ml');
    expect(malayalam).toContain('2026');
    expect(malayalam).toContain('22');
    expect(malayalam).toContain('2:15');
    expect(malayalam).not.toBe(formatKeralaDateTime('2026-11-21T20:45:00.000Z', 'en'));
  });

  it('gives back text that names no instant as it is', () => {
    expect(formatKeralaStamp('not a time')).toBe('not a time');
    expect(formatKeralaClock('not a time')).toBe('not a time');
    expect(formatKeralaDateTime('soon', 'en')).toBe('soon');
  });
});
