/**
 * Counts failed sign-ins per username and per address in a sliding window. Once either passes
 * its limit, further attempts are refused until the oldest failure leaves the window.
 * In memory: with several app instances each keeps its own count, which still bounds guessing.
 */
export interface LoginLimits {
  perUsername: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now = () => Date.now()) {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const cutoff = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function keys(username: string, address: string) {
    return [
      { key: `user:${username}`, limit: limits.perUsername },
      { key: `addr:${address}`, limit: limits.perAddress },
    ];
  }

  return {
    /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
    retryAfterMs(username: string, address: string): number {
      let wait = 0;
      for (const { key, limit } of keys(username, address)) {
        const times = recent(key);
        if (times.length >= limit) wait = Math.max(wait, times[times.length - limit]! + limits.windowMs - now());
      }
      return wait;
    },
    recordFailure(username: string, address: string): void {
      for (const { key } of keys(username, address)) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(username: string): void {
      failures.delete(`user:${username}`);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
