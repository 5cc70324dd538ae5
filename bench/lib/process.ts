// Starting processes for the benches, and stopping them (server.ts re-exports these).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { username: 'bench', password: 'bench-admin-password' };
const children: ChildProcess[] = [];

/**
 * Starts `node …args` in the repository and answers once its output matches `ready`. With `inherit`,
 * only those variables of the bench's environment pass to it (the product and the yardstick take no
 * setting, loader or NODE_OPTIONS from whoever runs the bench); without it, all of them.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  options: { inherit?: string[] } = {},
): Promise<ChildProcess> {
  const passed = options.inherit
    ? Object.fromEntries(options.inherit.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])))
    : process.env;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...passed, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    let started = false;
    // After the ready line the output is still read (a full pipe would stall the child), not kept.
    const onData = (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      if (ready.test(output)) {
        started = true;
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`process exited (${code}): ${output}`)));
  });
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Kills whatever a bench left running (call it in `finally`). */
export function killChildren() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}
