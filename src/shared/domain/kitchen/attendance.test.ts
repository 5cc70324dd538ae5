import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_STEP,
  DEFAULT_ATTENDANCE,
  MIN_PEOPLE,
  attendanceFrom,
  guessAttendance,
  peopleCount,
} from './attendance.ts';

describe('attendance constants', () => {
  it('are the seed’s: at least 10, default 50, steps of 10', () => {
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
});

describe('attendanceFrom', () => {
  it('floors a positive number and raises it to at least 10', () => {
    expect(attendanceFrom(75, 'Small party')).toBe(75);
    expect(attendanceFrom(75.9, '')).toBe(75);
    expect(attendanceFrom(5, '120 guests')).toBe(10);
    expect(attendanceFrom(0.5, '')).toBe(10);
  });

  it('reads numeric text', () => {
    expect(attendanceFrom('150', '')).toBe(150);
    expect(attendanceFrom(' 42.7 ', '')).toBe(42);
    expect(attendanceFrom('5', '')).toBe(10);
  });

  it('guesses from the title when empty, non-numeric, zero or negative', () => {
    expect(attendanceFrom('', 'Dinner for 120 guests')).toBe(120);
    expect(attendanceFrom(null, 'Small party')).toBe(30);
    expect(attendanceFrom(undefined, 'Large wedding')).toBe(100);
    expect(attendanceFrom('about sixty', 'Birthday')).toBe(50);
    expect(attendanceFrom('1e3', '')).toBe(50);
    expect(attendanceFrom(0, 'Small party')).toBe(30);
    expect(attendanceFrom(-20, '')).toBe(50);
    expect(attendanceFrom(Number.NaN, '')).toBe(50);
    expect(attendanceFrom('', '')).toBe(50);
  });
});

describe('peopleCount', () => {
  it('takes a positive whole number, at least 10', () => {
    expect(peopleCount(60)).toBe(60);
    expect(peopleCount('60')).toBe(60);
    expect(peopleCount(' 25 ')).toBe(25);
    expect(peopleCount(5)).toBe(10);
    expect(peopleCount('1')).toBe(10);
  });

  it('refuses zero, negatives, fractions and text', () => {
    expect(peopleCount(0)).toBeNull();
    expect(peopleCount(-10)).toBeNull();
    expect(peopleCount(9.5)).toBeNull();
    expect(peopleCount('9.5')).toBeNull();
    expect(peopleCount('abc')).toBeNull();
    expect(peopleCount('')).toBeNull();
    expect(peopleCount('-5')).toBeNull();
    expect(peopleCount(Number.NaN)).toBeNull();
    expect(peopleCount(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
