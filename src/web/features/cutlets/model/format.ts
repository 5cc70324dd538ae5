import { EVENT_TIME_ZONE, formatEventDate } from '#shared/domain/event-date.ts';
import type { CutletUnit } from '#shared/domain/kitchen/cutlets.ts';
import type { Bilingual } from '#shared/content/cutlets/index.ts';

/** The screen's language for bilingual content. */
export const langOf = (language: string): 'en' | 'ml' => (language === 'ml' ? 'ml' : 'en');

export const pick = (text: Bilingual, language: string): string => text[langOf(language)];

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}-${maximum}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
    formats.set(key, format);
  }
  return format;
}

/** A weight or volume shows at least one decimal (3.0 kg, 0.75 kg); a count is whole; grams up to 3 decimals. */
export function formatAmount(value: number, unit: CutletUnit | null): string {
  if (unit === 'kg' || unit === 'l') return numberFormat(1, 3).format(value);
  if (unit === 'pieces' || unit === 'packs') return numberFormat(0, 0).format(value);
  return numberFormat(0, 3).format(value);
}

const HOUR_MINUTE = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: EVENT_TIME_ZONE,
});

/** An ISO timestamp as HH:MM in Kerala. */
export function clockTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? HOUR_MINUTE.format(time) : '';
}

/** 'HH:MM' plus minutes, as 'HH:MM' (the same day). */
export function addMinutes(clock: string, minutes: number): string {
  const [hours = 0, mins = 0] = clock.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export const formatDay = formatEventDate;

/** '24 Nov' for chart labels. */
export function shortDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ml' ? 'ml-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
