/**
 * An event's expected attendance: at least 10 people, 50 when nothing is
 * known, guessed from the event's title when the cook leaves the field empty.
 */
export const MIN_PEOPLE = 10;
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
 * small = 30, medium = 50, large = 100; else 50. Never below MIN_PEOPLE.
 */
export function guessAttendance(title: string): number {
  const counted = COUNT_IN_TITLE.exec(title);
  if (counted) {
    const n = Number(counted[1]!.replace(/,/g, ''));
    if (Number.isFinite(n)) return Math.max(MIN_PEOPLE, n);
  }
  for (const [word, size] of SIZE_WORDS) {
    if (word.test(title)) return size;
  }
  return DEFAULT_ATTENDANCE;
}

const NUMERIC_TEXT = /^\d+(?:\.\d+)?$/;

/** A positive number from a number or plain numeric text ('120', '120.5'); null otherwise. */
function positiveNumber(input: number | string | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input > 0 ? input : null;
  if (typeof input === 'string') {
    const text = input.trim();
    if (!NUMERIC_TEXT.test(text)) return null;
    const n = Number(text);
    return n > 0 ? n : null;
  }
  return null;
}

/**
 * The attendance to save when an event is created or edited: a positive number (or numeric text) is
 * floored to a whole number and raised to at least MIN_PEOPLE; anything else (empty, text, zero or a
 * negative number) is guessed from the title.
 */
export function attendanceFrom(input: number | string | null | undefined, title: string): number {
  const n = positiveNumber(input);
  return n === null ? guessAttendance(title) : Math.max(MIN_PEOPLE, Math.floor(n));
}

/**
 * A people count typed into the edit-attendance prompt: a positive whole number (numeric text allowed)
 * becomes at least MIN_PEOPLE; anything else (0, negative, a fraction, text) is null, and is ignored.
 */
export function peopleCount(input: number | string): number | null {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (/^\d+$/.test(input.trim())) n = Number(input.trim());
  else return null;
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  return Math.max(MIN_PEOPLE, n);
}
