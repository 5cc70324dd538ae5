// `npm run backup [target-folder]`: the database and the uploaded files, safe while the server runs.
import { runCommand } from './run-command.ts';
import { loadConfig } from '#server/config.ts';
import { backupData } from './backup-data.ts';
import { formatSize } from './format-size.ts';

const USAGE = `Usage: npm run backup [-- <target-folder>]

Copies the database (SQLite's online backup, checked; pg_dump on PostgreSQL)
and the uploaded pictures and videos while the server keeps running, and
prints where they are. Without a target the folder goes to DATA_DIR/backups/.
Restore it with npm run restore.`;

runCommand(USAGE, async (positionals) => {
  if (positionals.length > 1) throw new Error(`Expected at most one target folder, got ${positionals.length}`);
  const backup = await backupData(loadConfig(process.env), positionals[0]);
  console.log(
    `Backup written to ${backup.folder}: the ${backup.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ` +
      `${backup.files} uploaded files, ${formatSize(backup.bytes)}`,
  );
});
