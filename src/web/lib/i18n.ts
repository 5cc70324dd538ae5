import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { coreEn } from '#shared/content/locales/core.en.ts';

export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'mandi.language';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ml' ? 'ml' : 'en';
  } catch {
    return 'en';
  }
}

/** Malayalam texts are fetched only by those who choose Malayalam. */
async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle('ml', 'translation')) return;
  const { ml } = await import('#shared/content/locales/ml.ts');
  i18n.addResourceBundle('ml', 'translation', ml);
}

/** Texts that come with their area's screens, so the storefront's first load carries none of them. */
const TEXT_SECTIONS = {
  admin: async () => (await import('#shared/content/locales/admin-texts.en.ts')).adminTextsEn,
  kitchen: async () => (await import('#shared/content/locales/kitchen-texts.en.ts')).kitchenTextsEn,
};
export type TextSection = keyof typeof TEXT_SECTIONS;
const loadedSections = new Set<TextSection>();

/**
 * Adds an area's English texts (the fallback of every language; Malayalam comes whole with ml.ts).
 * Awaited before the area's screen renders.
 */
export async function loadTexts(section: TextSection): Promise<void> {
  if (loadedSections.has(section)) return;
  i18n.addResourceBundle('en', 'translation', await TEXT_SECTIONS[section](), true, false);
  loadedSections.add(section);
}

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language this device chose (English until it chooses). */
export function deviceLanguage(): Language {
  return storedLanguage();
}

/**
 * Starts the texts in the device's language, or in `language` when given: the prerendered storefront
 * is English, so the page hydrates in English and switches after (changeLanguage).
 */
export async function initI18n({ language = storedLanguage() }: { language?: Language } = {}): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: coreEn } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.on('languageChanged', applyToDocument);
  if (language !== 'en') await changeLanguage(language);
  else applyToDocument('en');
  return i18n;
}

/** Switches the language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}
