import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { backupSqlite } from './backup-sqlite.ts';
import { postgresTool, runTool } from './postgres-tools.ts';
import { backupFilesUnder, MANIFEST, readBackupFolder, type Manifest } from './backup-manifest.ts';

/** The folders of DATA_DIR that hold what people uploaded: kept beside the database in a backup. */
export const UPLOAD_FOLDERS = ['event-images', 'step-videos'] as const;
const SQLITE_FILE = 'mandi.db';
const POSTGRES_FILE = 'mandi.dump';

/** Where `npm run backup` writes by default: `backups/mandi-2026-11-22T18-05-09Z/` in the data folder. */
export function defaultBackupFolder(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(dataDir, 'backups', `mandi-${stamp}`);
}

/**
 * Writes a backup folder while the server keeps running: a consistent copy of the database (SQLite's
 * online backup, checked; pg_dump's custom format on PostgreSQL, one snapshot), then the uploaded
 * pictures and videos. The folder gets its final name only when all of it is written.
 */
export async function backupData(config: Config, target = defaultBackupFolder(config.dataDir)) {
  const folder = path.resolve(target);
  if (fs.existsSync(folder)) throw new Error(`${folder} already exists; choose another name`);
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const database = await copyDatabase(config, partial);
    // After the database: a picture saved meanwhile is at worst copied without a row naming it.
    const files = copyUploads(config.dataDir, partial);
    const manifest: Manifest = {
      dialect: config.database.dialect,
      database,
      createdAt: new Date().toISOString(),
      version: config.version,
      files,
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(partial, folder);
    return { folder, ...manifest, bytes: folderBytes(folder) };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

async function copyDatabase(config: Config, folder: string): Promise<string> {
  if (config.database.dialect === 'sqlite') {
    await backupSqlite(config.database.file, path.join(folder, SQLITE_FILE));
    return SQLITE_FILE;
  }
  const file = path.join(folder, POSTGRES_FILE);
  await runTool(postgresTool('pg_dump'), ['--format=custom', `--file=${file}`, '--no-owner', config.database.url]);
  fs.chmodSync(file, 0o600);
  return POSTGRES_FILE;
}

/**
 * Restores a backup folder into an empty database (no tables yet; on SQLite, no database file) and
 * an upload folder without those files: it never overwrites anything. Every file it reads is first
 * found to be the backup's own (backup-manifest.ts). The server is started after.
 */
export async function restoreData(config: Config, source: string) {
  const { folder, manifest, databaseFile } = readBackupFolder(source);
  if (manifest.dialect !== config.database.dialect) {
    throw new Error(`This backup is of a ${manifest.dialect} database; this server uses ${config.database.dialect}`);
  }
  const uploads = uploadsOf(folder, (name) => backupFilesUnder(folder, name));
  const clashes = UPLOAD_FOLDERS.flatMap((name) =>
    uploads[name].filter((file) => fs.existsSync(path.join(config.dataDir, name, file))),
  );
  if (clashes.length)
    throw new Error(`DATA_DIR already has ${clashes.length} of the backup's files: restore into an empty one`);
  await ensureEmptyDatabase(config);
  if (config.database.dialect === 'sqlite') {
    fs.mkdirSync(path.dirname(config.database.file), { recursive: true, mode: 0o700 });
    fs.copyFileSync(databaseFile, config.database.file, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(config.database.file, 0o600);
  } else {
    await runTool(postgresTool('pg_restore'), [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      `--dbname=${config.database.url}`,
      databaseFile,
    ]);
  }
  const files = copyUploads(folder, config.dataDir, uploads);
  return { ...manifest, restoredFiles: files };
}

async function ensureEmptyDatabase(config: Config): Promise<void> {
  if (config.database.dialect === 'sqlite') {
    if (fs.existsSync(config.database.file)) {
      throw new Error(`${config.database.file} already exists: restore into an empty DATA_DIR`);
    }
    return;
  }
  const database = openDatabase(config.database);
  try {
    const { rows } = await sql<{ tables: string }>`
      select count(*) as tables from information_schema.tables where table_schema = current_schema()`.execute(
      database.db,
    );
    if (Number(rows[0]!.tables) > 0)
      throw new Error('The database named by DATABASE_URL has tables: restore into an empty one');
  } finally {
    await database.close();
  }
}

type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** The files of each upload folder, relative to it. */
function uploadsOf(dir: string, list = (name: UploadFolder) => listFiles(path.join(dir, name))) {
  return Object.fromEntries(UPLOAD_FOLDERS.map((name) => [name, list(name)])) as Record<UploadFolder, string[]>;
}

/** Copies the upload folders' files from one data folder to another, never over a file; answers how many. */
function copyUploads(fromDir: string, toDir: string, uploads = uploadsOf(fromDir)): number {
  let copied = 0;
  for (const name of UPLOAD_FOLDERS) {
    for (const file of uploads[name]) {
      const target = path.join(toDir, name, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(fromDir, name, file), target, fs.constants.COPYFILE_EXCL);
      copied++;
    }
  }
  return copied;
}

/** Files under a folder, as paths relative to it; none when it does not exist. */
function listFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

function folderBytes(folder: string): number {
  return listFiles(folder).reduce((sum, file) => sum + fs.statSync(path.join(folder, file)).size, 0);
}
