import { DEFAULT_BUSINESS_SETTINGS } from '#shared/content/business-defaults.ts';
import { businessDetailsMissing, withoutPlaceholders } from '#shared/domain/business-details.ts';
import { businessSettingsSchema, type BusinessDetail, type BusinessSettings } from '#shared/schemas/settings.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { cachedRead, forgetCachedReads } from '#server/lib/read-cache.ts';
import { readSetting, writeSetting } from './settings.repo.ts';

const BUSINESS_KEY = 'business';
/** Written when the admin first saves the business settings: the details are theirs from then on. */
const OWNER_SAVED_KEY = 'business-saved-by-owner';

/** The stored business settings; any field missing from an older record takes its default. */
export function readBusinessSettings(db: DbOrTx): Promise<BusinessSettings> {
  return cachedRead(db, BUSINESS_KEY, () => loadBusinessSettings(db));
}

/**
 * Each stored setting that still passes its rule; one saved before the rule was strict (a phone of
 * letters) reads as its default, which businessDetailsMissing reports as not set.
 */
async function loadBusinessSettings(db: DbOrTx): Promise<BusinessSettings> {
  const value = await readSetting(db, BUSINESS_KEY);
  const stored = value ? (JSON.parse(value) as Record<string, unknown>) : {};
  const fields = Object.entries(businessSettingsSchema.shape).map(([field, rule]) => {
    const checked = rule.safeParse(stored[field]);
    return [field, checked.success ? checked.data : DEFAULT_BUSINESS_SETTINGS[field as keyof BusinessSettings]];
  });
  return Object.fromEntries(fields) as BusinessSettings;
}

export function businessSavedByOwner(db: DbOrTx): Promise<boolean> {
  return cachedRead(db, OWNER_SAVED_KEY, async () => (await readSetting(db, OWNER_SAVED_KEY)) !== undefined);
}

/** The details customers cannot be given yet (businessDetailsMissing): empty, examples, or a city not confirmed. */
export async function readBusinessDetailsMissing(db: DbOrTx): Promise<BusinessDetail[]> {
  const [settings, ownerSaved] = await Promise.all([readBusinessSettings(db), businessSavedByOwner(db)]);
  return businessDetailsMissing(settings, ownerSaved);
}

/** The settings as customers may be given them: the missing details blank (withoutPlaceholders). */
export async function readPublishedBusinessSettings(db: DbOrTx): Promise<BusinessSettings> {
  const [settings, ownerSaved] = await Promise.all([readBusinessSettings(db), businessSavedByOwner(db)]);
  return withoutPlaceholders(settings, businessDetailsMissing(settings, ownerSaved));
}

/** The admin's save: the settings, and the mark that the details are the owner's own. */
export async function writeBusinessSettings(db: DbOrTx, settings: BusinessSettings): Promise<void> {
  await writeSetting(db, BUSINESS_KEY, JSON.stringify(settings));
  await writeSetting(db, OWNER_SAVED_KEY, new Date().toISOString());
  forgetCachedReads(db, BUSINESS_KEY, OWNER_SAVED_KEY);
}
