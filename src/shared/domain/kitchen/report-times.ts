/**
 * The event report's times: when a task started and ended, and how long
 * it took. The rules return codes and numbers; the screen words them in its language (wordTimeTaken with
 * its translate function), the CSV in English.
 *
 * A timestamp is an ISO instant as the server records it, day-first text 'dd/mm/yyyy hh:mm:ss' (as older
 * lists and spreadsheets hold it) or another standard date format. Text without a zone is Kerala time.
 */

/** Kerala is UTC+05:30 all year (no summer time). */
const KERALA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** 'dd/mm/yyyy', then optionally ', hh:mm[:ss][ am|pm]'. */
const DAY_FIRST = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?m\.?)?)?$/i;
/** 'yyyy-mm-dd', then optionally 'Thh:mm[:ss[.sss]]' (or a space for the T), then optionally a zone. */
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
/** Other standard formats ('Sun, 20 Dec 2026 03:45:00 GMT', 'December 20, 2026 9:15 AM') name a month and a year. */
const MONTH_NAME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?![a-z])/i;
const YEAR = /\b\d{4}\b/;

/** Epoch milliseconds of a wall-clock time in Kerala; null when the parts name no real time. */
function keralaTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const date = new Date(utc);
  // 31/02 rolls over into March: not a real day.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return utc - KERALA_OFFSET_MS;
}

function dayFirst(match: RegExpExecArray): number | null {
  const [, day, month, year, hourText, minute, second, half] = match;
  let hour = hourText === undefined ? 0 : Number(hourText);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  return keralaTime(Number(year), Number(month), Number(day), hour, Number(minute ?? 0), Number(second ?? 0));
}

function isoLike(match: RegExpExecArray): number | null {
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '0', zone] = match;
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
  const wall = keralaTime(Number(year), Number(month), Number(day), Number(hour), Number(minute), Number(second), ms);
  if (wall === null || !zone) return wall;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const parsed = Date.parse(
    `${year}-${month}-${day}T${hour}:${minute}:${second}.${String(ms).padStart(3, '0')}${offset}`,
  );
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A report timestamp as epoch milliseconds; null when the text cannot be read as a date. Day-first text
 * is never read month-first: '12/20/2026' is not a date.
 */
export function parseReportTime(text: string): number | null {
  const value = text.trim();
  const slashed = DAY_FIRST.exec(value);
  if (slashed) return dayFirst(slashed);
  if (value.includes('/')) return null;
  const iso = ISO_LIKE.exec(value);
  if (iso) return isoLike(iso);
  if (!MONTH_NAME.test(value) || !YEAR.test(value)) return null;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A start or completion time as the report shows it: 'N/A' when missing, text that is not a date as it is. */
export type ReportTime = { kind: 'missing' } | { kind: 'text'; text: string } | { kind: 'instant'; epochMs: number };

const isMissing = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

export function reportTime(value: string | null | undefined): ReportTime {
  if (isMissing(value)) return { kind: 'missing' };
  const epochMs = parseReportTime(value);
  return epochMs === null ? { kind: 'text', text: value } : { kind: 'instant', epochMs };
}

/** How long a task took, as a code and its numbers; the screen words it. */
export type TimeTaken =
  | { kind: 'notAvailable' }
  | { kind: 'invalidStart' }
  | { kind: 'invalidEnd' }
  | { kind: 'calculationError' }
  | { kind: 'underMinute' }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hours'; hours: number; minutes: number };

/**
 * Needs both start and end ('N/A'); an unreadable start, then an unreadable end, is named; an end before
 * the start is a calculation error; under 60 s is less than a minute; under an hour whole minutes;
 * otherwise whole hours and the minutes left over.
 */
export function timeTaken(start: string | null | undefined, end: string | null | undefined): TimeTaken {
  if (isMissing(start) || isMissing(end)) return { kind: 'notAvailable' };
  const from = parseReportTime(start);
  if (from === null) return { kind: 'invalidStart' };
  const to = parseReportTime(end);
  if (to === null) return { kind: 'invalidEnd' };
  const elapsed = to - from;
  if (elapsed < 0) return { kind: 'calculationError' };
  if (elapsed < MINUTE_MS) return { kind: 'underMinute' };
  if (elapsed < HOUR_MS) return { kind: 'minutes', minutes: Math.floor(elapsed / MINUTE_MS) };
  return {
    kind: 'hours',
    hours: Math.floor(elapsed / HOUR_MS),
    minutes: Math.floor((elapsed % HOUR_MS) / MINUTE_MS),
  };
}

/**
 * The keys of the report's time texts (namespace `reports.time`): plurals by the text store's `count`
 * (`minutes_one` / `minutes_other`), hours with minutes joined by `hoursMinutes`.
 */
export type TimeTextKey =
  | 'time.notAvailable'
  | 'time.invalidStart'
  | 'time.invalidEnd'
  | 'time.calculationError'
  | 'time.underMinute'
  | 'time.minutes'
  | 'time.hours'
  | 'time.hoursMinutes';

/** A translate function over the `reports` texts (the text store's `t` with a key prefix fits). */
export type ReportTranslate = (key: TimeTextKey, params?: Record<string, string | number>) => string;

/** A start or completion time in words: 'N/A', the text as it was, or `formatInstant`'s writing of it. */
export function wordReportTime(
  time: ReportTime,
  t: ReportTranslate,
  formatInstant: (epochMs: number) => string,
): string {
  if (time.kind === 'missing') return t('time.notAvailable');
  return time.kind === 'text' ? time.text : formatInstant(time.epochMs);
}

/** 'N/A', 'Invalid start date', 'Less than a minute', '5 minutes', '1 hour', '2 hours 1 minute', … */
export function wordTimeTaken(result: TimeTaken, t: ReportTranslate): string {
  switch (result.kind) {
    case 'notAvailable':
      return t('time.notAvailable');
    case 'invalidStart':
      return t('time.invalidStart');
    case 'invalidEnd':
      return t('time.invalidEnd');
    case 'calculationError':
      return t('time.calculationError');
    case 'underMinute':
      return t('time.underMinute');
    case 'minutes':
      return t('time.minutes', { count: result.minutes });
    case 'hours': {
      const hours = t('time.hours', { count: result.hours });
      if (result.minutes === 0) return hours;
      return t('time.hoursMinutes', { hours, minutes: t('time.minutes', { count: result.minutes }) });
    }
  }
}

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * An instant as Kerala's wall clock, day first: '20/12/2026, 09:15:00'. The same in both languages and in
 * the CSV, and readable back by parseReportTime.
 */
export function formatReportInstant(epochMs: number): string {
  return WALL_CLOCK.format(epochMs);
}
