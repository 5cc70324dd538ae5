import { loadConfig, type DatabaseTarget } from '#server/config.ts';
import { prepareDatabase } from '#server/startup.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_ADMIN = { username: 'owner', password: TEST_PASSWORD };

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
  await database.close();
}
