const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 12 * 60 * 60_000;

/** The wait after the `attempts`-th failed try of something sent out (a mail, a refund): 1, 2, 4 … minutes, at most 12 hours. */
export function retryWaitMs(attempts: number): number {
  return Math.min(FIRST_WAIT_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}
