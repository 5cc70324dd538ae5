import { clientGroup } from '#server/lib/client-group.ts';

/**
 * Who may try a password now. Every attempt is counted the moment it is asked for, before any hashing,
 * so parallel guesses cannot slip past the count; a successful sign-in, or one that was never checked,
 * takes its attempt back.
 *
 * - Per name and address together (the strict limit): guessing one account from one place stops soon,
 *   and nobody elsewhere can lock the owner out by failing on purpose.
 * - Per address, across names: one place cannot sweep many accounts.
 * - Per name, across addresses (a looser ceiling): past it the name is under attack, and an address that
 *   has already failed on that name gets one guess per `slowedEveryMs`, shared with every other such
 *   address. An address with no failure of its own on the name, or one that has signed in as it before,
 *   is not slowed: so the owner still gets in, from home or at the first try from anywhere, while each
 *   attacking address gets one guess before it is slowed. (A correct password cannot be told from a
 *   guess before it is hashed; this errs on the side of never locking the owner out.)
 * - One attempt per address is checked at a time (`concurrentPerAddress`): a flood from one address never
 *   holds both hashing places nor any place in line, so others sign in as fast as without it.
 * An address counts as its client group (lib/client-group.ts): an IPv6 address as its /64.
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
  concurrentPerAddress: 1,
  windowMs: 15 * 60 * 1000,
};

const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
const KNOWN_ADDRESSES_PER_NAME = 20;

/** 'unchecked': the password was never compared (the server was busy or failed): the attempt is given back. */
export type AttemptOutcome = 'succeeded' | 'failed' | 'unchecked';

export type LoginAttempt =
  | { allowed: true; settle(outcome: AttemptOutcome): void }
  | { allowed: false; reason: 'failures' | 'busy'; retryAfterMs: number };

export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS, now = () => Date.now()) {
  const failures = new Map<string, number[]>();
  const inFlight = new Map<string, number>();
  const slowedUntil = new Map<string, number>();
  const knownAddresses = new Map<string, Map<string, number>>();
  let sweptAt = now();

  function recent(key: string): number[] {
    const cutoff = now() - limits.windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > cutoff);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  /** Forgets what has left the window, so that guesses from ever new names and addresses cannot pile up. */
  function sweep(): void {
    if (now() - sweptAt < limits.windowMs) return;
    sweptAt = now();
    for (const key of failures.keys()) recent(key);
    for (const [name, until] of slowedUntil) if (until <= sweptAt) slowedUntil.delete(name);
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
    attempt(username: string, ip: string): LoginAttempt {
      sweep();
      const address = clientGroup(ip);
      const keys = { pair: `pair:${username}\u0000${address}`, address: `addr:${address}`, name: `name:${username}` };
      if ((inFlight.get(address) ?? 0) >= limits.concurrentPerAddress) {
        return { allowed: false, reason: 'busy', retryAfterMs: 1000 };
      }
      let wait = Math.max(waitFor(keys.pair, limits.perNameAndAddress), waitFor(keys.address, limits.perAddress));
      const slowed =
        recent(keys.name).length >= limits.perName && recent(keys.pair).length > 0 && !isKnown(username, address);
      if (slowed) wait = Math.max(wait, (slowedUntil.get(username) ?? 0) - now());
      if (wait > 0) return { allowed: false, reason: 'failures', retryAfterMs: wait };

      if (slowed) slowedUntil.set(username, now() + limits.slowedEveryMs);
      const at = now();
      for (const key of Object.values(keys)) failures.set(key, [...recent(key), at]);
      inFlight.set(address, (inFlight.get(address) ?? 0) + 1);

      let settled = false;
      return {
        allowed: true,
        settle(outcome: AttemptOutcome) {
          if (settled) return;
          settled = true;
          const left = (inFlight.get(address) ?? 1) - 1;
          if (left > 0) inFlight.set(address, left);
          else inFlight.delete(address);
          if (outcome === 'failed') return;
          for (const key of Object.values(keys)) {
            const times = recent(key);
            const index = times.lastIndexOf(at);
            if (index >= 0) times.splice(index, 1);
            if (times.length === 0) failures.delete(key);
          }
          if (outcome === 'unchecked') return;
          failures.delete(keys.pair);
          remember(username, address);
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
