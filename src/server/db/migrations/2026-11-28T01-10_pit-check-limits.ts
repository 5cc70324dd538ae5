import type { Kysely } from 'kysely';

/**
 * The default pit checks between the hour marks get their own limits (temperature-limits.ts): on every
 * stored list, a default check still judged as 'general' takes its interval's check. Readings already
 * taken keep the check they were judged by. Frozen once landed.
 */
const INTERVALS: Record<string, string> = {
  'default-pit-check-15': 'after-loading-15',
  'default-pit-check-30': 'after-loading-30',
  'default-pit-check-45': 'after-loading-45',
  'default-pit-check-75': 'after-loading-75',
  'default-pit-check-90': 'after-loading-90',
  'default-pit-check-105': 'after-loading-105',
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [id, check] of Object.entries(INTERVALS)) {
    await db
      .updateTable('diary_tasks')
      .set({ temperature_check: check })
      .where('id', '=', id)
      .where('temperature_check', '=', 'general')
      .execute();
  }
}
