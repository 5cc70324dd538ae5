import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openSqliteFile } from '#server/db/database.ts';

/**
 * Writes a consistent copy of a live SQLite database with SQLite's online backup API,
 * checks it, and only then gives it its final name. Never overwrites an existing file.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<{ file: string; bytes: number }> {
  const source = path.resolve(sourceFile);
  const target = path.resolve(targetFile);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another file name`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  removeDatabaseFiles(partial);
  try {
    await copyDatabase(source, partial);
    makeSelfContained(partial);
    verifyIntegrity(partial);
    // It holds password hashes and customers' details.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
  } catch (error) {
    removeDatabaseFiles(partial);
    throw error;
  }
  return { file: target, bytes: fs.statSync(target).size };
}

async function copyDatabase(source: string, target: string): Promise<void> {
  const connection = openSqliteFile(source);
  try {
    // All pages in one step: copied in small steps, every write by the running server
    // would restart the copy, which then may never finish.
    await connection.backup(target, { progress: () => 0x7fffffff });
  } finally {
    connection.close();
  }
}

/** The copy inherits WAL mode from the source; rollback mode keeps it one file without -wal and -shm. */
function makeSelfContained(file: string): void {
  const connection = new SqliteDatabase(file, { fileMustExist: true });
  try {
    connection.pragma('journal_mode = DELETE');
  } finally {
    connection.close();
  }
}

function verifyIntegrity(file: string): void {
  const connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const problems = (connection.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    if (problems.length !== 1 || problems[0] !== 'ok') {
      throw new Error(`The backup failed its integrity check: ${problems.slice(0, 3).join('; ')}`);
    }
  } finally {
    connection.close();
  }
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ['', '-journal', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}
