// `npm run backup [target-file]`: a consistent copy of the SQLite database, safe while the server runs.
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { backupSqlite, defaultBackupFile } from './backup-sqlite.ts';

const USAGE = `Usage: npm run backup [-- <target-file>]

Copies the SQLite database while the server keeps running, checks the copy
and prints where it is. Without a target the copy goes to DATA_DIR/backups/.`;

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 1) throw new Error(`Expected at most one target file, got ${positionals.length}`);
  const config = loadConfig(process.env);
  if (config.database.dialect !== 'sqlite') {
    throw new Error(
      'This server uses PostgreSQL: back it up with pg_dump, e.g. pg_dump --format=custom --file=mandi.dump "$DATABASE_URL"',
    );
  }
  const { file, bytes } = await backupSqlite(config.database.file, positionals[0] ?? defaultBackupFile(config.dataDir));
  console.log(`Backup written to ${file} (${bytes} bytes, ${formatSize(bytes)}); integrity check ok`);
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
