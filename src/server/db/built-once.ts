import type { CompiledQuery, Compilable } from 'kysely';
import type { DbOrTx } from './database.ts';

/** A value's place in a statement built once: the `index`th value `run` is given. */
class Slot {
  constructor(readonly index: number) {}
}

/** Stands, while the statement is built, for the `index`th value it will run with. Typed to fit any column. */
type SlotOf = (index: number) => never;

export interface BuiltOnce<Row> {
  /** Runs the statement with `values` in the places of its slots. */
  run(db: DbOrTx, values: readonly unknown[]): Promise<Row[]>;
}

/**
 * A statement that Kysely builds and compiles once per database, not on every call: building, freezing
 * and compiling the query's tree costs tens of microseconds each time, which a sale's hottest path (an
 * order's hold: its lookup and its insert) would pay on every order. `build` receives `slot(i)` in the
 * place of each value that changes between calls; anything else it writes is fixed in the statement.
 * `build` must only place the slots, never compute with them.
 */
export function builtOnce<Row>(build: (db: DbOrTx, slot: SlotOf) => Compilable<Row>): BuiltOnce<Row> {
  const compiled = new WeakMap<object, CompiledQuery<Row>>();
  const slot = ((index: number) => new Slot(index)) as unknown as SlotOf;
  return {
    async run(db, values) {
      const adapter = db.getExecutor().adapter;
      let statement = compiled.get(adapter);
      if (!statement) {
        statement = build(db, slot).compile();
        compiled.set(adapter, statement);
      }
      const parameters = statement.parameters.map((parameter) =>
        parameter instanceof Slot ? values[parameter.index] : parameter,
      );
      const result = await db.executeQuery<Row>({ ...statement, parameters });
      return result.rows;
    },
  };
}
