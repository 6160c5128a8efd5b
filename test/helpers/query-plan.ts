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
  const plans = await plansOf(dialect, db, run);
  expect(plans).toHaveLength(1);
  return plans[0] as string;
}

/** The plan of each statement `run` sends, in order. */
export async function plansOf(
  dialect: Dialect,
  db: Db,
  run: (db: Db) => Promise<unknown>,
): Promise<string[]> {
  const nodes: RootOperationNode[] = [];
  const spy = db.withPlugin({
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  });
  await run(spy);
  const plans: string[] = [];
  for (const node of nodes) {
    const compiled = db.getExecutor().compileQuery(node, createQueryId());
    if (dialect === 'sqlite') {
      const result = await db.executeQuery<{ detail: string }>({
        ...compiled,
        sql: `EXPLAIN QUERY PLAN ${compiled.sql}`,
      });
      plans.push(result.rows.map((r) => r.detail).join('\n'));
    } else {
      const result = await db.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `EXPLAIN ${compiled.sql}`,
      });
      plans.push(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  return plans;
}
