// `npm run backup [target-folder]`: the database and the uploaded files, safe while the server runs.
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { backupData } from './backup-data.ts';
import { formatSize } from './format-size.ts';

const USAGE = `Usage: npm run backup [-- <target-folder>]

Copies the database (SQLite's online backup, checked; pg_dump on PostgreSQL)
and the uploaded pictures and videos while the server keeps running, and
prints where they are. Without a target the folder goes to DATA_DIR/backups/.
Restore it with npm run restore.`;

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 1) throw new Error(`Expected at most one target folder, got ${positionals.length}`);
  const backup = await backupData(loadConfig(process.env), positionals[0]);
  console.log(
    `Backup written to ${backup.folder}: the ${backup.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ` +
      `${backup.files} uploaded files, ${formatSize(backup.bytes)}`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
