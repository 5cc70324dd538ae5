import { randomBytes, scryptSync } from 'node:crypto';
import { loadConfig, type DatabaseTarget } from '#server/config.ts';
import { prepareDatabase } from '#server/startup.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_ADMIN = { username: 'owner', password: TEST_PASSWORD };

/**
 * TEST_PASSWORD as a stored scrypt hash at N=2^14, for the test admin and signIn's accounts. A stored
 * hash carries its own cost and sign-in verifies at that cost, so each test sign-in takes milliseconds
 * where the product's N=2^17 takes about 0.4 s of a core: hundreds of sign-ins in the API suites.
 * Tests of hashing itself create their accounts through the product (createAccount, hashPassword).
 */
export const TEST_PASSWORD_HASH = (() => {
  const cost = { N: 2 ** 14, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(TEST_PASSWORD.normalize('NFKC'), salt, 32, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
})();

/**
 * Migrates and seeds `target` once, with the test admin, as createTestApp's prepareDatabase would: each
 * test file's database is then a copy of it (a file copy on SQLite, `create database … template` on
 * PostgreSQL) instead of running every migration and seed again.
 */
export async function prepareTemplateDatabase(target: DatabaseTarget, dataDir: string): Promise<void> {
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    { database: target },
  );
  const { database } = await prepareDatabase(config);
  await database.db
    .updateTable('users')
    .set({ password_hash: TEST_PASSWORD_HASH })
    .where('username', '=', TEST_ADMIN.username)
    .execute();
  await database.close();
}
