// Runs two commands at once: the first's output as it comes, the second's once both have ended
// (so the two never interleave). Exits non-zero when either failed.
//   node scripts/side-by-side.mjs "<first command>" "<second command>"
import { spawn } from 'node:child_process';

const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error('usage: node scripts/side-by-side.mjs "<first command>" "<second command>"');
  process.exit(2);
}

const run = (command, stdio) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

const [a, b] = await Promise.all([run(first, 'inherit'), run(second, ['ignore', 'pipe', 'pipe'])]);
process.stdout.write(`\n── ${second} ──\n`);
for (const chunk of b.output) process.stdout.write(chunk);
process.exit(a.code || b.code);
