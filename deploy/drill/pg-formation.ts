// pg_auto_failover on this machine's loopback, as README "PostgreSQL on three machines" sets it up on
// three: a monitor (deploy/pg_auto_failover/monitor.conf), a primary and a synchronous secondary
// (deploy/postgresql.conf, deploy/pg_auto_failover/keeper.conf), each a `pg_autoctl run` of its own
// in a temp folder. PostgreSQL refuses to run as root, so as root everything runs as `postgres`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/server/test/postgres-cluster.ts';
import { sleep } from '../../bench/lib/server.ts';
import { DEPLOY, ensureDebianPackage, type StackDatabase } from './stack.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATABASE = 'mandi';
/** How long the formation may take to reach primary + synchronous secondary. */
const FORMING_MS = 90_000;
/** How long a node's pg_autoctl may take to stop its PostgreSQL when asked. */
const STOPPING_MS = 20_000;

/** `name = value` lines of a deploy/ settings file, comments dropped. */
function settingsOf(file: string): [string, string][] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*([a-z_.]+)\s*=\s*([^#\s]+)/.exec(line);
      return match ? [[match[1]!, match[2]!] as [string, string]] : [];
    });
}

interface NodeState {
  nodename: string;
  nodeport: number;
  current_group_state: string;
  assigned_group_state: string;
}

/** Every process below `root` (its children, theirs…), read from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid …: the command may hold spaces and parentheses, so read after the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

const killNow = (pids: number[]) => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
};

/** Processes whose command line names `folder`: a postmaster names its data folder (`-D`). */
function processesNaming(folder: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      if (args.includes(folder)) found.push(`${entry} ${args.trim()}`);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** `id -u postgres` or `id -g postgres`. */
function idOf(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
}

/**
 * The postmaster of the data folder, while it runs: the pid its postmaster.pid names, if that process is
 * still the server of this folder (a pid left by a killed server may since belong to another process).
 */
function postmasterOf(pgdata: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(pgdata) ? pid : null;
  } catch {
    return null;
  }
}

export async function startFormation(log: (line: string) => void = console.log) {
  ensureDebianPackage('pg-auto-failover-cli', '/usr/bin/pg_autoctl');
  ensureDebianPackage('postgresql-15-auto-failover', path.join(PG_BIN, '../lib/pgautofailover.so'));
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-pgaf-'));
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  // pg_autoctl keeps its configuration and state files under XDG folders: here, inside the temp folder.
  const env = [
    `XDG_CONFIG_HOME=${dir}/config`,
    `XDG_DATA_HOME=${dir}/share`,
    `PG_CONFIG=${PG_BIN}/pg_config`,
    `PATH=${PG_BIN}:/usr/bin:/bin`,
  ];
  const command = (args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', 'env', ...env, ...args]] : ['env', [...env, ...args]];

  function autoctl(args: string[]): string {
    const [file, argv] = command(['pg_autoctl', ...args]);
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`pg_autoctl ${args.join(' ')} failed:\n${(result.stderr || result.stdout).slice(-3000)}`);
    }
    return result.stdout;
  }

  /** A file owned by the server's user in one of its data folders. */
  function writeOwned(file: string, text: string, append = false) {
    if (append) fs.appendFileSync(file, text);
    else fs.writeFileSync(file, text);
    if (asRoot) spawnSync('chown', ['postgres:postgres', file]);
  }

  // The services run as `postgres` directly (not through runuser, which answers a SIGTERM with a SIGKILL
  // of its child two seconds later, before pg_autoctl has stopped its PostgreSQL).
  const user = asRoot ? { uid: idOf('-u'), gid: idOf('-g') } : {};
  const runners = new Map<string, ChildProcess>();
  /** `pg_autoctl run` of one node, in a process group of its own, writing to <name>.log. */
  function run(name: string, pgdata: string) {
    const output = fs.openSync(path.join(dir, `${name}.log`), 'a');
    const child = spawn('pg_autoctl', ['run', '--pgdata', pgdata], {
      cwd: dir,
      env: { ...Object.fromEntries(env.map((line) => line.split(/=(.*)/s).slice(0, 2))), HOME: dir },
      ...user,
      detached: true,
      stdio: ['ignore', output, output],
    });
    fs.closeSync(output);
    runners.set(name, child);
  }

  const pgdataOf = (name: string) => path.join(dir, name);
  const stopped = new Set<string>();
  let stoppedAll = false;

  /** Stops every node (pg_autoctl stops its PostgreSQL), then kills whatever is left; removes the folder. */
  async function stop() {
    if (stoppedAll) return;
    stoppedAll = true;
    for (const [name, child] of runners) {
      if (child.exitCode === null && child.signalCode === null && !stopped.has(name)) {
        try {
          process.kill(-child.pid!, 'SIGTERM');
        } catch {
          // gone already
        }
      }
    }
    const deadline = performance.now() + STOPPING_MS;
    const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
    while (
      performance.now() < deadline &&
      [...runners].some(([name, child]) => running(child) || postmasterOf(pgdataOf(name)) !== null)
    ) {
      await sleep(200);
    }
    // Whatever did not stop in time (only processes still ours: a pid is never killed once its process exited).
    for (const [name, child] of runners) {
      if (running(child)) killNow([child.pid!, ...descendants(child.pid!)]);
      const postmaster = postmasterOf(pgdataOf(name));
      if (postmaster !== null) killNow([postmaster, ...descendants(postmaster)]);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }

  try {
    const ports = { monitor: await freePort(), node1: await freePort(), node2: await freePort() };
    const pgctl = ['--pgctl', path.join(PG_BIN, 'pg_ctl')];
    const loopback = ['--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl'];

    autoctl([
      'create',
      'monitor',
      '--pgdata',
      pgdataOf('monitor'),
      '--pgport',
      String(ports.monitor),
      ...loopback,
      ...pgctl,
    ]);
    writeOwned(
      path.join(pgdataOf('monitor'), 'mandi-monitor.conf'),
      fs.readFileSync(path.join(DEPLOY, 'pg_auto_failover/monitor.conf'), 'utf8'),
    );
    // On three machines the monitor listens on every address (README); here on loopback only.
    writeOwned(
      path.join(pgdataOf('monitor'), 'postgresql.conf'),
      `\ninclude 'mandi-monitor.conf'\nlisten_addresses = '127.0.0.1'\n`,
      true,
    );
    run('monitor', pgdataOf('monitor'));
    const monitorUri = `postgres://autoctl_node@127.0.0.1:${ports.monitor}/pg_auto_failover?sslmode=prefer`;

    /** The monitor's view of the formation (empty until it answers). */
    const states = (): NodeState[] => {
      try {
        return JSON.parse(autoctl(['show', 'state', '--pgdata', pgdataOf('monitor'), '--json'])) as NodeState[];
      } catch {
        return [];
      }
    };
    const waitFor = async (what: string, done: (nodes: NodeState[]) => boolean) => {
      const deadline = performance.now() + FORMING_MS;
      for (;;) {
        const nodes = states();
        if (done(nodes)) return nodes;
        if (performance.now() > deadline)
          throw new Error(`pg_auto_failover: no ${what} after ${FORMING_MS / 1000} s: ${JSON.stringify(nodes)}`);
        await sleep(250);
      }
    };
    const reached = (nodes: NodeState[], name: string, state: string) =>
      nodes.some(
        (node) => node.nodename === name && node.current_group_state === state && node.assigned_group_state === state,
      );

    await waitFor('monitor', () => {
      try {
        autoctl(['show', 'uri', '--pgdata', pgdataOf('monitor')]);
        return true;
      } catch {
        return false;
      }
    });

    const createNode = (name: 'node1' | 'node2') => {
      autoctl([
        'create',
        'postgres',
        '--pgdata',
        pgdataOf(name),
        '--pgport',
        String(ports[name]),
        '--listen',
        '127.0.0.1',
        '--name',
        name,
        '--dbname',
        DATABASE,
        '--monitor',
        monitorUri,
        ...loopback,
        ...pgctl,
      ]);
      writeOwned(
        path.join(pgdataOf(name), 'mandi.conf'),
        fs.readFileSync(path.join(DEPLOY, 'postgresql.conf'), 'utf8'),
      );
      writeOwned(path.join(pgdataOf(name), 'postgresql.conf'), `\ninclude 'mandi.conf'\n`, true);
      for (const [setting, value] of settingsOf(path.join(DEPLOY, 'pg_auto_failover/keeper.conf'))) {
        autoctl(['config', 'set', '--pgdata', pgdataOf(name), setting, value]);
      }
      run(name, pgdataOf(name));
    };
    const started = performance.now();
    createNode('node1');
    await waitFor('primary', (nodes) => reached(nodes, 'node1', 'single'));
    createNode('node2');
    await waitFor(
      'synchronous secondary',
      (nodes) => reached(nodes, 'node1', 'primary') && reached(nodes, 'node2', 'secondary'),
    );
    const standbyNames = autoctl(['show', 'standby-names', '--pgdata', pgdataOf('monitor')]).trim();
    log(
      `pg_auto_failover: monitor, primary and secondary in ${((performance.now() - started) / 1000).toFixed(1)} s; synchronous_standby_names ${standbyNames}`,
    );

    // `pg_autoctl show uri` prints the application's URI without a user, and sslmode=prefer, which
    // node-postgres reads as verify-full: on loopback without SSL, the drill's user and no SSL.
    const shown = autoctl(['show', 'uri', '--pgdata', pgdataOf('monitor'), '--formation', 'default']).trim();
    log(`pg_autoctl show uri --formation default: ${shown}`);
    const uriOf = (database: string) =>
      shown
        .replace('postgres://', 'postgres://postgres@')
        .replace(`/${DATABASE}?`, `/${database}?`)
        .replace('sslmode=prefer', 'sslmode=disable');

    /**
     * The node that takes writes now, by the monitor's account: it reports itself primary (or wait_primary,
     * a primary without a secondary in sync) and is meant to stay one. A lost primary's last report says
     * primary for ever; the monitor has assigned it `demoted`.
     */
    const primary = () => {
      const node = states().find(
        (n) =>
          ['primary', 'wait_primary'].includes(n.current_group_state) &&
          n.assigned_group_state === n.current_group_state,
      );
      return node ? { name: node.nodename, port: node.nodeport } : null;
    };

    const database = {
      url: uriOf(DATABASE),
      adminUrl: uriOf('postgres'),
      urlOf: uriOf,
      stop,
      primary,
      states,
      /** What the primary waits for at each commit (empty: commits do not wait for the secondary). */
      async synchronousStandbyNames() {
        const now = primary();
        if (!now) return '';
        const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${now.port}/postgres` });
        await client.connect();
        try {
          return (await client.query<{ synchronous_standby_names: string }>('show synchronous_standby_names')).rows[0]!
            .synchronous_standby_names;
        } finally {
          await client.end();
        }
      },
      /**
       * The machine of node `name` (the primary) lost at once: SIGKILL to its pg_autoctl and to its
       * PostgreSQL (postmaster and every backend), all together. Killing the postmaster alone would not
       * fail over: pg_autoctl starts a PostgreSQL that stopped again within a second or two, and the node
       * stays the primary. Answers when (performance.now() and wall clock).
       */
      async killPrimary(name: string) {
        const runner = runners.get(name)!;
        const port = ports[name as keyof typeof ports];
        const postmaster = postmasterOf(pgdataOf(name));
        const pids = [runner.pid!, ...descendants(runner.pid!)];
        if (postmaster !== null && !pids.includes(postmaster)) pids.push(postmaster, ...descendants(postmaster));
        const exited = new Promise((resolve) => runner.once('exit', resolve));
        const killed = performance.now();
        const killedWall = Date.now();
        killNow(pids);
        stopped.add(name);
        await exited;
        return { name, port, killed, killedWall };
      },
      /** The monitor's events from `sinceWall` on (ms since the epoch), timed from `zeroWall`. */
      events(sinceWall: number, zeroWall: number): string[] {
        const events = JSON.parse(
          autoctl(['show', 'events', '--pgdata', pgdataOf('monitor'), '--count', '40', '--json']),
        ) as Record<string, unknown>[];
        return (
          events
            .map((event) => ({ at: Date.parse(String(event.eventtime ?? event.event_time ?? '')), event }))
            .filter(({ at }) => at >= sinceWall)
            .sort((a, b) => a.at - b.at)
            .map(
              ({ at, event }) =>
                `${at >= zeroWall ? '+' : ''}${((at - zeroWall) / 1000).toFixed(1)} s ${String(event.description ?? JSON.stringify(event))}`,
            )
            // A change of two nodes' goals is one event per node, with the same words.
            .filter((line, index, lines) => lines.indexOf(line) === index)
        );
      },
      /** Processes still naming the formation's folder (none once `stop` is done). */
      leftRunning(): string[] {
        return processesNaming(dir);
      },
    };
    return database satisfies StackDatabase;
  } catch (error) {
    // What each pg_autoctl wrote, for the failure's report, before the folder goes.
    for (const name of runners.keys()) {
      const text = fs.readFileSync(path.join(dir, `${name}.log`), 'utf8');
      console.error(`--- ${name}.log (end) ---\n${text.slice(-3000)}`);
    }
    await stop();
    throw error;
  }
}

export type Formation = Awaited<ReturnType<typeof startFormation>>;
