import { LANGUAGE_QUERY } from './language-choice.ts';

/** The routes of the private pages below, as the web's router names them; the server serves them as private links. */
export const PRIVATE_PAGE_ROUTES = ['/booking/:token', '/offer/:token'] as const;

/**
 * The path of a booking's private page, which its token alone opens (no account); with `language`, the
 * page opens in it (the booking's own language, whatever the opening browser chose before).
 */
export function bookingPagePath(token: string | null, language?: string): string {
  return `/booking/${token ?? ''}${inLanguageQuery(language)}`;
}

/** The path of a waiting-list offer's private page: the slots held for that customer; in `language` when given. */
export function waitingOfferPath(token: string, language?: string): string {
  return `/offer/${token}${inLanguageQuery(language)}`;
}

function inLanguageQuery(language: string | undefined): string {
  return language ? `?${LANGUAGE_QUERY}=${language}` : '';
}
