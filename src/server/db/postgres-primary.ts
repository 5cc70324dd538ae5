import pg from 'pg';
import { parse } from 'pg-connection-string';

export interface PostgresHost {
  host: string;
  port: number;
}

/**
 * A PostgreSQL URL split into its hosts: libpq's multi-host form, as `pg_autoctl show uri` prints it
 * (`postgres://user@db1:5432,db2:5432/mandi?target_session_attrs=read-write`), which node-postgres does
 * not read. `config` is the rest of the URL (user, password, database, ssl), for any one host.
 */
export function splitHosts(url: string): { hosts: PostgresHost[]; config: pg.ClientConfig } {
  const match = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/.exec(url);
  if (!match) throw new Error('DATABASE_URL is not a postgres:// URL');
  const [, scheme, userInfo = '', hostList, rest] = match;
  const query = new URLSearchParams(rest!.split('?')[1] ?? '');
  const defaultPort = Number(query.get('port') ?? 5432);
  const hosts = hostList!
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [, host, port] = /^(\[[^\]]+\]|[^:]*)(?::(\d+))?$/.exec(entry) ?? [];
      return { host: (host ?? '').replace(/^\[|\]$/g, ''), port: port ? Number(port) : defaultPort };
    });
  const withoutAttrs = rest!.replace(/([?&])target_session_attrs=[^&]*&?/, '$1').replace(/[?&]$/, '');
  const config = parse(`${scheme}${userInfo}${hostList!.split(',')[0] ?? ''}${withoutAttrs}`) as pg.ClientConfig;
  return { hosts, config };
}

/** No host of the URL accepts writes now (a failover under way): the request is answered 503. */
export class NoPrimaryError extends Error {
  readonly code = 'MANDI_NO_PRIMARY';
  constructor(hosts: PostgresHost[]) {
    super(`No writable PostgreSQL among ${hosts.map((h) => `${h.host}:${h.port}`).join(', ')}`);
    this.name = 'NoPrimaryError';
  }
}

/** How long one host may take to say whether it is the primary. */
const PROBE_TIMEOUT_MS = 2000;

/**
 * Which host takes writes: asked of every host at once, remembered until a connection to it is lost or
 * a write on it is refused, then asked again. Concurrent askers share one round of questions. A host
 * takes writes when its sessions start read-write, as libpq's `target_session_attrs=read-write` asks:
 * not a standby, and not a standby just promoted that pg_auto_failover still keeps read-only
 * (`default_transaction_read_only`) until the old primary is known to be stopped.
 */
export function createPrimaryFinder(hosts: PostgresHost[], config: pg.ClientConfig) {
  let known: PostgresHost | null = null;
  let finding: Promise<PostgresHost> | null = null;

  async function isPrimary(host: PostgresHost): Promise<boolean> {
    const client = new pg.Client({ ...config, ...host, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    client.on('error', () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ transaction_read_only: string }>('show transaction_read_only');
      return rows[0]?.transaction_read_only === 'off';
    } catch {
      return false;
    } finally {
      client.end().catch(() => {});
    }
  }

  function findAnew(): Promise<PostgresHost> {
    return new Promise<PostgresHost>((resolve, reject) => {
      let unanswered = hosts.length;
      for (const host of hosts) {
        void isPrimary(host).then((primary) => {
          if (primary) resolve(host);
          if (--unanswered === 0) reject(new NoPrimaryError(hosts));
        });
      }
    });
  }

  return {
    find(): Promise<PostgresHost> {
      if (known) return Promise.resolve(known);
      finding ??= findAnew()
        .then((host) => (known = host))
        .finally(() => (finding = null));
      return finding;
    },
    /** A connection to `host` was lost or refused, or a write on it: the next connection asks again. */
    lost(host: PostgresHost): void {
      if (known && known.host === host.host && known.port === host.port) known = null;
    },
  };
}

type PrimaryFinder = ReturnType<typeof createPrimaryFinder>;

/** PostgreSQL's refusal of a write in a read-only session (a standby, or a host set read-only). */
const READ_ONLY = '25006';

/**
 * A pool whose every new connection goes to the current primary, so that after a failover the
 * instance writes to the promoted standby by itself, without a restart. Connections to the old primary
 * fail their requests (503, Retry-After) and leave the pool; so does a connection whose host refused a
 * write, and the next connection asks again which host takes writes.
 */
export function primaryPool(url: string, max: number): pg.Pool {
  const { hosts, config } = splitHosts(url);
  if (hosts.length < 2) {
    const pool = new pg.Pool({ connectionString: url, max });
    // A connection lost while lent out fails its statement; its 'error' event, which nothing else
    // listens to then, would otherwise end the process (the pool only listens while it is idle).
    pool.on('connect', (client) => client.on('error', () => {}));
    return pool;
  }
  const finder = createPrimaryFinder(hosts, config);
  const pool = new pg.Pool({ ...config, max, Client: primaryClient(finder) });
  const refusedWrites = new WeakSet<pg.Client>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const watched = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.then(undefined, (error: { code?: string }) => {
          if (error?.code !== READ_ONLY) return;
          refusedWrites.add(client);
          finder.lost({ host: client.host, port: client.port });
        });
      }
      return result;
    };
    Object.assign(client, { query: watched });
  });
  // Emitted before the pool decides whether to keep the client: an ended one leaves it.
  pool.on('release', (_error, client) => {
    if (refusedWrites.has(client)) void client.end().catch(() => undefined);
  });
  return pool;
}

/**
 * One connection to the current primary, kept open on its own (the live changes' LISTEN); for a
 * one-host URL, a plain client. Connecting fails while no host takes writes: the caller tries again.
 */
export function primaryConnection(url: string): pg.Client {
  const { hosts, config } = splitHosts(url);
  if (hosts.length < 2) return new pg.Client({ connectionString: url });
  const PrimaryClient = primaryClient(createPrimaryFinder(hosts, config));
  return new PrimaryClient(config);
}

function primaryClient(finder: PrimaryFinder): typeof pg.Client {
  return class PrimaryClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null) => void): void;
    override connect(callback?: (error: Error | null) => void): Promise<pg.Client> | void {
      const connecting = finder.find().then(async (host) => {
        Object.assign(this, host);
        const lost = () => finder.lost(host);
        this.on('error', lost);
        this.on('end', () => {
          if (!(this as unknown as { _ending?: boolean })._ending) lost();
        });
        return super.connect().catch((error: unknown) => {
          lost();
          throw error;
        });
      });
      if (!callback) return connecting;
      connecting.then(() => callback(null), callback);
    }
  };
}

/** Codes of PostgreSQL's connection exceptions and shutdowns, and of a standby refusing a write. */
const UNREACHABLE_CODES = new Set(['57P01', '57P02', '57P03', READ_ONLY, 'MANDI_NO_PRIMARY']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * The database cannot be reached for now (its server stopped or a failover is under way), as opposed to
 * a fault in the request: the caller is told to try again shortly. That includes node-postgres's "is not
 * queryable": a transaction whose connection was lost fails its rollback too, and Kysely throws that.
 */
export function isDatabaseUnreachable(error: { code?: unknown; message?: string }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    UNREACHABLE_CODES.has(code) ||
    NETWORK_CODES.has(code) ||
    code.startsWith('08') ||
    /Connection terminated|is not queryable|timeout exceeded when trying to connect/i.test(error.message ?? '')
  );
}
