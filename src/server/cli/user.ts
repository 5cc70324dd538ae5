// `npm run user -- <command>`: manages accounts on the database the server uses.
import { loadConfig } from '#server/config.ts';
import { prepareDatabase } from '#server/startup.ts';
import { parseUserCommand, runUserCommand, USAGE } from './user-command.ts';

async function main(argv: string[]): Promise<void> {
  // Parsed before the database is opened, so that help and typing mistakes touch nothing.
  if (parseUserCommand(argv).name === 'help') return console.log(USAGE);
  const { database, initialAdmin } = await prepareDatabase(loadConfig(process.env));
  try {
    if (initialAdmin?.generatedPassword) {
      console.log(
        `First start: created the admin "${initialAdmin.username}" with the password ${initialAdmin.generatedPassword}`,
      );
      console.log('(shown only this once)');
    }
    await runUserCommand(argv, { db: database.db, print: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
