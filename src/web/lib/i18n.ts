import { useMemo, useSyncExternalStore } from 'react';
import { coreEn } from '#shared/content/locales/core.en.ts';
import {
  CHOOSABLE_LANGUAGES,
  chosenLanguage,
  LANGUAGE_CHOICE,
  LANGUAGE_CHOICE_MAX_AGE_S,
  LANGUAGE_QUERY,
  type ChoosableLanguage,
} from '#shared/domain/language-choice.ts';
import { TextStore, type TextOptions, type TFunction } from '#shared/content/text-store.ts';
import type { KeyUnder, TextKey, TextPrefix } from '#shared/content/locales/text-keys.ts';

export type { TFunction } from '#shared/content/text-store.ts';
export type { KeyUnder, TextKey, TextPrefix } from '#shared/content/locales/text-keys.ts';
export { keyOf } from '#shared/content/locales/text-keys.ts';

export const LANGUAGES = CHOOSABLE_LANGUAGES;
export type Language = ChoosableLanguage;

function storedLanguage(): Language {
  try {
    return chosenLanguage(localStorage.getItem(LANGUAGE_CHOICE)) ?? 'en';
  } catch {
    return 'en';
  }
}

let texts = new TextStore<Language>('en');
let current: Language = 'en';
let version = 0;
const listeners = new Set<() => void>();

/** Every screen re-renders when the language changes or texts arrive. */
function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

const withPrefix = (keyPrefix: string | undefined, key: string) => (keyPrefix ? `${keyPrefix}.${key}` : key);

/** The texts outside React: the language shown, a text of it, and whether a key has one. */
export const i18n = {
  get language(): Language {
    return current;
  },
  t: ((key, options) => texts.translate(current, key, options)) as TFunction<TextKey>,
  exists: (key: string, options?: TextOptions) => texts.exists(current, key, options),
  /** The texts of one language whatever the screen shows (e.g. a CSV always written in English). */
  getFixedT: fixedT,
};

function fixedT(language: Language): TFunction<TextKey>;
function fixedT<Prefix extends TextPrefix>(
  language: Language,
  namespace: 'translation',
  keyPrefix: Prefix,
): TFunction<KeyUnder<Prefix>>;
function fixedT(language: Language, _namespace?: string, keyPrefix?: string): TFunction {
  return (key, options) => texts.translate(language, withPrefix(keyPrefix, key), options);
}

/**
 * The texts inside a component: `t` for the keys under `keyPrefix` (the
 * namespace is always 'translation'), and `i18n`.
 */
export function useTranslation(): { t: TFunction<TextKey>; i18n: typeof i18n };
export function useTranslation<Prefix extends TextPrefix>(
  namespace: 'translation',
  options: { keyPrefix: Prefix },
): { t: TFunction<KeyUnder<Prefix>>; i18n: typeof i18n };
export function useTranslation(_namespace?: string, { keyPrefix }: { keyPrefix?: string } = {}) {
  const seen = useSyncExternalStore(subscribe, snapshot, snapshot);
  const t = useMemo<TFunction>(
    () => (key, options) => texts.translate(current, withPrefix(keyPrefix, key), options),
    // `seen` changes with the language and the texts: a new `t` re-renders what depends on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keyPrefix, seen],
  );
  return { t, i18n };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => version;

/**
 * Malayalam texts are fetched only by those who choose Malayalam, in two parts: the storefront's
 * (core.ml.ts) while no other area's screen has been opened, and every area's (ml.ts) once one has.
 */
let wholeMalayalam = false;

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en') return;
  if (loadedSections.size > 0 || pendingSections > 0) return loadWholeMalayalam();
  if (texts.has('ml')) return;
  const { coreMl } = await import('#shared/content/locales/core.ml.ts');
  texts.add('ml', coreMl);
}

async function loadWholeMalayalam(): Promise<void> {
  if (wholeMalayalam) return;
  const { ml } = await import('#shared/content/locales/ml.ts');
  texts.add('ml', ml);
  wholeMalayalam = true;
}

/** Texts that come with their area's screens, so the storefront's first load carries none of them. */
const TEXT_SECTIONS = {
  admin: async () => (await import('#shared/content/locales/admin-texts.en.ts')).adminTextsEn,
  kitchen: async () => (await import('#shared/content/locales/kitchen-texts.en.ts')).kitchenTextsEn,
  booking: async () => ({ booking: (await import('#shared/content/locales/booking.en.ts')).bookingEn }),
  auth: async () => ({ auth: (await import('#shared/content/locales/auth.en.ts')).authEn }),
  /** The schemas' generic problems ("{{maximum}} characters at most"), loaded with the forms. */
  validation: async () => ({ validation: (await import('#shared/content/locales/validation.en.ts')).validationEn }),
  /** The server's refusals (problemText words them), loaded with every other section. */
  refusals: async () => ({ refusals: (await import('#shared/content/locales/refusals.en.ts')).refusalsEn }),
};
export type TextSection = keyof typeof TEXT_SECTIONS;
const loadedSections = new Set<TextSection>();
let pendingSections = 0;

/**
 * Adds an area's English texts (the fallback of every language; Malayalam comes whole with ml.ts).
 * Awaited before the area's screen renders.
 */
export async function loadTexts(section: TextSection): Promise<void> {
  await Promise.all([loadSection(section), loadSection('refusals')]);
}

async function loadSection(section: TextSection): Promise<void> {
  if (loadedSections.has(section)) return;
  pendingSections += 1;
  try {
    texts.add('en', await TEXT_SECTIONS[section]());
    if (current === 'ml') await loadWholeMalayalam();
  } finally {
    pendingSections -= 1;
  }
  loadedSections.add(section);
  changed();
}

function applyToDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language this device chose (English until it chooses). */
export function deviceLanguage(): Language {
  return storedLanguage();
}

/**
 * The language the storefront's page was asked for in: its cookie, which the server also sets when the
 * switch is tapped before the page's scripts run (web-pages.ts). Undefined without one.
 */
export function cookieLanguage(): Language | undefined {
  return chosenLanguage(new RegExp(`(?:^|; )${LANGUAGE_CHOICE}=([^;]*)`).exec(document.cookie)?.[1]);
}

/** The language the page's own link names (`?language=ml`: a booking's link opens in its language). */
export function linkLanguage(): Language | undefined {
  if (typeof location === 'undefined') return undefined;
  return chosenLanguage(new URLSearchParams(location.search).get(LANGUAGE_QUERY));
}

/**
 * Starts the texts in the device's language, or in `language` when given: the prerendered storefront
 * hydrates in the language it was drawn in, and switches after (changeLanguage) if the device chose
 * another. `remember: false` shows a language without making it the device's choice (a link's).
 */
export async function initI18n({
  language = storedLanguage(),
  remember = true,
}: { language?: Language; remember?: boolean } = {}): Promise<typeof i18n> {
  texts = new TextStore<Language>('en');
  texts.add('en', coreEn);
  loadedSections.clear();
  wholeMalayalam = false;
  current = 'en';
  if (language !== 'en') await changeLanguage(language, { remember });
  else applyToDocument('en');
  changed();
  return i18n;
}

/**
 * Switches the language and remembers the choice on this device; with `remember: false` only shows it
 * (a booking's page in the booking's language, the device's own choice kept).
 */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await ensureLoaded(language);
  // Remembering the language already shown re-draws nothing: a re-draw while the prerendered page is
  // still being hydrated would make React hydrate all of it at once.
  if (language !== current) {
    current = language;
    applyToDocument(language);
    changed();
  }
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_CHOICE, language);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  // The server sends the storefront drawn in the chosen language (web-pages.ts).
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_CHOICE}=${language}; path=/; max-age=${LANGUAGE_CHOICE_MAX_AGE_S}; samesite=lax`;
  }
}
