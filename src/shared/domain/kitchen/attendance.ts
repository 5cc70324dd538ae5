import { withinLimit, KITCHEN_LIMITS } from './limits.ts';

/**
 * An event's expected attendance: at least 10 people (a typed count below it is refused, never raised),
 * 50 when nothing is known, guessed from the event's title when the cook leaves the field empty.
 */
export const MIN_PEOPLE = KITCHEN_LIMITS.attendance.min;
export const DEFAULT_ATTENDANCE = 50;
/** Expected attendance goes up and down in steps of 10. */
export const ATTENDANCE_STEP = 10;

/** Guess sizes for titles that name no number. Checked in this order. */
const SIZE_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bsmall\b/i, 30],
  [/\bmedium\b/i, 50],
  [/\blarge\b/i, 100],
];

/** '120 guests', '1,200 people', '40 Attendees', '25 persons' (singular forms too). */
const COUNT_IN_TITLE = /(\d[\d,]*)\s*(?:people|guests?|attendees?|persons?)\b/i;

/**
 * The attendance a title suggests: a number followed by people / guests / attendees / persons; else
 * small = 30, medium = 50, large = 100; else 50. Never below MIN_PEOPLE, never past the attendance limit.
 */
export function guessAttendance(title: string): number {
  const counted = COUNT_IN_TITLE.exec(title);
  if (counted) {
    const n = Number(counted[1]!.replace(/,/g, ''));
    if (Number.isFinite(n)) return Math.min(KITCHEN_LIMITS.attendance.max, Math.max(MIN_PEOPLE, n));
  }
  for (const [word, size] of SIZE_WORDS) {
    if (word.test(title)) return size;
  }
  return DEFAULT_ATTENDANCE;
}

const WHOLE_NUMBER_TEXT = /^\d+$/;

/** A whole number from a number or plain digits ('120'); null for anything else. */
function wholeNumber(input: number | string): number | null {
  const n = typeof input === 'number' ? input : WHOLE_NUMBER_TEXT.test(input.trim()) ? Number(input.trim()) : null;
  return n !== null && Number.isSafeInteger(n) ? n : null;
}

/**
 * The attendance a cook typed (or a caller sent) for an event: null when left empty (it is then guessed
 * from the title); a whole number of people inside KITCHEN_LIMITS.attendance (numeric text such as
 * '120' allowed); undefined when it is neither (text, a fraction, 0, negative, past the limit): refused.
 */
export function typedAttendance(input: number | string | null | undefined): number | null | undefined {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return null;
  const n = wholeNumber(input);
  return n !== null && withinLimit('attendance', n) ? n : undefined;
}

/**
 * The attendance to save when an event is created or edited: the typed attendance; left empty (or not a
 * valid attendance: the schema refuses those first), guessed from the title.
 */
export function attendanceFrom(input: number | string | null | undefined, title: string): number {
  const n = typedAttendance(input);
  return n === null || n === undefined ? guessAttendance(title) : n;
}

/**
 * A people count typed into the edit-attendance field or sent to POST /api/people: a whole number inside
 * KITCHEN_LIMITS.people (numeric text allowed); anything else (below 10, a fraction, text, past the
 * limit) is null, and is refused with the limit's text.
 */
export function peopleCount(input: number | string): number | null {
  const n = wholeNumber(input);
  return n !== null && withinLimit('people', n) ? n : null;
}
