import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatEventDate,
  isEventDay,
  isOnSaleDate,
  isPastDate,
  todayInKerala,
} from './event-date.ts';

describe('event dates', () => {
  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(isEventDay('2026-12-06')).toBe(true);
    expect(isEventDay('2028-02-29')).toBe(true);
    expect(isEventDay('2026-02-30')).toBe(false);
    expect(isEventDay('Sunday, 6 December 2026')).toBe(false);
    expect(isEventDay('2026-12-6')).toBe(false);
  });

  it('takes today from Kerala’s clock, not the server’s', () => {
    // 20:00 UTC on 31 December is already 1 January in Kerala (UTC+5:30).
    expect(todayInKerala(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
    expect(todayInKerala(new Date('2026-12-31T18:00:00Z'))).toBe('2026-12-31');
  });

  it('sells today and later, never a past day or a date that is not one', () => {
    expect(isOnSaleDate('2026-11-23', '2026-11-23')).toBe(true);
    expect(isOnSaleDate('2026-11-22', '2026-11-23')).toBe(false);
    expect(isOnSaleDate('Saturday', '2026-11-23')).toBe(false);
    expect(isPastDate('2026-11-22', '2026-11-23')).toBe(true);
    expect(isPastDate('Saturday', '2026-11-23')).toBe(false);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('writes a day out in the reader’s language and leaves free text as it is', () => {
    expect(formatEventDate('2027-01-01', 'en')).toBe('Friday, 1 January 2027');
    expect(formatEventDate('2027-01-01', 'ml')).toBe('2027 ജനുവരി 1, വെള്ളിയാഴ്‌ച');
    expect(formatEventDate('Next Sunday', 'en')).toBe('Next Sunday');
  });
});
