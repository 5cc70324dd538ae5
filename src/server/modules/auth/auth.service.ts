import type { Db } from '#server/db/database.ts';
import type { User } from '#server/db/schema.ts';
import { HttpError, textRefusal } from '#server/lib/http-error.ts';
import type { LoginLimiter } from '#server/lib/login-limiter.ts';
import { passwordsBusy, verifyAgainstDecoy, verifyPassword } from '#server/lib/password.ts';
import { findUserByUsername } from '#server/modules/users/users.service.ts';

export interface SignInAttempt {
  username: string;
  password: string;
  /** The client's address: the limits count per name, per address and per both. */
  ip: string;
  /** Whether the request carries a known-device cookie of `account` (its hashing has a lane of its own). */
  fromKnownDevice: (account: User) => boolean;
}

function tooManyFailures(waitMs: number) {
  const minutes = Math.ceil(waitMs / 60_000);
  return textRefusal(429, 'refusals.auth.signInLimited', { count: minutes }).retryAfter(waitMs / 1000);
}

/**
 * The sign-in check: the account when the name and password are right and the account is active, null
 * when not (an unknown name costs the same hashing as a known one). Past the limits, or with the
 * hashing queue full, a 429 that says when to try again; nothing is counted for a check that never ran.
 */
export async function checkSignIn(db: Db, limiter: LoginLimiter, attempt: SignInAttempt): Promise<User | null> {
  const place = limiter.attempt(attempt.username, attempt.ip);
  if (!place.allowed) {
    throw place.reason === 'busy'
      ? passwordsBusy().retryAfter(place.retryAfterMs / 1000)
      : tooManyFailures(place.retryAfterMs);
  }
  let account: User | undefined;
  let valid: boolean;
  try {
    account = await findUserByUsername(db, attempt.username);
    valid = account?.active
      ? await verifyPassword(
          attempt.password,
          account.password_hash,
          attempt.fromKnownDevice(account) ? 'known' : 'open',
        )
      : await verifyAgainstDecoy(attempt.password);
  } catch (error) {
    place.settle('unchecked');
    if (error instanceof HttpError && error.statusCode === 429) error.retryAfter(1);
    throw error;
  }
  place.settle(valid ? 'succeeded' : 'failed');
  return account && valid ? account : null;
}
