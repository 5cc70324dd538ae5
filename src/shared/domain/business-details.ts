import { DEFAULT_BUSINESS_SETTINGS } from '../content/business-defaults.ts';
import { BUSINESS_DETAILS, type BusinessDetail, type BusinessSettings } from '../schemas/settings.ts';

/**
 * The business details customers cannot be given yet: left empty, still the example a new install
 * starts with, or (the city, a real one) not yet confirmed by the owner saving the settings once.
 * Mails and pages leave these out rather than publish an example as if it were real.
 */
export function businessDetailsMissing(settings: BusinessSettings, ownerSaved = true): BusinessDetail[] {
  return BUSINESS_DETAILS.filter((field) => {
    const value = settings[field].trim();
    if (field === 'city') return value === '' || !ownerSaved;
    return value === '' || value === DEFAULT_BUSINESS_SETTINGS[field];
  });
}

/** The settings as customers may see them: the missing details blanked, so nothing shows or links them. */
export function withoutPlaceholders(settings: BusinessSettings, missing: BusinessDetail[]): BusinessSettings {
  return { ...settings, ...Object.fromEntries(missing.map((field) => [field, ''])) };
}
