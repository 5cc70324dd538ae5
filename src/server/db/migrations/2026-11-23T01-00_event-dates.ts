import type { Kysely } from 'kysely';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** 'Friday, 1 January 2027', '1 Jan 2027', 'January 1, 2027' or '2027-01-01' → '2027-01-01'; else null. */
function parseDay(text: string): string | null {
  const iso = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  const dayFirst = /(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3,})\.?,?\s+(\d{4})/.exec(text);
  const monthFirst = /([A-Za-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/.exec(text);
  let parts: [number, number, number] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst && MONTHS.includes(dayFirst[2]!.slice(0, 3).toLowerCase())) {
    parts = [Number(dayFirst[3]), MONTHS.indexOf(dayFirst[2]!.slice(0, 3).toLowerCase()) + 1, Number(dayFirst[1])];
  } else if (monthFirst && MONTHS.includes(monthFirst[1]!.slice(0, 3).toLowerCase())) {
    parts = [
      Number(monthFirst[3]),
      MONTHS.indexOf(monthFirst[1]!.slice(0, 3).toLowerCase()) + 1,
      Number(monthFirst[2]),
    ];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Event dates become real days ('YYYY-MM-DD'). A free-text date that reads as a day is rewritten;
 * one that does not is left as it was, and the event stays off sale until the owner sets its date.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const events: { id: number; date: string }[] = await db.selectFrom('events').select(['id', 'date']).execute();
  for (const event of events) {
    const day = parseDay(event.date);
    if (day && day !== event.date)
      await db.updateTable('events').set({ date: day }).where('id', '=', event.id).execute();
  }
}
