import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/lib/http-error.ts';
import {
  HASHES_AT_ONCE,
  HASHES_WAITING,
  hashPassword,
  KNOWN_HASHES_AT_ONCE,
  KNOWN_HASHES_WAITING,
  verifyAgainstDecoy,
  verifyPassword,
} from './password.ts';

function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('refuses a hash beyond the queue at once with 429, and works again once the queue drains', async () => {
    const stored = await hashPassword('password 0');
    const queued = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, (_, i) =>
      verifyPassword(`guess ${i}`, stored),
    );
    // The decoy is refused too (the first unknown name while the server is busy), but only this once.
    await expect(verifyAgainstDecoy('guess')).rejects.toMatchObject({
      statusCode: 429,
      code: 'refusals.auth.passwordsBusy',
    });
    await expect(verifyPassword('one too many', stored)).rejects.toBeInstanceOf(HttpError);
    // A new password is hashed in the known lane (only admins set passwords): the full open lane does not stop it.
    expect(await hashPassword('set by an admin meanwhile')).toMatch(/^scrypt\$/);
    expect(await Promise.all(queued)).toEqual(queued.map(() => false));
    expect(await verifyPassword('password 0', stored)).toBe(true);
    expect(await verifyAgainstDecoy('guess')).toBe(false);
  });

  it('checks a known device’s password in its own lane while the open lane is full, and bounds that lane too', async () => {
    // Cheap stored hashes (the cost is read from them): the lanes take their places at once, whatever the cost.
    const stored = cheapHash('owner password');
    const open = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, () => verifyPassword('guess', stored));
    await expect(verifyPassword('owner password', stored)).rejects.toMatchObject({
      code: 'refusals.auth.passwordsBusy',
    });
    const known = Array.from({ length: KNOWN_HASHES_AT_ONCE + KNOWN_HASHES_WAITING }, () =>
      verifyPassword('owner password', stored, 'known'),
    );
    await expect(verifyPassword('owner password', stored, 'known')).rejects.toMatchObject({
      code: 'refusals.auth.passwordsBusy',
    });
    expect(await Promise.all(known)).toEqual(known.map(() => true));
    expect(await Promise.all(open)).toEqual(open.map(() => false));
  });
});
