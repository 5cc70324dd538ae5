/**
 * An event's date is a calendar day, 'YYYY-MM-DD', in Kerala's time zone. Events saved before dates
 * were real dates may still hold free text: such an event is not sold until the owner sets its date.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const EVENT_TIME_ZONE = 'Asia/Kolkata';

/** True for a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isEventDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Made once: building a formatter costs far more than using one, and sales ask on every order. */
const KERALA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE });

/** Today's date in Kerala, 'YYYY-MM-DD'. */
export function todayInKerala(now: Date = new Date()): string {
  return KERALA_DAY.format(now);
}

/** The day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Sold only on a real date that is today or later. */
export function isOnSaleDate(date: string, today: string = todayInKerala()): boolean {
  return isEventDay(date) && date >= today;
}

export function isPastDate(date: string, today: string = todayInKerala()): boolean {
  return isEventDay(date) && date < today;
}

/**
 * An event is never set to a day already gone: it would be saved and never sold. One saved on a day
 * that has since passed keeps its date through other edits (`savedDate`).
 */
export function isRefusedPastDate(date: string, savedDate: string | null, today: string = todayInKerala()): boolean {
  return isPastDate(date, today) && date !== savedDate;
}

/** 'Friday, 1 January 2027' in English, '2027 ജനുവരി 1, വെള്ളിയാഴ്‌ച' in Malayalam; free text as it is. */
export function formatEventDate(date: string, language: string): string {
  if (!isEventDay(date)) return date;
  return dayFormat(language).format(new Date(`${date}T00:00:00Z`));
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(language: string): Intl.DateTimeFormat {
  const locale = language === 'ml' ? 'ml-IN' : 'en-IN';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}
