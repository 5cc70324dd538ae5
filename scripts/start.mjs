// `npm start`: builds what is missing, then runs the server in this process (so signals reach it).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const missing = [
  ['dist/web/index.html', 'build:web'],
  ['dist/server/main.js', 'build:server'],
].filter(([file]) => !existsSync(file));

for (const [, script] of missing) {
  console.log(`Building (${script})…`);
  execSync(`npm run --silent ${script}`, { stdio: 'inherit' });
}

await import('../dist/server/main.js');
