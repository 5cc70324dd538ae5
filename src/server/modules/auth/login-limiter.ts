/**
 * Who may try a password now. Every attempt is counted the moment it is asked for, before any hashing,
 * so parallel guesses cannot slip past the count; a successful sign-in takes its attempt back.
 *
 * - Per name and address together (the strict limit): guessing one account from one place stops soon,
 *   and nobody elsewhere can lock the owner out by failing on purpose.
 * - Per address, across names: one place cannot sweep many accounts.
 * - Per name, across addresses (a looser ceiling): past it the name is under attack, and addresses that
 *   have not signed in as that name before get one guess per `slowedEveryMs` between them. This only
 *   slows guessing: the owner signing in from a known address is never held back.
 * - At most `concurrentPerAddress` attempts from one address are being checked at once, so a flood from
 *   one address cannot fill the hashing queue ahead of everybody else.
 * In memory: with several app instances each keeps its own count, which still bounds guessing.
 */
export interface LoginLimits {
  perNameAndAddress: number;
  perAddress: number;
  perName: number;
  slowedEveryMs: number;
  concurrentPerAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perNameAndAddress: 5,
  perAddress: 20,
  perName: 20,
  slowedEveryMs: 10_000,
  concurrentPerAddress: 2,
  windowMs: 15 * 60 * 1000,
};

const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
const KNOWN_ADDRESSES_PER_NAME = 20;

export type LoginAttempt =
  | { allowed: true; settle(succeeded: boolean): void }
  | { allowed: false; reason: 'failures' | 'busy'; retryAfterMs: number };

export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now = () => Date.now()) {
  const failures = new Map<string, number[]>();
  const inFlight = new Map<string, number>();
  const slowedUntil = new Map<string, number>();
  const knownAddresses = new Map<string, Map<string, number>>();

  function recent(key: string): number[] {
    const cutoff = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  /** Milliseconds until the oldest of `limit` failures leaves the window; 0 while under the limit. */
  function waitFor(key: string, limit: number): number {
    const times = recent(key);
    return times.length >= limit ? times[times.length - limit]! + limits.windowMs - now() : 0;
  }

  function isKnown(username: string, address: string): boolean {
    return (knownAddresses.get(username)?.get(address) ?? 0) > now();
  }

  function remember(username: string, address: string): void {
    const addresses = knownAddresses.get(username) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, now() + KNOWN_ADDRESS_MS);
    while (addresses.size > KNOWN_ADDRESSES_PER_NAME) addresses.delete(addresses.keys().next().value!);
    knownAddresses.set(username, addresses);
  }

  return {
    /** Asks to check one password; counts it at once. `settle` must follow the check. */
    attempt(username: string, address: string): LoginAttempt {
      const keys = { pair: `pair:${username}\u0000${address}`, address: `addr:${address}`, name: `name:${username}` };
      if ((inFlight.get(address) ?? 0) >= limits.concurrentPerAddress) {
        return { allowed: false, reason: 'busy', retryAfterMs: 1000 };
      }
      let wait = Math.max(waitFor(keys.pair, limits.perNameAndAddress), waitFor(keys.address, limits.perAddress));
      const underAttack = recent(keys.name).length >= limits.perName;
      const slowed = underAttack && !isKnown(username, address);
      if (slowed) wait = Math.max(wait, (slowedUntil.get(username) ?? 0) - now());
      if (wait > 0) return { allowed: false, reason: 'failures', retryAfterMs: wait };

      if (slowed) slowedUntil.set(username, now() + limits.slowedEveryMs);
      else if (!underAttack) slowedUntil.delete(username);
      const at = now();
      for (const key of Object.values(keys)) failures.set(key, [...recent(key), at]);
      inFlight.set(address, (inFlight.get(address) ?? 0) + 1);

      let settled = false;
      return {
        allowed: true,
        settle(succeeded: boolean) {
          if (settled) return;
          settled = true;
          const left = (inFlight.get(address) ?? 1) - 1;
          if (left > 0) inFlight.set(address, left);
          else inFlight.delete(address);
          if (!succeeded) return;
          failures.delete(keys.pair);
          for (const key of [keys.address, keys.name]) {
            const times = recent(key);
            const index = times.lastIndexOf(at);
            if (index >= 0) times.splice(index, 1);
            if (times.length === 0) failures.delete(key);
          }
          remember(username, address);
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
