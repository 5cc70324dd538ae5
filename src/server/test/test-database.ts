import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { DatabaseTarget } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';

export const TEST_DIALECT = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A new empty database for one test file: a temp SQLite file, or a new database in the test cluster. */
export async function createTestDatabase(): Promise<{
  target: DatabaseTarget;
  dataDir: string;
  drop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-test-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (TEST_DIALECT === 'sqlite') {
    return { target: { dialect: 'sqlite', file: path.join(dataDir, 'mandi.db') }, dataDir, drop: removeDir };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
