/**
 * Queries built and compiled once, then run with new values. Kysely builds and compiles a query
 * on every call, which costs more than running a keyed statement; a query on a hot path (every
 * booking) is made once per SQL dialect with named placeholders and run by filling them in.
 */
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './database.js';

const MARK = '\u0000param:';

interface Made<Name, Row> {
  compiled: CompiledQuery<Row>;
  /** For each parameter, the name it is filled from, or null for a constant. */
  slots: (Name | null)[];
}

/**
 * `build(db, param)` makes the query with `param(name)` wherever a value goes (as a value, never
 * in SQL text); the result runs it on any connection or transaction, with `values` by name.
 */
export function compileOnce<Name extends string, Row>(
  build: (db: Db, param: <T>(name: Name) => T) => Compilable<Row>,
): (on: Db, values: Readonly<Record<Name, unknown>>) => Promise<QueryResult<Row>> {
  const byDialect = new Map<unknown, Made<Name, Row>>();
  return (on, values) => {
    const dialect = on.getExecutor().adapter.constructor;
    let made = byDialect.get(dialect);
    if (!made) {
      const param = <T>(name: Name) => `${MARK}${name}` as T;
      const compiled = build(on, param).compile();
      const slots = compiled.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARK)
          ? (value.slice(MARK.length) as Name)
          : null,
      );
      made = { compiled, slots };
      byDialect.set(dialect, made);
    }
    const { compiled, slots } = made;
    return on.executeQuery<Row>({
      ...compiled,
      parameters: slots.map((name, i) => (name === null ? compiled.parameters[i] : values[name])),
    });
  };
}
