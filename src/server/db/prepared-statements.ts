import type pg from 'pg';

/** A statement text is prepared once it has been sent this many times (by any connection). */
export const PREPARE_AFTER_USES = 3;
/** Statements prepared at most per connection: the server's memory of them is bounded whatever is asked. */
export const MAX_PREPARED_PER_CONNECTION = 300;
/** Texts whose uses are counted at most; past it the count starts over (rare texts never reach a name). */
const MAX_COUNTED_TEXTS = 5000;

type Query = (...args: unknown[]) => unknown;

/**
 * Each connection of `pool` prepares the parameterised statements it is sent often (the sale's hot path:
 * the hold's lookup and insert), as `pgbench -M prepared` does: PostgreSQL then parses and plans each
 * once per connection instead of on every order (about a quarter of its CPU per order in
 * bench:postgres). Statements without parameters (BEGIN with its locks, a COMMIT with its last update)
 * keep the simple protocol, which carries several statements in one message.
 *
 * A prepared `select *` fails once ("cached plan must not change result type") after a migration added a
 * column to its table under a running instance; that connection then prepares the text afresh.
 */
export function preparingStatements(pool: pg.Pool): void {
  const uses = new Map<string, number>();
  let nextName = 0;
  pool.on('connect', (client) => {
    const names = new Map<string, string>();
    const query = client.query.bind(client) as Query;
    const nameFor = (text: string): string | undefined => {
      const name = names.get(text);
      if (name || names.size >= MAX_PREPARED_PER_CONNECTION) return name;
      const used = (uses.get(text) ?? 0) + 1;
      if (uses.size >= MAX_COUNTED_TEXTS) uses.clear();
      uses.set(text, used);
      if (used < PREPARE_AFTER_USES) return undefined;
      const made = `mandi_${++nextName}`;
      names.set(text, made);
      return made;
    };
    const preparing: Query = (text, values, ...rest) => {
      const name =
        typeof text === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0 && nameFor(text);
      if (!name) return query(text, values, ...rest);
      return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        if ((error as { code?: string }).code === STALE_PLAN && names.get(text as string) === name) {
          names.delete(text as string);
        }
        throw error;
      });
    };
    Object.assign(client, { query: preparing });
  });
}

/** feature_not_supported: "cached plan must not change result type". */
const STALE_PLAN = '0A000';
