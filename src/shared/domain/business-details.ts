import { DEFAULT_BUSINESS_SETTINGS } from '../content/business-defaults.ts';
import { BUSINESS_DETAILS, type BusinessDetail, type BusinessSettings } from '../schemas/settings.ts';

/**
 * The details still at their placeholder: an example contact, or the starting city until the owner
 * has saved the settings once (the city is real, so only saving confirms it).
 */
export function placeholderDetails(settings: BusinessSettings, ownerSaved: boolean): BusinessDetail[] {
  return BUSINESS_DETAILS.filter((field) =>
    field === 'city' ? !ownerSaved : settings[field].trim() === DEFAULT_BUSINESS_SETTINGS[field],
  );
}

/** The settings as customers may see them: placeholders blanked, so nothing shows or links them. */
export function withoutPlaceholders(settings: BusinessSettings, placeholders: BusinessDetail[]): BusinessSettings {
  return { ...settings, ...Object.fromEntries(placeholders.map((field) => [field, ''])) };
}
