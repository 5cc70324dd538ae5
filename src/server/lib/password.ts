import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { textRefusal } from '#server/lib/http-error.ts';
import { createSemaphore, QueueFullError } from '#server/lib/semaphore.ts';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB per hash). */
const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/**
 * At most two hashes at once (each takes 128 MiB and a core for a few hundred milliseconds) and a few
 * waiting: beyond that the caller is told at once to try again (429), not kept waiting. On two cores a
 * flood keeps both busy, and the storefront still answers within its bound (bench/bounds-full.ts).
 */
export const HASHES_AT_ONCE = 2;
export const HASHES_WAITING = 8;
/**
 * Hashing for people the server already knows has a lane of its own: sign-ins from a device the account
 * has recently signed in on (known-device.ts), and a signed-in admin's password work (confirming their
 * own password, setting one). So a flood of guesses from many addresses, which keeps the open lane full,
 * cannot keep the owner out or stop them from managing accounts. Small: anonymous guesses never reach
 * it, and every sign-in limit still applies.
 */
export const KNOWN_HASHES_AT_ONCE = 1;
export const KNOWN_HASHES_WAITING = 4;
export type HashingLane = 'open' | 'known';
const lanes: Record<HashingLane, ReturnType<typeof createSemaphore>> = {
  open: createSemaphore(HASHES_AT_ONCE, HASHES_WAITING),
  known: createSemaphore(KNOWN_HASHES_AT_ONCE, KNOWN_HASHES_WAITING),
};

export const passwordsBusy = () => textRefusal(429, 'refusals.auth.passwordsBusy');

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions, lane: HashingLane): Promise<Buffer> {
  const maxmem = 128 * options.N! * options.r! * 2;
  return lanes[lane](
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  ).catch((error: unknown) => {
    throw error instanceof QueueFullError ? passwordsBusy() : error;
  });
}

/** A new password's hash: only signed-in admins and the command line set passwords (the known lane). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, COST, 'known');
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, lane: HashingLane = 'open'): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), options, lane);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashed when the user does not exist, at the same cost, so that the answer takes as long either way. */
const DECOY_SALT = randomBytes(SALT_LENGTH);
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await scryptAsync(password, DECOY_SALT, COST, 'open');
  return false;
}
