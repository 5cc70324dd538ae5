/** Whole minutes from `now` until `at` (ISO), at least 1: "check again in N minutes". */
export function minutesUntil(at: string, now: number = Date.now()): number {
  return Math.max(1, Math.ceil((Date.parse(at) - now) / 60_000));
}
