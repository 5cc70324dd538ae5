import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Config } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { createTestEvent } from '#server/test/booking-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { createTestDatabase, TEST_DIALECT } from '#server/test/test-database.ts';
import { backupData } from './backup-data.ts';
import { MANIFEST } from './backup-manifest.ts';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const RESTORE = path.resolve('src/server/cli/restore.ts');

/** Issue 44, finding 8: `npm run restore` followed the paths its backup's manifest names. */
describe(`npm run restore with a tampered manifest (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let backup: string;
  /** A folder beside the backups, outside every one of them: what an attacker points at. */
  let outside: string;
  const drops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const eventId = await createTestEvent(t.database.db, { maxOrders: 10 });
    const picture = path.join(t.config.dataDir, 'event-images', `${eventId}.webp`);
    fs.mkdirSync(path.dirname(picture), { recursive: true });
    fs.writeFileSync(picture, 'a picture');
    backup = (await backupData(t.config, path.join(t.config.dataDir, 'backups', 'good'))).folder;
    // A real database outside the backup: were it followed, the restore would "succeed" with it.
    outside = path.join(t.config.dataDir, 'outside');
    fs.mkdirSync(path.join(outside, 'pictures'), { recursive: true });
    fs.copyFileSync(path.join(backup, databaseName()), path.join(outside, 'elsewhere.db'));
    fs.writeFileSync(path.join(outside, 'pictures', 'stolen.webp'), 'not the backup’s');
  });
  afterAll(async () => {
    await t.close();
    for (const drop of drops) await drop();
  });

  function databaseName(): string {
    return (JSON.parse(fs.readFileSync(path.join(backup, MANIFEST), 'utf8')) as { database: string }).database;
  }

  /** A copy of the good backup, changed by `tamper`, in its own folder under DATA_DIR/backups. */
  let copies = 0;
  function tamperedCopy(tamper: (folder: string, manifest: Record<string, unknown>) => void): string {
    const folder = path.join(path.dirname(backup), `tampered-${++copies}`);
    fs.cpSync(backup, folder, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as Record<string, unknown>;
    tamper(folder, manifest);
    fs.writeFileSync(path.join(folder, MANIFEST), JSON.stringify(manifest));
    return folder;
  }

  /** An empty database and data folder, as a server about to be restored has. */
  async function emptyServer(): Promise<Config['database'] & { dataDir: string }> {
    const empty = await createTestDatabase();
    drops.push(empty.drop);
    return { ...empty.target, dataDir: empty.dataDir };
  }

  async function restore(folder: string, target: Awaited<ReturnType<typeof emptyServer>>) {
    const env = {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.dialect === 'postgres' ? target.url : '',
      LOG_LEVEL: 'silent',
    };
    try {
      const { stdout, stderr } = await run(TSX, [RESTORE, folder], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  /** The target as it was: no database file or no tables, no uploaded files. */
  async function expectUntouched(target: Awaited<ReturnType<typeof emptyServer>>) {
    if (target.dialect === 'sqlite') expect(fs.existsSync(target.file)).toBe(false);
    else {
      const database = openDatabase(target);
      try {
        const { rows } = await sql<{ tables: string }>`
          select count(*) as tables from information_schema.tables where table_schema = current_schema()`.execute(
          database.db,
        );
        expect(Number(rows[0]!.tables)).toBe(0);
      } finally {
        await database.close();
      }
    }
    expect(fs.readdirSync(target.dataDir)).toEqual([]);
  }

  it('restores the untampered backup (the command itself works here)', async () => {
    const target = await emptyServer();
    const restored = await restore(
      tamperedCopy(() => {}),
      target,
    );
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Restored');
    expect(fs.readdirSync(path.join(target.dataDir, 'event-images'))).toHaveLength(1);
  });

  const attacks: [string, (folder: string, manifest: Record<string, unknown>) => void, string][] = [
    [
      'a system file named through ..',
      (folder, manifest) => (manifest.database = path.relative(folder, '/etc/passwd')),
      'which is outside',
    ],
    ['a system file by its absolute path', (_, manifest) => (manifest.database = '/etc/passwd'), 'which is outside'],
    [
      'a path out of the folder with ..',
      (folder, manifest) => {
        fs.copyFileSync(path.join(outside, 'elsewhere.db'), path.join(path.dirname(folder), 'x'));
        manifest.database = '../x';
      },
      'which is outside',
    ],
    [
      'an absolute path elsewhere',
      (_, manifest) => (manifest.database = path.join(outside, 'elsewhere.db')),
      'which is outside',
    ],
    [
      'a symbolic link inside the folder pointing out',
      (folder, manifest) => {
        fs.symlinkSync(path.join(outside, 'elsewhere.db'), path.join(folder, 'linked.db'));
        manifest.database = 'linked.db';
      },
      'symbolic link',
    ],
    [
      'the database file itself replaced by a symbolic link',
      (folder, manifest) => {
        const own = path.join(folder, manifest.database as string);
        fs.rmSync(own);
        fs.symlinkSync(path.join(outside, 'elsewhere.db'), own);
      },
      'symbolic link',
    ],
    [
      'a folder on the way that is a symbolic link',
      (folder, manifest) => {
        fs.symlinkSync(outside, path.join(folder, 'sub'));
        manifest.database = 'sub/elsewhere.db';
      },
      'symbolic link',
    ],
    [
      'an upload folder that is a symbolic link',
      (folder) => {
        fs.rmSync(path.join(folder, 'event-images'), { recursive: true });
        fs.symlinkSync(path.join(outside, 'pictures'), path.join(folder, 'event-images'));
      },
      'symbolic link',
    ],
    [
      'a symbolic link among the uploads',
      (folder) =>
        fs.symlinkSync(path.join(outside, 'pictures', 'stolen.webp'), path.join(folder, 'event-images', 'x.webp')),
      'symbolic link',
    ],
  ];

  for (const [attack, tamper, reason] of attacks) {
    it(`refuses ${attack}: exit code 1, the reason, nothing written`, async () => {
      const target = await emptyServer();
      const refused = await restore(tamperedCopy(tamper), target);
      expect(refused.code, refused.stdout).toBe(1);
      expect(refused.stdout).not.toContain('Restored');
      expect(refused.stderr).toContain(reason);
      await expectUntouched(target);
    });
  }
});
