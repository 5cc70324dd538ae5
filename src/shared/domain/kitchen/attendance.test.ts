import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_STEP,
  DEFAULT_ATTENDANCE,
  MIN_PEOPLE,
  attendanceFrom,
  guessAttendance,
  peopleCount,
  typedAttendance,
} from './attendance.ts';

describe('attendance constants', () => {
  it('are at least 10, default 50, steps of 10', () => {
    expect(MIN_PEOPLE).toBe(10);
    expect(DEFAULT_ATTENDANCE).toBe(50);
    expect(ATTENDANCE_STEP).toBe(10);
  });
});

describe('guessAttendance', () => {
  it('takes a number followed by people, guests, attendees or persons, in any case', () => {
    expect(guessAttendance('Wedding lunch for 120 guests')).toBe(120);
    expect(guessAttendance('80 People at the office')).toBe(80);
    expect(guessAttendance('Club dinner, 45 ATTENDEES')).toBe(45);
    expect(guessAttendance('Party 60persons')).toBe(60);
    expect(guessAttendance('1,200 guests')).toBe(1200);
  });

  it('ignores a number that counts something else', () => {
    expect(guessAttendance('Party on the 3rd floor')).toBe(50);
    expect(guessAttendance('2025 annual day')).toBe(50);
  });

  it('falls back to small 30, medium 50, large 100, else 50', () => {
    expect(guessAttendance('Small party')).toBe(30);
    expect(guessAttendance('medium get-together')).toBe(50);
    expect(guessAttendance('LARGE wedding')).toBe(100);
    expect(guessAttendance('Birthday')).toBe(50);
    expect(guessAttendance('')).toBe(50);
    expect(guessAttendance('Smallish party')).toBe(50);
  });

  it('prefers a counted number to a size word and never goes below 10', () => {
    expect(guessAttendance('Large party of 200 guests')).toBe(200);
    expect(guessAttendance('Family lunch, 4 people')).toBe(10);
    expect(guessAttendance('0 guests')).toBe(10);
  });

  it('never guesses past the attendance limit', () => {
    expect(guessAttendance('Rally of 99,999,999,999,999 people')).toBe(100_000);
    expect(guessAttendance('100000 guests')).toBe(100_000);
  });
});

describe('typedAttendance', () => {
  it('is null when left empty: the title is guessed from', () => {
    expect(typedAttendance(null)).toBeNull();
    expect(typedAttendance(undefined)).toBeNull();
    expect(typedAttendance('')).toBeNull();
    expect(typedAttendance('  ')).toBeNull();
  });

  it('takes a whole number of 10 to 100,000 people, as a number or digits', () => {
    expect(typedAttendance(10)).toBe(10);
    expect(typedAttendance(100_000)).toBe(100_000);
    expect(typedAttendance('120')).toBe(120);
    expect(typedAttendance(' 42 ')).toBe(42);
  });

  it('refuses (undefined) anything else: past the limits, fractions, text', () => {
    for (const bad of [
      0,
      1,
      5,
      9,
      '5',
      -20,
      100_001,
      1e300,
      2.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '100001',
      '1e3',
      '42.7',
      'sixty',
      '-5',
    ]) {
      expect(typedAttendance(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('attendanceFrom', () => {
  it('saves a typed attendance as typed, never raised (below 10 the schema refuses it first)', () => {
    expect(attendanceFrom(75, 'Small party')).toBe(75);
    expect(attendanceFrom(10, '120 guests')).toBe(10);
    expect(attendanceFrom(100_000, '')).toBe(100_000);
  });

  it('reads numeric text', () => {
    expect(attendanceFrom('150', '')).toBe(150);
    expect(attendanceFrom(' 42 ', '')).toBe(42);
  });

  it('guesses from the title when empty', () => {
    expect(attendanceFrom('', 'Dinner for 120 guests')).toBe(120);
    expect(attendanceFrom(null, 'Small party')).toBe(30);
    expect(attendanceFrom(undefined, 'Large wedding')).toBe(100);
    expect(attendanceFrom('', '')).toBe(50);
  });
});

describe('peopleCount', () => {
  it('takes a whole number of 10 to 100,000 as it is; below 10 is refused (null), never raised', () => {
    expect(peopleCount(60)).toBe(60);
    expect(peopleCount('60')).toBe(60);
    expect(peopleCount(' 25 ')).toBe(25);
    expect(peopleCount(10)).toBe(10);
    expect(peopleCount(5)).toBeNull();
    expect(peopleCount('1')).toBeNull();
    expect(peopleCount(9)).toBeNull();
    expect(peopleCount(100_000)).toBe(100_000);
  });

  it('refuses zero, negatives, fractions, text and counts past 100,000', () => {
    expect(peopleCount(0)).toBeNull();
    expect(peopleCount(-10)).toBeNull();
    expect(peopleCount(9.5)).toBeNull();
    expect(peopleCount('9.5')).toBeNull();
    expect(peopleCount('abc')).toBeNull();
    expect(peopleCount('')).toBeNull();
    expect(peopleCount('-5')).toBeNull();
    expect(peopleCount(Number.NaN)).toBeNull();
    expect(peopleCount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(peopleCount(100_001)).toBeNull();
    expect(peopleCount(99_999_999_999_999)).toBeNull();
    expect(peopleCount(1e300)).toBeNull();
  });
});
