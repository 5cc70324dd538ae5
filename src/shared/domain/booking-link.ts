/** The path of a booking's private page, which its token alone opens (no account). */
export function bookingPagePath(token: string | null): string {
  return `/booking/${token ?? ''}`;
}

/** The path of a waiting-list offer's private page: the slots held for that customer. */
export function waitingOfferPath(token: string): string {
  return `/offer/${token}`;
}
