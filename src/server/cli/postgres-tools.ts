import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where pg_dump and pg_restore are: PG_BIN when set, else the PATH, else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (where the server packages put them, off the PATH).
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const folders = [
    ...(env.PG_BIN ? [env.PG_BIN] : []),
    ...(env.PATH ?? '').split(path.delimiter).filter(Boolean),
    ...debianVersions().map((version) => `/usr/lib/postgresql/${version}/bin`),
  ];
  for (const folder of folders) {
    const file = path.join(folder, name);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`${name} was not found: install PostgreSQL's client programs or set PG_BIN to their folder`);
}

function debianVersions(): string[] {
  try {
    return fs
      .readdirSync('/usr/lib/postgresql')
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/** Runs one of PostgreSQL's programs; its error output becomes the error's message. */
export function runTool(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed: ${errors.trim() || `exit ${code}`}`)),
    );
  });
}
