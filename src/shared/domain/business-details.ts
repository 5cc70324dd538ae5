import { DEFAULT_BUSINESS_SETTINGS } from '../content/business-defaults.ts';
import type { BusinessSettings } from '../schemas/settings.ts';

/** The details customers see that a new install starts with as placeholders. */
export const BUSINESS_DETAILS = ['city', 'phone', 'sellerWhatsApp', 'contactEmail', 'registrationNumber'] as const;
export type BusinessDetail = (typeof BUSINESS_DETAILS)[number];

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
