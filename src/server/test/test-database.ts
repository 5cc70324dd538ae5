import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { DatabaseTarget } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';

export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A new database for one test file: a temp SQLite file, or a new database in the test cluster. Empty,
 * or with `migrated`, a copy of the project's migrated and seeded template (see *-global-setup.ts).
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<{
  target: DatabaseTarget;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (TEST_DIALECT === 'sqlite') {
    const file = path.join(dataDir, 'mandi.db');
    if (migrated) fs.copyFileSync(inject('sqliteTemplate'), file);
    return { target: { dialect: 'sqlite', file }, dataDir, drop: removeDir };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${migrated ? ` template ${inject('postgresTemplate')}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { dialect: 'postgres', url: url.toString() },
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Closed pools finish disconnecting a moment after they report closed: wait for them, force only at last.
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`drop database if exists ${name}${attempt >= 40 ? ' with (force)' : ''}`);
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      await client.end();
      await removeDir();
    },
  };
}

/** A new, unmigrated database opened before the file's tests and dropped after them (migration tests). */
export function useFreshDatabase(): () => DatabaseHandle {
  let database: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = openDatabase(created.target);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  return () => database!;
}
