import { EVENT_TIME_ZONE } from './event-date.ts';

/**
 * The owner reads every time on Kerala's clock (IST, UTC+05:30 all year), whether on a screen or in a
 * CSV file: the server and the browser both write instants through this module, never through their
 * own clock's zone. Text that names no instant comes back as it is.
 */

type Instant = string | number | Date;

function toEpoch(instant: Instant): number | null {
  const epoch =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  return Number.isFinite(epoch) ? epoch : null;
}

const STAMP = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: EVENT_TIME_ZONE,
});

function stampParts(epoch: number): Record<string, string> {
  return Object.fromEntries(STAMP.formatToParts(epoch).map(({ type, value }) => [type, value]));
}

/** For files and spreadsheets: '2026-11-22 02:15', Kerala's wall clock, sortable as text. */
export function formatKeralaStamp(instant: Instant): string {
  const epoch = toEpoch(instant);
  if (epoch === null) return String(instant);
  const part = stampParts(epoch);
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The clock on a kitchen's wall: '02:15', Kerala's time of day. */
export function formatKeralaClock(instant: Instant): string {
  const epoch = toEpoch(instant);
  if (epoch === null) return String(instant);
  const part = stampParts(epoch);
  return `${part.hour}:${part.minute}`;
}

const screenFormats = new Map<string, Intl.DateTimeFormat>();

/** For screens, in the screen's language: '22 Nov 2026, 2:15 am' in English, Kerala's wall clock. */
export function formatKeralaDateTime(instant: Instant, language: string): string {
  const epoch = toEpoch(instant);
  if (epoch === null) return String(instant);
  const locale = language === 'ml' ? 'ml-IN' : 'en-IN';
  let format = screenFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: EVENT_TIME_ZONE });
    screenFormats.set(locale, format);
  }
  return format.format(epoch);
}

/** Kerala is UTC+05:30 all year. */
const KERALA_OFFSET = '+05:30';

/** The instant (epoch ms) of `minutes` after midnight on `day` ('YYYY-MM-DD') on Kerala's clock. */
export function keralaInstant(day: string, minutes: number): number {
  return Date.parse(`${day}T00:00:00${KERALA_OFFSET}`) + minutes * 60_000;
}
