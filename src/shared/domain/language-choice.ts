/**
 * The name under which a browser keeps its visitor's language: the key in localStorage, and the
 * cookie the server reads to send the storefront drawn in that language.
 */
export const LANGUAGE_CHOICE = 'mandi.language';

/** The query by which `/` is asked for in a language before the page's scripts run (`/?language=ml`). */
export const LANGUAGE_QUERY = 'language';

export const CHOOSABLE_LANGUAGES = ['en', 'ml'] as const;
export type ChoosableLanguage = (typeof CHOOSABLE_LANGUAGES)[number];

/** The language a stored or asked-for value names, if it names one. */
export function chosenLanguage(value: unknown): ChoosableLanguage | undefined {
  return CHOOSABLE_LANGUAGES.find((language) => language === value);
}

/** A year, in seconds: how long the cookie keeps the choice. */
export const LANGUAGE_CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;
