import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/lib/http-error.ts';
import { HASHES_AT_ONCE, HASHES_WAITING, hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('refuses a hash beyond the queue at once with 429, and works again once the queue drains', async () => {
    const queued = Array.from({ length: HASHES_AT_ONCE + HASHES_WAITING }, (_, i) => hashPassword(`password ${i}`));
    // The decoy is refused too (the first unknown name while the server is busy), but only this once.
    await expect(verifyAgainstDecoy('guess')).rejects.toMatchObject({ statusCode: 429, code: 'passwords-busy' });
    await expect(hashPassword('one too many')).rejects.toBeInstanceOf(HttpError);
    const hashes = await Promise.all(queued);
    expect(await verifyPassword('password 0', hashes[0]!)).toBe(true);
    expect(await verifyAgainstDecoy('guess')).toBe(false);
  });
});
