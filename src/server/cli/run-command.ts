import { parseArgs } from 'node:util';

/**
 * Runs a command line tool: `--help` prints its usage; otherwise `main` gets the positional arguments.
 * A failure is printed as its message alone, with exit code 1.
 */
export function runCommand(usage: string, main: (positionals: string[]) => Promise<void>): void {
  const run = async () => {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) return console.log(usage);
    await main(positionals);
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
