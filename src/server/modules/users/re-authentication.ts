import type { Db } from '#server/db/database.ts';
import { fieldRefusal, HttpError, textRefusal } from '#server/lib/http-error.ts';
import type { TextKey } from '#shared/content/locales/text-keys.ts';
import type { LoginLimiter } from '#server/lib/login-limiter.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { findUserById } from './users.repo.ts';

/** The signed-in admin who asks for a change, and where from (the sign-in limits count per address). */
export interface Actor {
  id: number;
  username: string;
  ip: string;
}

export const CURRENT_PASSWORD_MISSING = 'adminSettings.password.currentMissing';
export const CURRENT_PASSWORD_WRONG = 'adminSettings.password.currentWrong';
export const TOO_MANY_PASSWORD_TRIES = 'adminSettings.messages.tooManyPasswordTries';
export const PASSWORDS_BUSY = 'adminSettings.messages.passwordsBusy';

/** A refusal to try again after `seconds` (sent as Retry-After). */
const tryAgainLater = (key: TextKey, seconds: number, params?: Record<string, string | number>) =>
  textRefusal(429, key, params).retryAfter(seconds);

/**
 * Asks again for the acting admin's own password. Every check is a sign-in attempt of that account, in
 * the same count as the sign-in screen's (login-limiter.ts): wrong passwords here lock the account's
 * guessing from this address just as wrong sign-ins do, and past the limit the answer is 429.
 * A missing password is refused before any count (nothing was guessed).
 */
export async function confirmActorPassword(
  db: Db,
  limiter: LoginLimiter,
  actor: Actor,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw fieldRefusal(400, CURRENT_PASSWORD_MISSING, 'currentPassword');
  const attempt = limiter.attempt(actor.username, actor.ip);
  if (!attempt.allowed) {
    if (attempt.reason === 'busy') throw tryAgainLater(PASSWORDS_BUSY, 1);
    const minutes = Math.ceil(attempt.retryAfterMs / 60_000);
    throw tryAgainLater(TOO_MANY_PASSWORD_TRIES, attempt.retryAfterMs / 1000, { minutes });
  }
  let valid: boolean;
  try {
    const user = await findUserById(db, actor.id);
    // Only a signed-in admin gets here: their check is hashed in the known lane (password.ts).
    valid = user?.active ? await verifyPassword(currentPassword, user.password_hash, 'known') : false;
  } catch (error) {
    attempt.settle('unchecked');
    if (error instanceof HttpError && error.statusCode === 429) throw tryAgainLater(PASSWORDS_BUSY, 1);
    throw error;
  }
  attempt.settle(valid ? 'succeeded' : 'failed');
  if (!valid) throw fieldRefusal(400, CURRENT_PASSWORD_WRONG, 'currentPassword');
}
