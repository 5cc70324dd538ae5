import { ApiError, NETWORK_ERROR_STATUS } from '#web/lib/api-client.ts';

/** Waits between tries when the server could not be reached; other failures are final at once. */
export const NETWORK_RETRY_DELAYS_MS = [600, 1800] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === NETWORK_ERROR_STATUS;
}

/** Repeats a call that is safe to repeat (same body, idempotent on the server) while the network fails. */
export async function retryOnNetworkFailure<T>(
  call: () => Promise<T>,
  delaysMs: readonly number[] = NETWORK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (!isNetworkFailure(error) || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}
