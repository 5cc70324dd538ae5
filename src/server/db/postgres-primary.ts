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
 * Which host is the primary: asked of every host at once (`pg_is_in_recovery()`), remembered until a
 * connection to it is lost, then asked again. Concurrent askers share one round of questions.
 */
export function createPrimaryFinder(hosts: PostgresHost[], config: pg.ClientConfig) {
  let known: PostgresHost | null = null;
  let finding: Promise<PostgresHost> | null = null;

  async function isPrimary(host: PostgresHost): Promise<boolean> {
    const client = new pg.Client({ ...config, ...host, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    client.on('error', () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      return rows[0]?.standby === false;
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
    /** A connection to `host` was lost or refused: the next connection asks again. */
    lost(host: PostgresHost): void {
      if (known && known.host === host.host && known.port === host.port) known = null;
    },
  };
}

type PrimaryFinder = ReturnType<typeof createPrimaryFinder>;

/**
 * A pool whose every new connection goes to the current primary, so that after a failover the
 * instance writes to the promoted standby by itself, without a restart. Connections to the old primary
 * fail their requests (503, Retry-After) and leave the pool.
 */
export function primaryPool(url: string, max: number): pg.Pool {
  const { hosts, config } = splitHosts(url);
  if (hosts.length < 2) return new pg.Pool({ connectionString: url, max });
  const finder = createPrimaryFinder(hosts, config);
  return new pg.Pool({ ...config, max, Client: primaryClient(finder) });
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
const UNREACHABLE_CODES = new Set(['57P01', '57P02', '57P03', '25006', 'MANDI_NO_PRIMARY']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * The database cannot be reached for now (its server stopped or a failover is under way), as opposed to
 * a fault in the request: the caller is told to try again shortly.
 */
export function isDatabaseUnreachable(error: { code?: unknown; message?: string }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    UNREACHABLE_CODES.has(code) ||
    NETWORK_CODES.has(code) ||
    code.startsWith('08') ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(error.message ?? '')
  );
}
