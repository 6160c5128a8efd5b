/** The query plan of a statement, as the engine reports it (tests of index use). */
import { createQueryId, type RootOperationNode } from 'kysely';
import { expect } from 'vitest';
import type { Db, Dialect } from '../../src/db/database.js';

/** The plan of the one statement `run` sends. */
export async function planOf(
  dialect: Dialect,
  db: Db,
  run: (db: Db) => Promise<unknown>,
): Promise<string> {
  const nodes: RootOperationNode[] = [];
  const spy = db.withPlugin({
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await run(spy);
  expect(nodes).toHaveLength(1);
  const compiled = db.getExecutor().compileQuery(nodes[0] as RootOperationNode, createQueryId());
  if (dialect === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `EXPLAIN QUERY PLAN ${compiled.sql}`,
    });
    return result.rows.map((r) => r.detail).join('\n');
  }
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>({
    ...compiled,
    sql: `EXPLAIN ${compiled.sql}`,
  });
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}
