// `npm run restore -- <backup-folder>`: a backup into an empty database and data folder.
import { runCommand } from './run-command.ts';
import { loadConfig } from '#server/config.ts';
import { restoreData } from './backup-data.ts';

const USAGE = `Usage: npm run restore -- <backup-folder>

Restores a folder written by npm run backup into the database the server is
configured for (DATABASE_URL, else DATA_DIR/mandi.db), which must be empty,
and its uploaded files into DATA_DIR. Nothing is overwritten. Start the server
afterwards.`;

runCommand(USAGE, async (positionals) => {
  if (positionals.length !== 1) throw new Error(`Expected one backup folder\n\n${USAGE}`);
  const restored = await restoreData(loadConfig(process.env), positionals[0]!);
  console.log(
    `Restored the ${restored.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database of ${restored.createdAt} ` +
      `and ${restored.restoredFiles} uploaded files; start the server now`,
  );
});
