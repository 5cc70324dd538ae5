/** The path of a booking's private page, which its token alone opens (no account). */
export function bookingPagePath(token: string | null): string {
  return `/booking/${token ?? ''}`;
}
