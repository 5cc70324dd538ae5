import { LANGUAGE_QUERY } from './language-choice.ts';

/**
 * The path of a booking's private page, which its token alone opens (no account); with `language`, the
 * page opens in it (the booking's own language, whatever the opening browser chose before).
 */
export function bookingPagePath(token: string | null, language?: string): string {
  return `/booking/${token ?? ''}${language ? `?${LANGUAGE_QUERY}=${language}` : ''}`;
}

/** The path of a waiting-list offer's private page: the slots held for that customer. */
export function waitingOfferPath(token: string): string {
  return `/offer/${token}`;
}
