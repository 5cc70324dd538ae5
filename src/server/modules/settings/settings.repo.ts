import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { businessSettingsSchema, type BusinessSettings } from '#shared/schemas/settings.ts';
import type { DbOrTx } from '../../db/database.ts';
import { cachedRead, forgetCachedReads } from '../../lib/read-cache.ts';

const BUSINESS_KEY = 'business';

/** The stored business settings; any field missing from an older record takes its default. */
export function readBusinessSettings(db: DbOrTx): Promise<BusinessSettings> {
  return cachedRead(db, BUSINESS_KEY, () => loadBusinessSettings(db));
}

async function loadBusinessSettings(db: DbOrTx): Promise<BusinessSettings> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', BUSINESS_KEY).executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Partial<BusinessSettings>) : {};
  const merged = businessSettingsSchema.safeParse({ ...DEFAULT_BUSINESS_SETTINGS, ...stored });
  return merged.success ? merged.data : DEFAULT_BUSINESS_SETTINGS;
}

export async function writeBusinessSettings(db: DbOrTx, settings: BusinessSettings): Promise<void> {
  const now = new Date().toISOString();
  const value = JSON.stringify(settings);
  await db
    .insertInto('settings')
    .values({ key: BUSINESS_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
  forgetCachedReads(db, BUSINESS_KEY);
}
